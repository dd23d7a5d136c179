CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variation_id" integer,
	"name" text NOT NULL,
	"variation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"subtotal" integer NOT NULL,
	"subtotal_tax" integer NOT NULL,
	"total" integer NOT NULL,
	"total_tax" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY DEFAULT nextval('object_id_seq') NOT NULL,
	"order_key" text NOT NULL,
	"status" text NOT NULL,
	"session_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"submission_hash" text NOT NULL,
	"billing" jsonb NOT NULL,
	"shipping" jsonb NOT NULL,
	"payment_method" text NOT NULL,
	"payment_method_title" text NOT NULL,
	"transaction_id" text,
	"customer_note" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"subtotal" integer NOT NULL,
	"discount_total" integer NOT NULL,
	"discount_tax" integer NOT NULL,
	"shipping_total" integer NOT NULL,
	"shipping_tax" integer NOT NULL,
	"cart_tax" integer NOT NULL,
	"total_tax" integer NOT NULL,
	"total" integer NOT NULL,
	"coupon_codes" text[] DEFAULT '{}' NOT NULL,
	"shipping_methods" text[] DEFAULT '{}' NOT NULL,
	"needs_processing" boolean DEFAULT true NOT NULL,
	"meta_data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"date_paid" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_key_unique" UNIQUE("order_key"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order" ON "order_items" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_session" ON "orders" USING btree ("session_id","created_at");