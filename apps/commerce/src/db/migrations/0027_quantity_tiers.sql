ALTER TABLE "product_variations" ADD COLUMN "quantity_tiers" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "quantity_tiers" jsonb;