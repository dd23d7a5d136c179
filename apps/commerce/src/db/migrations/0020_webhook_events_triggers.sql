-- A change to a product or a variation, whoever makes it (the backend, a seed, an import, psql),
-- waits in webhook_events for the webhooks of its topic, written in the writing transaction as
-- WooCommerce's hooks fire on the same save (WC_Webhook::get_topic_hooks): product.created on a
-- new product or variation, product.deleted when it goes to the trash or is deleted,
-- product.restored when it leaves the trash, product.updated otherwise (stock and sales after an
-- order included). Only while an active webhook listens to the topic, and once per product until
-- a backend claims it.
CREATE FUNCTION webhook_product_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_id integer;
  changed_topic text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed_id := OLD.id;
    changed_topic := 'product.deleted';
  ELSIF TG_OP = 'INSERT' THEN
    changed_id := NEW.id;
    changed_topic := 'product.created';
  ELSIF OLD.status IS DISTINCT FROM 'trash' AND NEW.status = 'trash' THEN
    changed_id := NEW.id;
    changed_topic := 'product.deleted';
  ELSIF OLD.status = 'trash' AND NEW.status IS DISTINCT FROM 'trash' THEN
    changed_id := NEW.id;
    changed_topic := 'product.restored';
  ELSE
    changed_id := NEW.id;
    changed_topic := 'product.updated';
  END IF;
  IF EXISTS (SELECT 1 FROM webhooks WHERE webhooks.status = 'active' AND webhooks.topic = changed_topic)
    AND NOT EXISTS (
      SELECT 1 FROM webhook_events
      WHERE webhook_events.product_id = changed_id
        AND webhook_events.topic = changed_topic
        AND webhook_events.claimed_at IS NULL
    )
  THEN
    INSERT INTO webhook_events (topic, product_id) VALUES (changed_topic, changed_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_webhook_events AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION webhook_product_changed();
--> statement-breakpoint
CREATE TRIGGER product_variations_webhook_events AFTER INSERT OR UPDATE OR DELETE ON product_variations
  FOR EACH ROW EXECUTE FUNCTION webhook_product_changed();
