DROP INDEX "audit_events_at";--> statement-breakpoint
DROP INDEX "members_search";--> statement-breakpoint
DROP INDEX "registration_requests_created";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower("members"."name_ar" || ' ' || "members"."name_en" || ' ' || "members"."email"), 'أإآٱىةـًٌٍَُِّْ', 'اااايه')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_events_at_id" ON "audit_events" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "members_search_text" ON "members" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "registration_requests_created_at" ON "registration_requests" USING btree ("created_at","id");