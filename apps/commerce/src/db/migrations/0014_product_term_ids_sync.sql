-- products.term_ids mirrors product_terms (sorted term ids) for the GIN-indexed catalogue
-- filters. Statement triggers keep it current whatever writes product_terms (seeding, term
-- deletes cascading, direct edits); rows already right are left alone, so a seed that writes
-- term_ids with the product costs no second write.
CREATE FUNCTION products_refresh_term_ids(ids int4[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET term_ids = fresh.term_ids
  FROM (
    SELECT changed.id,
      coalesce(array_agg(pt.term_id ORDER BY pt.term_id) FILTER (WHERE pt.term_id IS NOT NULL), '{}') AS term_ids
    FROM (SELECT DISTINCT unnest(ids) AS id) changed
    LEFT JOIN product_terms pt ON pt.product_id = changed.id
    GROUP BY changed.id
  ) fresh
  WHERE p.id = fresh.id AND p.term_ids IS DISTINCT FROM fresh.term_ids;
$$;
--> statement-breakpoint
CREATE FUNCTION product_terms_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM products_refresh_term_ids(array(SELECT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM products_refresh_term_ids(array(SELECT product_id FROM old_rows));
  ELSE
    PERFORM products_refresh_term_ids(array(SELECT product_id FROM old_rows UNION SELECT product_id FROM new_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_terms_inserted AFTER INSERT ON product_terms
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_terms_changed();
--> statement-breakpoint
CREATE TRIGGER product_terms_deleted AFTER DELETE ON product_terms
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_terms_changed();
--> statement-breakpoint
CREATE TRIGGER product_terms_updated AFTER UPDATE ON product_terms
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_terms_changed();
--> statement-breakpoint
SELECT products_refresh_term_ids(array(SELECT id FROM products));
--> statement-breakpoint
ANALYZE products;
