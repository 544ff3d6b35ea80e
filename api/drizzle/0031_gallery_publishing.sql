ALTER TABLE "gallery_albums" ALTER COLUMN "cover_path" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_albums" ADD COLUMN "status" "content_status" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_albums" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_photos" ADD COLUMN "caption_ar" text;--> statement-breakpoint
ALTER TABLE "news_photos" ADD COLUMN "caption_en" text;--> statement-breakpoint
ALTER TABLE "news_photos" ADD CONSTRAINT "news_photos_caption" CHECK (("news_photos"."caption_ar" is null) = ("news_photos"."caption_en" is null));