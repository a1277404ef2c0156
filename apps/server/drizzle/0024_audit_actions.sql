CREATE TABLE "audit_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"response_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"title" text NOT NULL,
	"details" text,
	"priority" text NOT NULL,
	"job_id" uuid,
	"worksite_id" uuid,
	"assigned_to" uuid,
	"due_on" text,
	"status" text DEFAULT 'open' NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" uuid,
	"done_note" text,
	"fix_photo_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_actions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "audit_actions" ADD CONSTRAINT "audit_actions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_actions" ADD CONSTRAINT "audit_actions_response_id_audit_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."audit_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_actions" ADD CONSTRAINT "audit_actions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_actions" ADD CONSTRAINT "audit_actions_worksite_id_worksites_id_fk" FOREIGN KEY ("worksite_id") REFERENCES "public"."worksites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_actions" ADD CONSTRAINT "audit_actions_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_actions" ADD CONSTRAINT "audit_actions_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_actions" ADD CONSTRAINT "audit_actions_fix_photo_file_id_files_id_fk" FOREIGN KEY ("fix_photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_actions_company_status_idx" ON "audit_actions" USING btree ("company_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_actions_job_idx" ON "audit_actions" USING btree ("company_id","job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_actions_response_question_idx" ON "audit_actions" USING btree ("response_id","question_id");--> statement-breakpoint
CREATE POLICY "audit_actions_tenant_isolation" ON "audit_actions" AS PERMISSIVE FOR ALL TO "hivis_app" USING ("company_id" = (select hivis_tenant_company())) WITH CHECK ("company_id" = (select hivis_tenant_company()));--> statement-breakpoint
CREATE POLICY "audit_actions_system" ON "audit_actions" AS PERMISSIVE FOR ALL TO "hivis_platform" USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
-- Row-level security binds the table's owner too (see 0015_database_wall.sql).
ALTER TABLE "audit_actions" FORCE ROW LEVEL SECURITY;
