CREATE TABLE "catalog_changes" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_changes_one_row" CHECK ("catalog_changes"."id" = 1)
);
