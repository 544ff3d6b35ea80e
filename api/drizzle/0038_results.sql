CREATE TYPE "public"."result_match_state" AS ENUM('matched', 'proposed', 'unmatched', 'guest');--> statement-breakpoint
CREATE TYPE "public"."record_status" AS ENUM('proposed', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."result_import_status" AS ENUM('draft', 'published');--> statement-breakpoint
CREATE TYPE "public"."results_file_format" AS ENUM('ianseo', 'csv');--> statement-breakpoint
CREATE TYPE "public"."round_environment" AS ENUM('outdoor', 'indoor');--> statement-breakpoint
ALTER TYPE "public"."audit_subject" ADD VALUE 'results';--> statement-breakpoint
ALTER TYPE "public"."audit_subject" ADD VALUE 'record';--> statement-breakpoint
CREATE TABLE "national_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_code" text NOT NULL,
	"division" text NOT NULL,
	"gender" "gender" NOT NULL,
	"age_class" text NOT NULL,
	"member_id" integer,
	"holder_name_ar" text NOT NULL,
	"holder_name_en" text NOT NULL,
	"club_name_ar" text,
	"club_name_en" text,
	"score" integer NOT NULL,
	"tens" integer NOT NULL,
	"xs" integer NOT NULL,
	"shot_on" date NOT NULL,
	"tournament_id" integer NOT NULL,
	"result_row_id" integer,
	"status" "record_status" DEFAULT 'proposed' NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_id" integer,
	"reject_reason" text,
	CONSTRAINT "national_records_decided" CHECK (("national_records"."status" = 'proposed') = ("national_records"."decided_at" is null)),
	CONSTRAINT "national_records_reject" CHECK (("national_records"."status" = 'rejected') = ("national_records"."reject_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "ranking_entries" (
	"season_id" integer NOT NULL,
	"round_code" text NOT NULL,
	"division" text NOT NULL,
	"gender" "gender" NOT NULL,
	"age_class" text NOT NULL,
	"member_id" integer NOT NULL,
	"position" integer NOT NULL,
	"previous_position" integer,
	"average_hundredths" integer NOT NULL,
	"scores" integer[] NOT NULL,
	"best" integer NOT NULL,
	"best_tens" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ranking_entries_season_id_division_gender_age_class_round_code_member_id_pk" PRIMARY KEY("season_id","division","gender","age_class","round_code","member_id")
);
--> statement-breakpoint
CREATE TABLE "result_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"status" "result_import_status" DEFAULT 'draft' NOT NULL,
	"format" "results_file_format" NOT NULL,
	"file_name" text NOT NULL,
	"file_sha256" text NOT NULL,
	"imported_by_id" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by_id" integer,
	"published_at" timestamp with time zone,
	CONSTRAINT "result_imports_published_at" CHECK (("result_imports"."status" = 'published') = ("result_imports"."published_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "result_rounds" (
	"code" text PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"environment" "round_environment" NOT NULL,
	"distances" jsonb NOT NULL,
	"max_score" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "result_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"line" integer NOT NULL,
	"name" text NOT NULL,
	"birth_date" date,
	"membership_number" text,
	"club_code" text,
	"club_name" text,
	"club_id" integer,
	"division" text NOT NULL,
	"gender" "gender" NOT NULL,
	"age_class" text NOT NULL,
	"round_code" text NOT NULL,
	"distances" integer[] NOT NULL,
	"total" integer NOT NULL,
	"tens" integer NOT NULL,
	"xs" integer NOT NULL,
	"rank" integer NOT NULL,
	"final_place" integer,
	"member_id" integer,
	"match_state" "result_match_state" NOT NULL,
	CONSTRAINT "result_rows_scores" CHECK ("result_rows"."total" >= 0 and "result_rows"."tens" >= 0 and "result_rows"."xs" >= 0),
	CONSTRAINT "result_rows_final_place" CHECK ("result_rows"."final_place" is null or "result_rows"."final_place" >= 1),
	CONSTRAINT "result_rows_member" CHECK (("result_rows"."match_state" in ('matched', 'proposed')) = ("result_rows"."member_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "hide_results_profile" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "national_records" ADD CONSTRAINT "national_records_round_code_result_rounds_code_fk" FOREIGN KEY ("round_code") REFERENCES "public"."result_rounds"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "national_records" ADD CONSTRAINT "national_records_division_bow_divisions_code_fk" FOREIGN KEY ("division") REFERENCES "public"."bow_divisions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "national_records" ADD CONSTRAINT "national_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "national_records" ADD CONSTRAINT "national_records_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "national_records" ADD CONSTRAINT "national_records_result_row_id_result_rows_id_fk" FOREIGN KEY ("result_row_id") REFERENCES "public"."result_rows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "national_records" ADD CONSTRAINT "national_records_decided_by_id_members_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_entries" ADD CONSTRAINT "ranking_entries_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_entries" ADD CONSTRAINT "ranking_entries_round_code_result_rounds_code_fk" FOREIGN KEY ("round_code") REFERENCES "public"."result_rounds"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_entries" ADD CONSTRAINT "ranking_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_imports" ADD CONSTRAINT "result_imports_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_imports" ADD CONSTRAINT "result_imports_imported_by_id_members_id_fk" FOREIGN KEY ("imported_by_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_imports" ADD CONSTRAINT "result_imports_published_by_id_members_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_rows" ADD CONSTRAINT "result_rows_import_id_result_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."result_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_rows" ADD CONSTRAINT "result_rows_club_id_members_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_rows" ADD CONSTRAINT "result_rows_division_bow_divisions_code_fk" FOREIGN KEY ("division") REFERENCES "public"."bow_divisions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_rows" ADD CONSTRAINT "result_rows_round_code_result_rounds_code_fk" FOREIGN KEY ("round_code") REFERENCES "public"."result_rounds"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_rows" ADD CONSTRAINT "result_rows_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "national_records_category" ON "national_records" USING btree ("round_code","division","gender","age_class","status");--> statement-breakpoint
CREATE INDEX "national_records_member" ON "national_records" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "ranking_entries_list" ON "ranking_entries" USING btree ("season_id","division","gender","age_class","round_code","position");--> statement-breakpoint
CREATE INDEX "ranking_entries_member" ON "ranking_entries" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "result_imports_one_draft" ON "result_imports" USING btree ("tournament_id") WHERE "result_imports"."status" = 'draft';--> statement-breakpoint
CREATE UNIQUE INDEX "result_imports_one_published" ON "result_imports" USING btree ("tournament_id") WHERE "result_imports"."status" = 'published';--> statement-breakpoint
CREATE INDEX "result_imports_published" ON "result_imports" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "result_rows_import" ON "result_rows" USING btree ("import_id","line");--> statement-breakpoint
CREATE INDEX "result_rows_member" ON "result_rows" USING btree ("member_id","round_code");