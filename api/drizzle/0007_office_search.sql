-- Trigram matching for the office's search (like '%fragment%' through an index); trusted, so the database owner may add it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "members_search" ON "members" USING gin (translate(lower("name_ar" || ' ' || "name_en" || ' ' || "email"), 'أإآٱىةـًٌٍَُِّْ', 'اااايه') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_name_en" ON "members" USING btree ("name_en","id");--> statement-breakpoint
CREATE INDEX "members_created" ON "members" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "registration_requests_created" ON "registration_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);