CREATE TABLE "jsa_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"task" text NOT NULL,
	"content" jsonb NOT NULL,
	"source" jsonb NOT NULL,
	"version" integer NOT NULL,
	"highest_residual" text NOT NULL,
	"step_count" integer NOT NULL,
	"prepared_by" uuid,
	"prepared_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "jsa_reports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "jsa_reports" ADD CONSTRAINT "jsa_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jsa_reports" ADD CONSTRAINT "jsa_reports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jsa_reports" ADD CONSTRAINT "jsa_reports_prepared_by_users_id_fk" FOREIGN KEY ("prepared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jsa_reports" ADD CONSTRAINT "jsa_reports_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jsa_reports_company_updated_idx" ON "jsa_reports" USING btree ("company_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jsa_reports_job_updated_idx" ON "jsa_reports" USING btree ("company_id","job_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE POLICY "jsa_reports_tenant_isolation" ON "jsa_reports" AS PERMISSIVE FOR ALL TO "hivis_app" USING ("company_id" = (select hivis_tenant_company())) WITH CHECK ("company_id" = (select hivis_tenant_company()));--> statement-breakpoint
CREATE POLICY "jsa_reports_system" ON "jsa_reports" AS PERMISSIVE FOR ALL TO "hivis_platform" USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
-- Row-level security binds the table's owner too (see 0015_database_wall.sql).
ALTER TABLE "jsa_reports" FORCE ROW LEVEL SECURITY;
