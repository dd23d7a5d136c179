ALTER TABLE "products" ADD COLUMN "cross_sell_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "upsell_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_cross_sell_ids" ON "products" USING gin ("cross_sell_ids");