ALTER TABLE "customers" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- Cards issued before: the language their order was placed in (its wpml_language meta).
UPDATE "gift_cards" SET "language" = "entry"->>'value'
FROM "orders", jsonb_array_elements("orders"."meta_data") AS "entry"
WHERE "orders"."id" = "gift_cards"."purchase_order_id"
  AND "entry"->>'key' = 'wpml_language'
  AND "entry"->>'value' IN ('de', 'es', 'fr', 'it', 'pt-br');
