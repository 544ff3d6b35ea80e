-- The site's search (decision 088): each row's folded text stored (folding it on every read cost ~30 us a row, 0.3 s for 10,000 news), the trigram indexes on it.
DROP INDEX "articles_search";--> statement-breakpoint
DROP INDEX "circulars_search";--> statement-breakpoint
DROP INDEX "clubs_search";--> statement-breakpoint
DROP INDEX "gallery_albums_search";--> statement-breakpoint
DROP INDEX "news_search";--> statement-breakpoint
DROP INDEX "tournaments_search";--> statement-breakpoint
DROP INDEX "training_courses_search";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("articles"."title_ar", '') || ' ' || coalesce("articles"."title_en", '') || ' ' || coalesce("articles"."summary_ar", '') || ' ' || coalesce("articles"."summary_en", '') || ' ' || coalesce("articles"."author_ar", '') || ' ' || coalesce("articles"."author_en", '')), 'أإآٱىةـًٌٍَُِّْ', 'اااايه')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "circulars" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("circulars"."title_ar", '') || ' ' || coalesce("circulars"."title_en", '') || ' ' || coalesce("circulars"."number", '')), 'أإآٱىةـًٌٍَُِّْ', 'اااايه')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("clubs"."name_ar", '') || ' ' || coalesce("clubs"."name_en", '') || ' ' || coalesce("clubs"."address_ar", '') || ' ' || coalesce("clubs"."address_en", '')), 'أإآٱىةـًٌٍَُِّْ', 'اااايه')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_albums" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("gallery_albums"."title_ar", '') || ' ' || coalesce("gallery_albums"."title_en", '') || ' ' || coalesce("gallery_albums"."description_ar", '') || ' ' || coalesce("gallery_albums"."description_en", '')), 'أإآٱىةـًٌٍَُِّْ', 'اااايه')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("news"."title_ar", '') || ' ' || coalesce("news"."title_en", '') || ' ' || coalesce("news"."summary_ar", '') || ' ' || coalesce("news"."summary_en", '')), 'أإآٱىةـًٌٍَُِّْ', 'اااايه')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("tournaments"."name_ar", '') || ' ' || coalesce("tournaments"."name_en", '') || ' ' || coalesce("tournaments"."venue_ar", '') || ' ' || coalesce("tournaments"."venue_en", '')), 'أإآٱىةـًٌٍَُِّْ', 'اااايه')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "training_courses" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(coalesce("training_courses"."name_ar", '') || ' ' || coalesce("training_courses"."name_en", '') || ' ' || coalesce("training_courses"."venue_ar", '') || ' ' || coalesce("training_courses"."venue_en", '')), 'أإآٱىةـًٌٍَُِّْ', 'اااايه')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_search" ON "articles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "circulars_search" ON "circulars" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clubs_search" ON "clubs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gallery_albums_search" ON "gallery_albums" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_search" ON "news" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tournaments_search" ON "tournaments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "training_courses_search" ON "training_courses" USING gin ("search_text" gin_trgm_ops);