ALTER TYPE "public"."audit_subject" ADD VALUE 'submission';--> statement-breakpoint
ALTER TYPE "public"."audit_subject" ADD VALUE 'contact';--> statement-breakpoint
ALTER TYPE "public"."audit_subject" ADD VALUE 'season';