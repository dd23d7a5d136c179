-- Every write to what a product list filters on (products, their terms and translations) raises
-- catalog_changes.generation, whoever writes (the backend, a seed, an import, psql). The row is
-- updated inside the writing transaction, so a reader sees the new generation exactly when it sees
-- the change: a total counted at one generation is the total for as long as it stands.
INSERT INTO catalog_changes (id, generation) VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_changes SET generation = generation + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
--> statement-breakpoint
CREATE TRIGGER product_terms_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_terms
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
--> statement-breakpoint
CREATE TRIGGER terms_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON terms
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
--> statement-breakpoint
CREATE TRIGGER product_translations_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_translations
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
