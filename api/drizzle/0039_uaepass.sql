CREATE TABLE "uaepass_attempts" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"code_verifier" text NOT NULL,
	"language" "mail_language" NOT NULL,
	"return_to" text,
	"link_member_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "uaepass_uuid" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "via_uae_pass" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "uaepass_attempts" ADD CONSTRAINT "uaepass_attempts_link_member_id_members_id_fk" FOREIGN KEY ("link_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uaepass_attempts_created" ON "uaepass_attempts" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_uaepass_uuid" ON "members" USING btree ("uaepass_uuid");