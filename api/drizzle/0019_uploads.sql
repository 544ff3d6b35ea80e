ALTER TYPE "public"."audit_subject" ADD VALUE 'news';--> statement-breakpoint
ALTER TYPE "public"."audit_subject" ADD VALUE 'article';--> statement-breakpoint
ALTER TYPE "public"."audit_subject" ADD VALUE 'circular';--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" integer,
	"token_hash" text,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_owned" CHECK ("uploads"."member_id" IS NOT NULL OR "uploads"."token_hash" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_created" ON "uploads" USING btree ("created_at");