CREATE TABLE "audit_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"template_version_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"job_id" uuid,
	"worksite_id" uuid,
	"submitted_by" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answers" jsonb NOT NULL,
	"notes" jsonb NOT NULL,
	"evidence" jsonb NOT NULL,
	"score" double precision NOT NULL,
	"max_score" double precision NOT NULL,
	"percentage" integer,
	"failed" boolean NOT NULL,
	"failed_question_ids" text[] NOT NULL,
	"section_scores" jsonb NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_responses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "audit_responses" ADD CONSTRAINT "audit_responses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_responses" ADD CONSTRAINT "audit_responses_template_id_audit_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."audit_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_responses" ADD CONSTRAINT "audit_responses_template_version_id_audit_template_versions_id_fk" FOREIGN KEY ("template_version_id") REFERENCES "public"."audit_template_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_responses" ADD CONSTRAINT "audit_responses_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_responses" ADD CONSTRAINT "audit_responses_worksite_id_worksites_id_fk" FOREIGN KEY ("worksite_id") REFERENCES "public"."worksites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_responses" ADD CONSTRAINT "audit_responses_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_responses_company_submitted_idx" ON "audit_responses" USING btree ("company_id","submitted_at","id");--> statement-breakpoint
CREATE INDEX "audit_responses_template_idx" ON "audit_responses" USING btree ("company_id","template_id","submitted_at");--> statement-breakpoint
CREATE POLICY "audit_responses_tenant_isolation" ON "audit_responses" AS PERMISSIVE FOR ALL TO "hivis_app" USING ("company_id" = (select hivis_tenant_company())) WITH CHECK ("company_id" = (select hivis_tenant_company()));--> statement-breakpoint
CREATE POLICY "audit_responses_system" ON "audit_responses" AS PERMISSIVE FOR ALL TO "hivis_platform" USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
-- Row-level security binds the table's owner too (see 0015_database_wall.sql).
ALTER TABLE "audit_responses" FORCE ROW LEVEL SECURITY;
