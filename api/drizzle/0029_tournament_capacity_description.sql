ALTER TABLE "tournaments" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "description_ar" jsonb;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "description_en" jsonb;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_capacity" CHECK ("tournaments"."capacity" > 0);--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_description" CHECK (("tournaments"."description_ar" is null) = ("tournaments"."description_en" is null));