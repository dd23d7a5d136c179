CREATE TABLE "stock_alert_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"alert_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp (3) with time zone,
	"used_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"product_id" integer NOT NULL,
	"variation_id" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"consented_at" timestamp (3) with time zone NOT NULL,
	"consent_address" text NOT NULL,
	"confirmation_sent_at" timestamp (3) with time zone,
	"confirmed_at" timestamp (3) with time zone,
	"confirmed_address" text,
	"notified_at" timestamp (3) with time zone,
	"unsubscribed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_alert_tokens" ADD CONSTRAINT "stock_alert_tokens_alert_id_stock_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."stock_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_alert_tokens_alert" ON "stock_alert_tokens" USING btree ("alert_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_email_item" ON "stock_alerts" USING btree (lower("email"),"product_id","variation_id");--> statement-breakpoint
CREATE INDEX "stock_alerts_waiting" ON "stock_alerts" USING btree ("status","product_id");