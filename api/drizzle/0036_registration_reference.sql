ALTER TABLE "registration_requests" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD CONSTRAINT "registration_requests_reference" UNIQUE("reference");