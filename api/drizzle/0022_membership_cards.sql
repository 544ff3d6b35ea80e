CREATE TABLE "membership_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"code" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by_id" integer,
	CONSTRAINT "membership_cards_code_unique" UNIQUE("code"),
	CONSTRAINT "membership_cards_code" CHECK ("membership_cards"."code" ~ '^UAEAF(-[A-HJ-NP-Z2-9]{4}){3}$')
);
--> statement-breakpoint
CREATE TABLE "sent_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"about" text NOT NULL,
	"expires_on" date NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "membership_cards" ADD CONSTRAINT "membership_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_cards" ADD CONSTRAINT "membership_cards_revoked_by_id_members_id_fk" FOREIGN KEY ("revoked_by_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_reminders" ADD CONSTRAINT "sent_reminders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_cards_current" ON "membership_cards" USING btree ("member_id") WHERE "membership_cards"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sent_reminders_once" ON "sent_reminders" USING btree ("member_id","about","expires_on","days_before");--> statement-breakpoint
-- Every member already approved gets a card code: 12 characters of the code alphabet from the random bytes of a
-- version 4 UUID (the 6th and 8th bytes, which hold the version and variant, are skipped).
INSERT INTO "membership_cards" ("member_id", "code")
SELECT "id", 'UAEAF-' || substr("c", 1, 4) || '-' || substr("c", 5, 4) || '-' || substr("c", 9, 4)
FROM (
  SELECT "m"."id", (
    SELECT string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', get_byte("m"."b", "i") % 32 + 1, 1), '' ORDER BY "n")
    FROM unnest(ARRAY[0, 1, 2, 3, 4, 5, 9, 10, 11, 12, 13, 14]) WITH ORDINALITY AS "u"("i", "n")
  ) AS "c"
  FROM (
    SELECT "id", uuid_send(gen_random_uuid()) AS "b" FROM "members"
    WHERE "membership_status" = 'Approved' AND "account_type" <> 'admin'
  ) AS "m"
) AS "codes";
