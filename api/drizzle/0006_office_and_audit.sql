CREATE TYPE "public"."audit_subject" AS ENUM('member', 'request', 'entry', 'penalty', 'bill');--> statement-breakpoint
CREATE TYPE "public"."mail_language" AS ENUM('ar', 'en');--> statement-breakpoint
CREATE TYPE "public"."office_role" AS ENUM('administrator', 'membership', 'editor', 'finance');--> statement-breakpoint
ALTER TYPE "public"."registration_request_kind" ADD VALUE 'renewal';--> statement-breakpoint
CREATE SEQUENCE "public"."membership_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"subject" "audit_subject" NOT NULL,
	"subject_id" integer NOT NULL,
	"member_id" integer,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "registration_requests" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "registration_requests" ALTER COLUMN "status" SET DEFAULT 'Pending'::text;--> statement-breakpoint
-- The old "Rejected" is the spec's "Cancled" (shown as rejected).
UPDATE "registration_requests" SET "status" = 'Cancled' WHERE "status" = 'Rejected';--> statement-breakpoint
DROP TYPE "public"."registration_request_status";--> statement-breakpoint
CREATE TYPE "public"."registration_request_status" AS ENUM('Pending', 'Approved', 'Accepted', 'Cancled');--> statement-breakpoint
ALTER TABLE "registration_requests" ALTER COLUMN "status" SET DEFAULT 'Pending'::"public"."registration_request_status";--> statement-breakpoint
ALTER TABLE "registration_requests" ALTER COLUMN "status" SET DATA TYPE "public"."registration_request_status" USING "status"::"public"."registration_request_status";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "office_role" "office_role";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "membership_number" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "language" "mail_language" DEFAULT 'ar' NOT NULL;--> statement-breakpoint
ALTER TABLE "penalties" ADD COLUMN "fine_fils" integer;--> statement-breakpoint
ALTER TABLE "penalties" ADD COLUMN "issued_by_id" integer;--> statement-breakpoint
ALTER TABLE "penalties" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "penalties" ADD COLUMN "lifted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "penalties" ADD COLUMN "lifted_by_id" integer;--> statement-breakpoint
ALTER TABLE "penalties" ADD COLUMN "lift_reason" text;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD COLUMN "club_id" integer;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_members_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_subject" ON "audit_events" USING btree ("subject","subject_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_at" ON "audit_events" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_member" ON "audit_events" USING btree ("member_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_actor" ON "audit_events" USING btree ("actor_id","at");--> statement-breakpoint
ALTER TABLE "penalties" ADD CONSTRAINT "penalties_issued_by_id_members_id_fk" FOREIGN KEY ("issued_by_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penalties" ADD CONSTRAINT "penalties_lifted_by_id_members_id_fk" FOREIGN KEY ("lifted_by_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD CONSTRAINT "registration_requests_club_id_members_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "members_membership_number" ON "members" USING btree ("membership_number");--> statement-breakpoint
CREATE INDEX "registration_requests_club" ON "registration_requests" USING btree ("club_id","status");--> statement-breakpoint
-- Office accounts made before roles existed administer the office; approved members get their numbers and validity.
UPDATE "members" SET "office_role" = 'administrator' WHERE "account_type" = 'admin';--> statement-breakpoint
UPDATE "members" SET "membership_number" = 'UAEAF-' || lpad(nextval('membership_numbers')::text, 6, '0'), "valid_until" = (SELECT "end_date" FROM "seasons" WHERE "is_active") WHERE "membership_status" = 'Approved' AND "account_type" <> 'admin';--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_office_role" CHECK (("members"."account_type" = 'admin') = ("members"."office_role" is not null));--> statement-breakpoint
ALTER TABLE "penalties" ADD CONSTRAINT "penalties_fine" CHECK ("penalties"."fine_fils" is null or "penalties"."fine_fils" > 0);--> statement-breakpoint
ALTER TABLE "penalties" ADD CONSTRAINT "penalties_lift" CHECK (("penalties"."lifted_at" is null) = ("penalties"."lift_reason" is null));