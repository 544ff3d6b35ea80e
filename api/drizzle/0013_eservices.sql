CREATE TYPE "public"."electronic_service_kind" AS ENUM('playerRelease', 'playerTransfer', 'eventOrganisation', 'internationalCode', 'equipmentImport');--> statement-breakpoint
CREATE TYPE "public"."objection_reason" AS ENUM('feesOwed', 'underContract');--> statement-breakpoint
CREATE TYPE "public"."party_answer" AS ENUM('pending', 'agreed', 'objected', 'declined', 'deemedAgreed');--> statement-breakpoint
CREATE TYPE "public"."service_party_role" AS ENUM('releasingClub', 'receivingClub');--> statement-breakpoint
CREATE TYPE "public"."service_request_status" AS ENUM('awaitingParties', 'awaitingOffice', 'moreDocuments', 'approved', 'rejected', 'declined');--> statement-breakpoint
CREATE TABLE "service_request_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"field" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"added" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_request_files_content_type" CHECK ("service_request_files"."content_type" in ('image/jpeg', 'image/png', 'application/pdf')),
	CONSTRAINT "service_request_files_size" CHECK ("service_request_files"."byte_size" = octet_length("service_request_files"."bytes"))
);
--> statement-breakpoint
CREATE TABLE "service_request_parties" (
	"request_id" integer NOT NULL,
	"role" "service_party_role" NOT NULL,
	"club_id" integer NOT NULL,
	"answer" "party_answer" DEFAULT 'pending' NOT NULL,
	"objection" "objection_reason",
	"note" text,
	"answer_by" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" integer,
	CONSTRAINT "service_request_parties_request_id_role_pk" PRIMARY KEY("request_id","role"),
	CONSTRAINT "service_request_parties_objection" CHECK (("service_request_parties"."answer" = 'objected') = ("service_request_parties"."objection" is not null))
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" integer PRIMARY KEY DEFAULT nextval('registration_requests_id_seq') NOT NULL,
	"kind" "electronic_service_kind" NOT NULL,
	"status" "service_request_status" NOT NULL,
	"requester_id" integer NOT NULL,
	"player_id" integer,
	"details" jsonb NOT NULL,
	"office_note" text,
	"bill_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_requests_player" CHECK (("service_requests"."kind" in ('playerRelease', 'playerTransfer')) = ("service_requests"."player_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "service_settings" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"party_answer_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "service_settings_singleton" CHECK ("service_settings"."singleton"),
	CONSTRAINT "service_settings_days" CHECK ("service_settings"."party_answer_days" between 1 and 90)
);
--> statement-breakpoint
ALTER TABLE "service_request_files" ADD CONSTRAINT "service_request_files_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_parties" ADD CONSTRAINT "service_request_parties_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_parties" ADD CONSTRAINT "service_request_parties_club_id_members_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_parties" ADD CONSTRAINT "service_request_parties_answered_by_members_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_requester_id_members_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_player_id_members_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_settings" ADD CONSTRAINT "service_settings_updated_by_members_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_request_files_request" ON "service_request_files" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "service_request_parties_club" ON "service_request_parties" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "service_request_parties_due" ON "service_request_parties" USING btree ("answer_by") WHERE "service_request_parties"."answer" = 'pending';--> statement-breakpoint
CREATE INDEX "service_requests_status" ON "service_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "service_requests_requester" ON "service_requests" USING btree ("requester_id","created_at");--> statement-breakpoint
CREATE INDEX "service_requests_player" ON "service_requests" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "service_requests_created_at" ON "service_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_requests_open_player" ON "service_requests" USING btree ("player_id") WHERE "service_requests"."kind" in ('playerRelease', 'playerTransfer') and "service_requests"."status" in ('awaitingParties', 'awaitingOffice', 'moreDocuments');