ALTER TABLE "board_members" ADD COLUMN "status" "content_status" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "board_members" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "external_links" ADD COLUMN "status" "content_status" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "external_links" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "status" "content_status" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "status" "content_status" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "publish_at" timestamp with time zone;