DROP INDEX "posts_published";--> statement-breakpoint
DROP INDEX "products_published";--> statement-breakpoint
DROP INDEX "products_price";--> statement-breakpoint
DROP INDEX "products_popularity";--> statement-breakpoint
DROP INDEX "products_rating";--> statement-breakpoint
DROP INDEX "products_max_price";--> statement-breakpoint
DROP INDEX "products_in_stock_published";--> statement-breakpoint
DROP INDEX "reviews_product";--> statement-breakpoint
ALTER TABLE "terms" ADD COLUMN "tree_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_published" ON "posts" USING btree ("status","published_at","id");--> statement-breakpoint
CREATE INDEX "products_published" ON "products" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "products_price" ON "products" USING btree (coalesce("price", 0),"id");--> statement-breakpoint
CREATE INDEX "products_popularity" ON "products" USING btree ("total_sales","id");--> statement-breakpoint
CREATE INDEX "products_rating" ON "products" USING btree ("average_rating","id");--> statement-breakpoint
CREATE INDEX "products_max_price" ON "products" USING btree (coalesce("max_price", 0),"id");--> statement-breakpoint
CREATE INDEX "products_in_stock_published" ON "products" USING btree ("published_at","id") WHERE "products"."stock_status" <> 'outofstock';--> statement-breakpoint
CREATE INDEX "reviews_product" ON "reviews" USING btree ("product_id","created_at");--> statement-breakpoint
-- Existing stores: fill tree_count as catalog/term-counts.ts does on every catalogue write.
WITH RECURSIVE subtree(root, id) AS (
  SELECT id, id FROM terms WHERE taxonomy = 'product_cat'
  UNION ALL
  SELECT subtree.root, t.id FROM terms t JOIN subtree ON t.parent_id = subtree.id
)
UPDATE terms t SET tree_count = c.listed
FROM (
  SELECT subtree.root, count(DISTINCT p.id)::int AS listed
  FROM subtree
  LEFT JOIN product_terms pt ON pt.term_id = subtree.id
  LEFT JOIN products p ON p.id = pt.product_id AND p.status = 'publish' AND p.catalog_visibility IN ('visible', 'catalog')
  GROUP BY subtree.root
) c
WHERE c.root = t.id;--> statement-breakpoint
UPDATE terms SET tree_count = count WHERE taxonomy <> 'product_cat';
