CREATE TABLE "attribute_translations" (
	"taxonomy" text NOT NULL,
	"language" text NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "attribute_translations_taxonomy_language_pk" PRIMARY KEY("taxonomy","language")
);
--> statement-breakpoint
CREATE TABLE "post_translations" (
	"post_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text,
	"excerpt" text,
	"content" text,
	CONSTRAINT "post_translations_post_id_language_pk" PRIMARY KEY("post_id","language")
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text,
	"short_description" text,
	"description" text,
	"button_text" text,
	"custom_tabs" jsonb,
	"faqs" jsonb,
	"warranty" jsonb,
	"attribute_labels" jsonb,
	"search_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "product_translations_product_id_language_pk" PRIMARY KEY("product_id","language")
);
--> statement-breakpoint
CREATE TABLE "term_translations" (
	"term_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text,
	"description" text,
	CONSTRAINT "term_translations_term_id_language_pk" PRIMARY KEY("term_id","language")
);
--> statement-breakpoint
ALTER TABLE "post_translations" ADD CONSTRAINT "post_translations_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_translations" ADD CONSTRAINT "term_translations_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_translations_search_trgm" ON "product_translations" USING gin ("search_text" gin_trgm_ops);