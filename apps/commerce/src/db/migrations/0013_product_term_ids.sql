ALTER TABLE "products" ADD COLUMN "term_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_term_ids" ON "products" USING gin ("term_ids");