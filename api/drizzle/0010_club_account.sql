CREATE TABLE "circular_reads" (
	"member_id" integer NOT NULL,
	"circular_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "circular_reads_member_id_circular_id_pk" PRIMARY KEY("member_id","circular_id")
);
--> statement-breakpoint
CREATE TABLE "season_subscription_players" (
	"subscription_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	CONSTRAINT "season_subscription_players_subscription_id_player_id_pk" PRIMARY KEY("subscription_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "season_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"category" "club_category" NOT NULL,
	"bill_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_players" (
	"team_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	CONSTRAINT "team_players_team_id_player_id_pk" PRIMARY KEY("team_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"division" text NOT NULL,
	"gender" "gender" NOT NULL,
	"age_class" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "circulars" ADD COLUMN "audience" "account_type"[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD COLUMN "requested_by" integer;--> statement-breakpoint
ALTER TABLE "circular_reads" ADD CONSTRAINT "circular_reads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circular_reads" ADD CONSTRAINT "circular_reads_circular_id_circulars_id_fk" FOREIGN KEY ("circular_id") REFERENCES "public"."circulars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_subscription_players" ADD CONSTRAINT "season_subscription_players_subscription_id_season_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."season_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_subscription_players" ADD CONSTRAINT "season_subscription_players_player_id_members_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_subscriptions" ADD CONSTRAINT "season_subscriptions_club_id_members_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_subscriptions" ADD CONSTRAINT "season_subscriptions_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_subscriptions" ADD CONSTRAINT "season_subscriptions_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_players" ADD CONSTRAINT "team_players_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_players" ADD CONSTRAINT "team_players_player_id_members_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_club_id_members_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_division_bow_divisions_code_fk" FOREIGN KEY ("division") REFERENCES "public"."bow_divisions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "season_subscriptions_club_season" ON "season_subscriptions" USING btree ("club_id","season_id");--> statement-breakpoint
CREATE INDEX "team_players_player" ON "team_players" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "teams_club" ON "teams" USING btree ("club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_club_name_en" ON "teams" USING btree ("club_id",lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "teams_club_name_ar" ON "teams" USING btree ("club_id","name_ar");--> statement-breakpoint
ALTER TABLE "registration_requests" ADD CONSTRAINT "registration_requests_requested_by_members_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;