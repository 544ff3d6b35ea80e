CREATE TABLE "uaepass_people" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"identity" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "uaepass_people_created" ON "uaepass_people" USING btree ("created_at");