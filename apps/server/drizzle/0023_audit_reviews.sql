ALTER TABLE "audit_responses" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "audit_responses" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_responses" ADD COLUMN "review_comment" text;--> statement-breakpoint
ALTER TABLE "audit_responses" ADD CONSTRAINT "audit_responses_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;