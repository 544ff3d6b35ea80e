ALTER TYPE "public"."audit_subject" ADD VALUE 'galleryAlbum';--> statement-breakpoint
ALTER TYPE "public"."audit_subject" ADD VALUE 'partner';--> statement-breakpoint
ALTER TYPE "public"."audit_subject" ADD VALUE 'boardMember';--> statement-breakpoint
ALTER TYPE "public"."audit_subject" ADD VALUE 'slide';--> statement-breakpoint
ALTER TYPE "public"."audit_subject" ADD VALUE 'externalLink';--> statement-breakpoint
ALTER TYPE "public"."audit_subject" ADD VALUE 'informationPage';--> statement-breakpoint
ALTER TYPE "public"."audit_subject" ADD VALUE 'trainingCentre';--> statement-breakpoint
CREATE TABLE "information_page_drafts" (
	"slug" "information_page_slug" PRIMARY KEY NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"body_ar" jsonb NOT NULL,
	"body_en" jsonb NOT NULL,
	"image_path" text,
	"status" "content_status" DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	CONSTRAINT "information_page_drafts_status" CHECK ("information_page_drafts"."status" in ('draft', 'scheduled')),
	CONSTRAINT "information_page_drafts_scheduled" CHECK (("information_page_drafts"."status" = 'scheduled') = ("information_page_drafts"."publish_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "training_centres" ADD COLUMN "status" "content_status" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "training_centres" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "information_page_drafts" ADD CONSTRAINT "information_page_drafts_slug_information_pages_slug_fk" FOREIGN KEY ("slug") REFERENCES "public"."information_pages"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information_page_drafts" ADD CONSTRAINT "information_page_drafts_image_path_images_path_fk" FOREIGN KEY ("image_path") REFERENCES "public"."images"("path") ON DELETE no action ON UPDATE no action;