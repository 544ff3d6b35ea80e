ALTER TABLE "service_requests" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "verification_code" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_verification_code_unique" UNIQUE("verification_code");--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_document" CHECK (("service_requests"."status" = 'approved') = ("service_requests"."verification_code" is not null and "service_requests"."approved_at" is not null));