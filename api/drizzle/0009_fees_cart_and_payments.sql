CREATE TYPE "public"."fee_code" AS ENUM('seasonSubscription.club', 'seasonSubscription.academy', 'seasonSubscription.archer', 'seasonSubscription.official', 'tournamentSubscription.entry', 'electronicServices.certificate', 'electronicServices.letter', 'electronicServices.transfer', 'membershipCards.new', 'membershipCards.replacement', 'penalties.lateWithdrawal', 'licenseRenewal.coach', 'licenseRenewal.referee', 'licenseRenewal.technical');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('created', 'awaitingPayment', 'paid', 'declined', 'expired', 'cancelled', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('card', 'bankTransfer', 'cheque');--> statement-breakpoint
CREATE TYPE "public"."refund_status" AS ENUM('requested', 'succeeded', 'failed');--> statement-breakpoint
ALTER TYPE "public"."audit_subject" ADD VALUE 'order';--> statement-breakpoint
ALTER TYPE "public"."audit_subject" ADD VALUE 'fee';--> statement-breakpoint
ALTER TYPE "public"."bill_status" ADD VALUE 'cancelled';--> statement-breakpoint
ALTER TYPE "public"."bill_status" ADD VALUE 'waived';--> statement-breakpoint
ALTER TYPE "public"."bill_status" ADD VALUE 'refunded';--> statement-breakpoint
CREATE TABLE "bill_lines" (
	"bill_id" integer NOT NULL,
	"position" integer NOT NULL,
	"description_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"amount_fils" integer NOT NULL,
	CONSTRAINT "bill_lines_bill_id_position_pk" PRIMARY KEY("bill_id","position"),
	CONSTRAINT "bill_lines_amount" CHECK ("bill_lines"."amount_fils" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"member_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_member_id_bill_id_pk" PRIMARY KEY("member_id","bill_id")
);
--> statement-breakpoint
CREATE TABLE "fees" (
	"season_id" integer NOT NULL,
	"code" "fee_code" NOT NULL,
	"amount_fils" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "fees_season_id_code_pk" PRIMARY KEY("season_id","code"),
	CONSTRAINT "fees_amount" CHECK ("fees"."amount_fils" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_bills" (
	"order_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"amount_fils" integer NOT NULL,
	CONSTRAINT "order_bills_order_id_bill_id_pk" PRIMARY KEY("order_id","bill_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"member_id" integer NOT NULL,
	"status" "order_status" DEFAULT 'created' NOT NULL,
	"method" "payment_method" NOT NULL,
	"amount_fils" integer NOT NULL,
	"provider" text,
	"provider_ref" text,
	"payment_url" text,
	"language" text DEFAULT 'ar' NOT NULL,
	"reference" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_amount" CHECK ("orders"."amount_fils" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text,
	"provider_ref" text,
	"order_id" integer,
	"valid" boolean NOT NULL,
	"outcome" text NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"bill_id" integer,
	"amount_fils" integer NOT NULL,
	"reason" text NOT NULL,
	"status" "refund_status" DEFAULT 'requested' NOT NULL,
	"idempotency_key" text NOT NULL,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refunds_amount" CHECK ("refunds"."amount_fils" > 0)
);
--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "fee_code" "fee_code";--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "due_on" date;--> statement-breakpoint
-- Bills issued before issue 10 were due 30 days after issue (defaultDueDays) and had one line, named like the bill.
UPDATE "bills" SET "due_on" = "issued_on" + 30;--> statement-breakpoint
ALTER TABLE "bills" ALTER COLUMN "due_on" SET NOT NULL;--> statement-breakpoint
INSERT INTO "bill_lines" ("bill_id", "position", "description_ar", "description_en", "amount_fils") SELECT "id", 0, "name_ar", "name_en", "amount_fils" FROM "bills";--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "paid_order_id" integer;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "open_order_id" integer;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "penalty_id" integer;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_updated_by_members_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_bills" ADD CONSTRAINT "order_bills_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_bills" ADD CONSTRAINT "order_bills_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_recorded_by_members_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_members_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_bill" ON "cart_items" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "order_bills_bill" ON "order_bills" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_ref" ON "orders" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "orders_member" ON "orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_paid_at" ON "orders" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "payment_notifications_order" ON "payment_notifications" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_notifications_at" ON "payment_notifications" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "refunds_order" ON "refunds" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_paid_order_id_orders_id_fk" FOREIGN KEY ("paid_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_open_order_id_orders_id_fk" FOREIGN KEY ("open_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_penalty_id_penalties_id_fk" FOREIGN KEY ("penalty_id") REFERENCES "public"."penalties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bills_status_issued" ON "bills" USING btree ("status","issued_on");--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_penalty_id_unique" UNIQUE("penalty_id");--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_due" CHECK ("bills"."due_on" >= "bills"."issued_on");