CREATE TABLE "prestart_talks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"topics" jsonb NOT NULL,
	"hazards" text,
	"notes" text,
	"presented_by" uuid,
	"presenter_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prestart_talks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "prestart_talks" ADD CONSTRAINT "prestart_talks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prestart_talks" ADD CONSTRAINT "prestart_talks_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prestart_talks" ADD CONSTRAINT "prestart_talks_presented_by_users_id_fk" FOREIGN KEY ("presented_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prestart_talks_company_held_idx" ON "prestart_talks" USING btree ("company_id","held_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "prestart_talks_job_held_idx" ON "prestart_talks" USING btree ("company_id","job_id","held_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE POLICY "prestart_talks_tenant_isolation" ON "prestart_talks" AS PERMISSIVE FOR ALL TO "hivis_app" USING ("company_id" = (select hivis_tenant_company())) WITH CHECK ("company_id" = (select hivis_tenant_company()));--> statement-breakpoint
CREATE POLICY "prestart_talks_system" ON "prestart_talks" AS PERMISSIVE FOR ALL TO "hivis_platform" USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
-- Row-level security binds the table's owner too (see 0015_database_wall.sql).
ALTER TABLE "prestart_talks" FORCE ROW LEVEL SECURITY;