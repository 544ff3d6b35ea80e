CREATE TABLE "login_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"challenge_hash" text NOT NULL,
	"member_id" integer,
	"code_hash" text NOT NULL,
	"wrong_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "login_codes_challenge_hash_unique" UNIQUE("challenge_hash")
);
--> statement-breakpoint
ALTER TABLE "login_codes" ADD CONSTRAINT "login_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_codes_member" ON "login_codes" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "login_codes_expiry" ON "login_codes" USING btree ("expires_at");