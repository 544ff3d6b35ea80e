CREATE TYPE "public"."training_registration_status" AS ENUM('registered', 'waiting', 'cancelled');--> statement-breakpoint
CREATE TABLE "training_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"status" "training_registration_status" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"bill_id" integer,
	CONSTRAINT "training_registrations_bill_id_unique" UNIQUE("bill_id"),
	CONSTRAINT "training_registrations_cancelled" CHECK (("training_registrations"."status" = 'cancelled') = ("training_registrations"."cancelled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "training_courses" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "training_courses" ADD COLUMN "admitted_kinds" "account_type"[];--> statement-breakpoint
ALTER TABLE "training_courses" ADD COLUMN "admitted_age_classes" text[];--> statement-breakpoint
ALTER TABLE "training_courses" ADD COLUMN "fee_fils" integer;--> statement-breakpoint
ALTER TABLE "training_registrations" ADD CONSTRAINT "training_registrations_course_id_training_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."training_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_registrations" ADD CONSTRAINT "training_registrations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_registrations" ADD CONSTRAINT "training_registrations_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_registrations_live_member" ON "training_registrations" USING btree ("course_id","member_id") WHERE "training_registrations"."status" in ('registered', 'waiting');--> statement-breakpoint
CREATE INDEX "training_registrations_course" ON "training_registrations" USING btree ("course_id","status","created_at");--> statement-breakpoint
CREATE INDEX "training_registrations_member" ON "training_registrations" USING btree ("member_id","created_at");--> statement-breakpoint
ALTER TABLE "training_courses" ADD CONSTRAINT "training_courses_capacity" CHECK ("training_courses"."capacity" > 0);--> statement-breakpoint
ALTER TABLE "training_courses" ADD CONSTRAINT "training_courses_fee" CHECK ("training_courses"."fee_fils" > 0);