DROP INDEX "products_search_trgm";--> statement-breakpoint
DROP INDEX "products_term_ids";--> statement-breakpoint
DROP INDEX "product_translations_search_trgm";--> statement-breakpoint
CREATE INDEX "products_search_trgm" ON "products" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_term_ids" ON "products" USING gin ("term_ids") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "product_translations_search_trgm" ON "product_translations" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);