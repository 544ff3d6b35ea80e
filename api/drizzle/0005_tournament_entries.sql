CREATE TYPE "public"."bill_status" AS ENUM('unpaid', 'paid');--> statement-breakpoint
CREATE TYPE "public"."entry_event" AS ENUM('submitted', 'withdrawalRequested');--> statement-breakpoint
CREATE TYPE "public"."entry_status" AS ENUM('Pending', 'Accepted', 'Cancled', 'Withdrawn');--> statement-breakpoint
CREATE TYPE "public"."fee_category" AS ENUM('seasonSubscription', 'tournamentSubscription', 'electronicServices', 'membershipCards', 'penalties', 'licenseRenewal');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('male', 'female');--> statement-breakpoint
CREATE TYPE "public"."withdrawal_reason" AS ENUM('afterSubscription', 'afterSchedule', 'internationalChampionship');--> statement-breakpoint
CREATE TABLE "bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"category" "fee_category" NOT NULL,
	"number" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"issued_on" date NOT NULL,
	"status" "bill_status" DEFAULT 'unpaid' NOT NULL,
	"tournament_entry_id" integer,
	CONSTRAINT "bills_number_unique" UNIQUE("number"),
	CONSTRAINT "bills_tournament_entry_id_unique" UNIQUE("tournament_entry_id"),
	CONSTRAINT "bills_amount" CHECK ("bills"."amount_fils" >= 0)
);
--> statement-breakpoint
CREATE TABLE "club_players" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"joined_on" date NOT NULL,
	CONSTRAINT "club_players_not_self" CHECK ("club_players"."player_id" <> "club_players"."club_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_age_classes" (
	"tournament_id" integer NOT NULL,
	"age_category_id" integer NOT NULL,
	CONSTRAINT "tournament_age_classes_tournament_id_age_category_id_pk" PRIMARY KEY("tournament_id","age_category_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_divisions" (
	"tournament_id" integer NOT NULL,
	"division_id" integer NOT NULL,
	CONSTRAINT "tournament_divisions_tournament_id_division_id_pk" PRIMARY KEY("tournament_id","division_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"archer_id" integer NOT NULL,
	"entered_by_id" integer NOT NULL,
	"division_id" integer NOT NULL,
	"age_category_id" integer NOT NULL,
	"status" "entry_status" DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_entry_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"event" "entry_event" NOT NULL,
	"reason" "withdrawal_reason",
	"by_member_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_entry_events_reason" CHECK (("tournament_entry_events"."event" = 'withdrawalRequested') = ("tournament_entry_events"."reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "gender" "gender";--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "entry_fee_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_tournament_entry_id_tournament_entries_id_fk" FOREIGN KEY ("tournament_entry_id") REFERENCES "public"."tournament_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_players" ADD CONSTRAINT "club_players_player_id_members_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_players" ADD CONSTRAINT "club_players_club_id_members_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_age_classes" ADD CONSTRAINT "tournament_age_classes_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_age_classes" ADD CONSTRAINT "tournament_age_classes_age_category_id_age_categories_id_fk" FOREIGN KEY ("age_category_id") REFERENCES "public"."age_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_divisions" ADD CONSTRAINT "tournament_divisions_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_divisions" ADD CONSTRAINT "tournament_divisions_division_id_bow_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."bow_divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_documents" ADD CONSTRAINT "tournament_documents_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_documents" ADD CONSTRAINT "tournament_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_archer_id_members_id_fk" FOREIGN KEY ("archer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_entered_by_id_members_id_fk" FOREIGN KEY ("entered_by_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_division_id_bow_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."bow_divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_age_category_id_age_categories_id_fk" FOREIGN KEY ("age_category_id") REFERENCES "public"."age_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entry_events" ADD CONSTRAINT "tournament_entry_events_entry_id_tournament_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."tournament_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entry_events" ADD CONSTRAINT "tournament_entry_events_by_member_id_members_id_fk" FOREIGN KEY ("by_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bills_member" ON "bills" USING btree ("member_id","issued_on");--> statement-breakpoint
CREATE INDEX "club_players_club" ON "club_players" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "tournament_documents_tournament" ON "tournament_documents" USING btree ("tournament_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_entries_live_archer" ON "tournament_entries" USING btree ("tournament_id","archer_id") WHERE "tournament_entries"."status" in ('Pending', 'Accepted');--> statement-breakpoint
CREATE INDEX "tournament_entries_tournament" ON "tournament_entries" USING btree ("tournament_id","status");--> statement-breakpoint
CREATE INDEX "tournament_entries_archer" ON "tournament_entries" USING btree ("archer_id");--> statement-breakpoint
CREATE INDEX "tournament_entries_entered_by" ON "tournament_entries" USING btree ("entered_by_id");--> statement-breakpoint
CREATE INDEX "tournament_entry_events_entry" ON "tournament_entry_events" USING btree ("entry_id","at");--> statement-breakpoint
CREATE INDEX "tournaments_kind" ON "tournaments" USING btree ("kind","start_date");--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_entry_fee" CHECK ("tournaments"."entry_fee_fils" >= 0);