CREATE TABLE "media_translations" (
	"media_id" integer NOT NULL,
	"language" text NOT NULL,
	"alt_text" text,
	CONSTRAINT "media_translations_media_id_language_pk" PRIMARY KEY("media_id","language")
);
--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "attribute_values" jsonb;--> statement-breakpoint
ALTER TABLE "media_translations" ADD CONSTRAINT "media_translations_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;