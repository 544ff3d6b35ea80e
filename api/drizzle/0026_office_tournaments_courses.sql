ALTER TYPE "public"."audit_subject" ADD VALUE 'tournament';--> statement-breakpoint
ALTER TYPE "public"."audit_subject" ADD VALUE 'trainingCourse';--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "status" "content_status" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "training_courses" ADD COLUMN "status" "content_status" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "training_courses" ADD COLUMN "publish_at" timestamp with time zone;