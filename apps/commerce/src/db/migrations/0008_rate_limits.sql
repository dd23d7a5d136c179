CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"updated_at" double precision NOT NULL,
	"idle_at" double precision NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_idle" ON "rate_limits" USING btree ("idle_at");