-- A change folded into its product's waiting change (0020) was lost when a backend claimed that
-- change between the folding and the commit: the delivery read the product without the change,
-- and nothing was left waiting for it (an order's new stock never reached the storefront). The
-- writing transaction now locks the waiting change it folds into: a backend claiming changes
-- skips it (SKIP LOCKED) until the write is committed, and a claim already under way makes the
-- writer wait for it and then write a change of its own.
CREATE OR REPLACE FUNCTION webhook_product_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF NOT EXISTS (SELECT 1 FROM webhooks WHERE webhooks.status = 'active' AND webhooks.topic = changed_topic) THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM webhook_events
    WHERE webhook_events.product_id = changed_id
      AND webhook_events.topic = changed_topic
      AND webhook_events.claimed_at IS NULL
    FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO webhook_events (topic, product_id) VALUES (changed_topic, changed_id);
  END IF;
  RETURN NULL;
END;
$$;
