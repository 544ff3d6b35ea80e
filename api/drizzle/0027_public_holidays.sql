ALTER TYPE "public"."audit_subject" ADD VALUE 'holiday';--> statement-breakpoint
CREATE TABLE "public_holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "public_holidays_day_unique" UNIQUE("day")
);
--> statement-breakpoint
-- The UAE's federal public holidays of 2026 and 2027 (decision 062), one row a day: fixed days as the Cabinet's
-- resolution sets them, Islamic ones by the Umm al-Qura calendar (2026 as published ahead by the Islamic Affairs and
-- Charitable Activities Department). A moon sighting may move one by a day; the administrator edits them in the office.
INSERT INTO "public_holidays" ("day", "name_ar", "name_en") VALUES
('2026-01-01', 'رأس السنة الميلادية', 'New Year''s Day'),
('2026-03-19', 'عيد الفطر', 'Eid Al Fitr'),
('2026-03-20', 'عيد الفطر', 'Eid Al Fitr'),
('2026-03-21', 'عيد الفطر', 'Eid Al Fitr'),
('2026-03-22', 'عيد الفطر', 'Eid Al Fitr'),
('2026-05-26', 'يوم عرفة', 'Arafat Day'),
('2026-05-27', 'عيد الأضحى', 'Eid Al Adha'),
('2026-05-28', 'عيد الأضحى', 'Eid Al Adha'),
('2026-05-29', 'عيد الأضحى', 'Eid Al Adha'),
('2026-06-16', 'رأس السنة الهجرية', 'Hijri New Year'),
('2026-08-25', 'المولد النبوي الشريف', 'The Prophet''s Birthday'),
('2026-12-01', 'يوم الشهيد', 'Commemoration Day'),
('2026-12-02', 'عيد الاتحاد', 'National Day'),
('2026-12-03', 'عيد الاتحاد', 'National Day'),
('2027-01-01', 'رأس السنة الميلادية', 'New Year''s Day'),
('2027-03-09', 'عيد الفطر', 'Eid Al Fitr'),
('2027-03-10', 'عيد الفطر', 'Eid Al Fitr'),
('2027-03-11', 'عيد الفطر', 'Eid Al Fitr'),
('2027-05-15', 'يوم عرفة', 'Arafat Day'),
('2027-05-16', 'عيد الأضحى', 'Eid Al Adha'),
('2027-05-17', 'عيد الأضحى', 'Eid Al Adha'),
('2027-05-18', 'عيد الأضحى', 'Eid Al Adha'),
('2027-06-06', 'رأس السنة الهجرية', 'Hijri New Year'),
('2027-08-14', 'المولد النبوي الشريف', 'The Prophet''s Birthday'),
('2027-12-01', 'يوم الشهيد', 'Commemoration Day'),
('2027-12-02', 'عيد الاتحاد', 'National Day'),
('2027-12-03', 'عيد الاتحاد', 'National Day');
