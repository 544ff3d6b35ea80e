ALTER TYPE "public"."registration_request_kind" ADD VALUE 'termination';--> statement-breakpoint
ALTER TYPE "public"."registration_request_status" ADD VALUE 'Withdrawn';