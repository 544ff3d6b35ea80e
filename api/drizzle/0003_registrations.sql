CREATE TYPE "public"."registration_request_kind" AS ENUM('new');--> statement-breakpoint
CREATE TYPE "public"."registration_request_status" AS ENUM('Pending', 'Approved', 'Rejected');--> statement-breakpoint
CREATE TABLE "registration_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"field" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_files_content_type" CHECK ("registration_files"."content_type" in ('image/jpeg', 'image/png', 'application/pdf')),
	CONSTRAINT "registration_files_size" CHECK ("registration_files"."byte_size" = octet_length("registration_files"."bytes"))
);
--> statement-breakpoint
CREATE TABLE "registration_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" "registration_request_kind" NOT NULL,
	"form" text NOT NULL,
	"status" "registration_request_status" DEFAULT 'Pending' NOT NULL,
	"details" jsonb NOT NULL,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "emirates_id" text;--> statement-breakpoint
ALTER TABLE "registration_files" ADD CONSTRAINT "registration_files_request_id_registration_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."registration_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD CONSTRAINT "registration_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registration_files_field" ON "registration_files" USING btree ("request_id","field");--> statement-breakpoint
CREATE INDEX "registration_requests_member" ON "registration_requests" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "registration_requests_status" ON "registration_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_emirates_id" ON "members" USING btree ("emirates_id");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_emirates_id_digits" CHECK ("members"."emirates_id" ~ '^[0-9]{15}$');