CREATE TYPE "public"."club_category" AS ENUM('men', 'women', 'junior', 'juniorWomen');--> statement-breakpoint
CREATE TYPE "public"."club_kind" AS ENUM('club', 'academy');--> statement-breakpoint
CREATE TYPE "public"."club_official_role" AS ENUM('president', 'director', 'ceo', 'secretaryGeneral', 'financialDirector', 'technicalSupervisor');--> statement-breakpoint
CREATE TYPE "public"."emirate" AS ENUM('abu-dhabi', 'dubai', 'sharjah', 'ajman', 'umm-al-quwain', 'ras-al-khaimah', 'fujairah');--> statement-breakpoint
CREATE TYPE "public"."information_page_slug" AS ENUM('about-us', 'copyright', 'privacy-police', 'terms-and-conditions', 'disclaimer-notice', 'speech-of-chairman', 'federation-strategy', 'competitions-and-players', 'contact-us');--> statement-breakpoint
CREATE TYPE "public"."link_list_slug" AS ENUM('relevant-websites', 'external-hyperlinks', 'hyperlinks-websites');--> statement-breakpoint
CREATE TYPE "public"."submission_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "article_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"image_type" text,
	"image" "bytea",
	"status" "submission_status" DEFAULT 'pending' NOT NULL,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_submissions_image" CHECK (("article_submissions"."image" is null) = ("article_submissions"."image_type" is null))
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_ar" text NOT NULL,
	"summary_en" text NOT NULL,
	"author_ar" text NOT NULL,
	"author_en" text NOT NULL,
	"body_ar" jsonb NOT NULL,
	"body_en" jsonb NOT NULL,
	"published_on" date NOT NULL,
	"image_path" text
);
--> statement-breakpoint
CREATE TABLE "board_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"position_ar" text NOT NULL,
	"position_en" text NOT NULL,
	"photo_path" text,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "career_openings" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"department_ar" text,
	"department_en" text,
	"location_ar" text,
	"location_en" text,
	"posted_on" date NOT NULL,
	"closing_on" date,
	"description_ar" jsonb NOT NULL,
	"description_en" jsonb NOT NULL,
	"apply_email" text,
	"apply_url" text,
	"apply_instructions_ar" jsonb NOT NULL,
	"apply_instructions_en" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "career_openings_apply" CHECK ("career_openings"."apply_email" is not null or "career_openings"."apply_url" is not null),
	CONSTRAINT "career_openings_department" CHECK (("career_openings"."department_ar" is null) = ("career_openings"."department_en" is null)),
	CONSTRAINT "career_openings_location" CHECK (("career_openings"."location_ar" is null) = ("career_openings"."location_en" is null))
);
--> statement-breakpoint
CREATE TABLE "circular_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"circular_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "circulars" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"issued_on" date NOT NULL,
	"body_ar" jsonb,
	"body_en" jsonb,
	CONSTRAINT "circulars_number_unique" UNIQUE("number"),
	CONSTRAINT "circulars_body" CHECK (("circulars"."body_ar" is null) = ("circulars"."body_en" is null))
);
--> statement-breakpoint
CREATE TABLE "club_officials" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"role" "club_official_role" NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "club_kind" NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"emirate" "emirate" NOT NULL,
	"logo_path" text,
	"categories" "club_category"[] DEFAULT '{}' NOT NULL,
	"foundation_year" integer,
	"phone" text,
	"website" text,
	"address_ar" text,
	"address_en" text,
	CONSTRAINT "clubs_foundation_year" CHECK ("clubs"."foundation_year" between 1900 and 2100),
	CONSTRAINT "clubs_address" CHECK (("clubs"."address_ar" is null) = ("clubs"."address_en" is null))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_slug" "link_list_slug" NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"url" text NOT NULL,
	"description_ar" text,
	"description_en" text,
	"logo_path" text,
	"sort_order" integer NOT NULL,
	CONSTRAINT "external_links_description" CHECK (("external_links"."description_ar" is null) = ("external_links"."description_en" is null))
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_submission_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_albums" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"taken_on" date NOT NULL,
	"cover_path" text NOT NULL,
	"description_ar" text,
	"description_en" text,
	CONSTRAINT "gallery_albums_description" CHECK (("gallery_albums"."description_ar" is null) = ("gallery_albums"."description_en" is null))
);
--> statement-breakpoint
CREATE TABLE "gallery_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"album_id" integer NOT NULL,
	"image_path" text NOT NULL,
	"caption_ar" text,
	"caption_en" text,
	"sort_order" integer NOT NULL,
	CONSTRAINT "gallery_photos_caption" CHECK (("gallery_photos"."caption_ar" is null) = ("gallery_photos"."caption_en" is null))
);
--> statement-breakpoint
CREATE TABLE "images" (
	"path" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"alt_ar" text NOT NULL,
	"alt_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_content_type" CHECK ("images"."content_type" in ('image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "images_size" CHECK ("images"."width" > 0 and "images"."height" > 0 and "images"."byte_size" = octet_length("images"."bytes"))
);
--> statement-breakpoint
CREATE TABLE "information_pages" (
	"slug" "information_page_slug" PRIMARY KEY NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"body_ar" jsonb NOT NULL,
	"body_en" jsonb NOT NULL,
	"image_path" text,
	"updated_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_lists" (
	"slug" "link_list_slug" PRIMARY KEY NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"intro_ar" jsonb,
	"intro_en" jsonb,
	CONSTRAINT "link_lists_intro" CHECK (("link_lists"."intro_ar" is null) = ("link_lists"."intro_en" is null))
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_ar" text NOT NULL,
	"summary_en" text NOT NULL,
	"body_ar" jsonb NOT NULL,
	"body_en" jsonb NOT NULL,
	"published_on" date NOT NULL,
	"image_path" text
);
--> statement-breakpoint
CREATE TABLE "news_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_id" integer NOT NULL,
	"image_path" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"logo_path" text NOT NULL,
	"website" text,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"text_ar" text,
	"text_en" text,
	"image_path" text NOT NULL,
	"link_href" text,
	"link_label_ar" text,
	"link_label_en" text,
	"sort_order" integer NOT NULL,
	CONSTRAINT "slides_text" CHECK (("slides"."text_ar" is null) = ("slides"."text_en" is null)),
	CONSTRAINT "slides_link" CHECK (("slides"."link_href" is null) = ("slides"."link_label_ar" is null) and ("slides"."link_href" is null) = ("slides"."link_label_en" is null))
);
--> statement-breakpoint
CREATE TABLE "training_centres" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"emirate" "emirate" NOT NULL,
	"address_ar" text,
	"address_en" text,
	"image_path" text,
	"description_ar" jsonb,
	"description_en" jsonb,
	"phone" text,
	"email" text,
	"website" text,
	"latitude" double precision,
	"longitude" double precision,
	CONSTRAINT "training_centres_address" CHECK (("training_centres"."address_ar" is null) = ("training_centres"."address_en" is null)),
	CONSTRAINT "training_centres_description" CHECK (("training_centres"."description_ar" is null) = ("training_centres"."description_en" is null)),
	CONSTRAINT "training_centres_location" CHECK (("training_centres"."latitude" is null) = ("training_centres"."longitude" is null))
);
--> statement-breakpoint
CREATE TABLE "training_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"registration_start" date NOT NULL,
	"registration_end" date NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"venue_ar" text,
	"venue_en" text,
	"image_path" text,
	"description_ar" jsonb NOT NULL,
	"description_en" jsonb NOT NULL,
	"training_centre_id" integer,
	CONSTRAINT "training_courses_registration_dates" CHECK ("training_courses"."registration_start" <= "training_courses"."registration_end"),
	CONSTRAINT "training_courses_dates" CHECK ("training_courses"."start_date" <= "training_courses"."end_date"),
	CONSTRAINT "training_courses_venue" CHECK (("training_courses"."venue_ar" is null) = ("training_courses"."venue_en" is null))
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_image_path_images_path_fk" FOREIGN KEY ("image_path") REFERENCES "public"."images"("path") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_members" ADD CONSTRAINT "board_members_photo_path_images_path_fk" FOREIGN KEY ("photo_path") REFERENCES "public"."images"("path") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circular_attachments" ADD CONSTRAINT "circular_attachments_circular_id_circulars_id_fk" FOREIGN KEY ("circular_id") REFERENCES "public"."circulars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circular_attachments" ADD CONSTRAINT "circular_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_officials" ADD CONSTRAINT "club_officials_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_logo_path_images_path_fk" FOREIGN KEY ("logo_path") REFERENCES "public"."images"("path") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_links" ADD CONSTRAINT "external_links_list_slug_link_lists_slug_fk" FOREIGN KEY ("list_slug") REFERENCES "public"."link_lists"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_links" ADD CONSTRAINT "external_links_logo_path_images_path_fk" FOREIGN KEY ("logo_path") REFERENCES "public"."images"("path") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_albums" ADD CONSTRAINT "gallery_albums_cover_path_images_path_fk" FOREIGN KEY ("cover_path") REFERENCES "public"."images"("path") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_album_id_gallery_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."gallery_albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_image_path_images_path_fk" FOREIGN KEY ("image_path") REFERENCES "public"."images"("path") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information_pages" ADD CONSTRAINT "information_pages_image_path_images_path_fk" FOREIGN KEY ("image_path") REFERENCES "public"."images"("path") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_image_path_images_path_fk" FOREIGN KEY ("image_path") REFERENCES "public"."images"("path") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_photos" ADD CONSTRAINT "news_photos_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_photos" ADD CONSTRAINT "news_photos_image_path_images_path_fk" FOREIGN KEY ("image_path") REFERENCES "public"."images"("path") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_logo_path_images_path_fk" FOREIGN KEY ("logo_path") REFERENCES "public"."images"("path") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_image_path_images_path_fk" FOREIGN KEY ("image_path") REFERENCES "public"."images"("path") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_centres" ADD CONSTRAINT "training_centres_image_path_images_path_fk" FOREIGN KEY ("image_path") REFERENCES "public"."images"("path") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_courses" ADD CONSTRAINT "training_courses_image_path_images_path_fk" FOREIGN KEY ("image_path") REFERENCES "public"."images"("path") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_courses" ADD CONSTRAINT "training_courses_training_centre_id_training_centres_id_fk" FOREIGN KEY ("training_centre_id") REFERENCES "public"."training_centres"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_submissions_status" ON "article_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "articles_published" ON "articles" USING btree ("published_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "circular_attachments_circular" ON "circular_attachments" USING btree ("circular_id","sort_order");--> statement-breakpoint
CREATE INDEX "circulars_issued" ON "circulars" USING btree ("issued_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "club_officials_club" ON "club_officials" USING btree ("club_id","sort_order");--> statement-breakpoint
CREATE INDEX "clubs_list" ON "clubs" USING btree ("emirate","kind","id");--> statement-breakpoint
CREATE INDEX "clubs_kind" ON "clubs" USING btree ("kind","emirate","id");--> statement-breakpoint
CREATE INDEX "contact_messages_created" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "external_links_list" ON "external_links" USING btree ("list_slug","sort_order");--> statement-breakpoint
CREATE INDEX "form_submission_limits_window_start" ON "form_submission_limits" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "gallery_albums_taken" ON "gallery_albums" USING btree ("taken_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gallery_photos_album" ON "gallery_photos" USING btree ("album_id","sort_order","id");--> statement-breakpoint
CREATE INDEX "news_published" ON "news" USING btree ("published_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_photos_news" ON "news_photos" USING btree ("news_id","sort_order");--> statement-breakpoint
CREATE INDEX "training_centres_list" ON "training_centres" USING btree ("emirate","id");--> statement-breakpoint
CREATE INDEX "training_courses_registration" ON "training_courses" USING btree ("registration_start","registration_end");--> statement-breakpoint
CREATE INDEX "training_courses_centre" ON "training_courses" USING btree ("training_centre_id");