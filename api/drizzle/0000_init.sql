CREATE TYPE "public"."social_platform" AS ENUM('x', 'instagram', 'facebook', 'youtube', 'tiktok', 'snapchat', 'linkedin');--> statement-breakpoint
CREATE TYPE "public"."tournament_kind" AS ENUM('Local', 'Open', 'International', 'Activities', 'Communityactivities');--> statement-breakpoint
CREATE TABLE "age_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"min_age" integer,
	"max_age" integer,
	"sort_order" integer NOT NULL,
	CONSTRAINT "age_categories_code_unique" UNIQUE("code"),
	CONSTRAINT "age_categories_age_range" CHECK ("age_categories"."min_age" is null or "age_categories"."max_age" is null or "age_categories"."min_age" <= "age_categories"."max_age")
);
--> statement-breakpoint
CREATE TABLE "applied_seeds" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bow_divisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "bow_divisions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "menu_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"parent_id" integer,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"href" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	CONSTRAINT "menus_category_id_unique" UNIQUE("category_id")
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	CONSTRAINT "seasons_name_unique" UNIQUE("name"),
	CONSTRAINT "seasons_dates" CHECK ("seasons"."start_date" <= "seasons"."end_date")
);
--> statement-breakpoint
CREATE TABLE "social_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" "social_platform" NOT NULL,
	"url" text NOT NULL,
	"label_ar" text NOT NULL,
	"label_en" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "social_links_platform_unique" UNIQUE("platform")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "tournament_kind" NOT NULL,
	"season_id" integer NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"venue_ar" text NOT NULL,
	"venue_en" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"first_registration_start" date NOT NULL,
	"first_registration_end" date NOT NULL,
	"second_registration_start" date,
	"second_registration_end" date,
	CONSTRAINT "tournaments_dates" CHECK ("tournaments"."start_date" <= "tournaments"."end_date"),
	CONSTRAINT "tournaments_first_registration" CHECK ("tournaments"."first_registration_start" <= "tournaments"."first_registration_end"),
	CONSTRAINT "tournaments_second_registration" CHECK (("tournaments"."second_registration_start" is null and "tournaments"."second_registration_end" is null) or ("tournaments"."first_registration_end" < "tournaments"."second_registration_start" and "tournaments"."second_registration_start" <= "tournaments"."second_registration_end"))
);
--> statement-breakpoint
ALTER TABLE "menu_blocks" ADD CONSTRAINT "menu_blocks_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_blocks" ADD CONSTRAINT "menu_blocks_parent_id_menu_blocks_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_blocks_menu" ON "menu_blocks" USING btree ("menu_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_single_active" ON "seasons" USING btree ("is_active") WHERE "seasons"."is_active";--> statement-breakpoint
CREATE INDEX "tournaments_season" ON "tournaments" USING btree ("season_id");