CREATE TABLE "audit_template_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"company_id" uuid,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"sections" jsonb NOT NULL,
	"frozen_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_template_versions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "audit_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"starter_code" text,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"derived_from_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"section_count" integer NOT NULL,
	"question_count" integer NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_templates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "audit_template_versions" ADD CONSTRAINT "audit_template_versions_template_id_audit_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."audit_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_template_versions" ADD CONSTRAINT "audit_template_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_template_versions" ADD CONSTRAINT "audit_template_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_templates" ADD CONSTRAINT "audit_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_templates" ADD CONSTRAINT "audit_templates_derived_from_id_audit_templates_id_fk" FOREIGN KEY ("derived_from_id") REFERENCES "public"."audit_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_templates" ADD CONSTRAINT "audit_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_template_versions_unique" ON "audit_template_versions" USING btree ("template_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_templates_starter_unique" ON "audit_templates" USING btree ("starter_code");--> statement-breakpoint
CREATE INDEX "audit_templates_company_name_idx" ON "audit_templates" USING btree ("company_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "audit_templates_company_created_idx" ON "audit_templates" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE POLICY "audit_template_versions_own_rows" ON "audit_template_versions" AS PERMISSIVE FOR ALL TO "hivis_app" USING (company_id = (select hivis_tenant_company())) WITH CHECK (company_id = (select hivis_tenant_company()));--> statement-breakpoint
CREATE POLICY "audit_template_versions_starter_read" ON "audit_template_versions" AS PERMISSIVE FOR SELECT TO "hivis_app" USING (company_id is null);--> statement-breakpoint
CREATE POLICY "audit_template_versions_system" ON "audit_template_versions" AS PERMISSIVE FOR ALL TO "hivis_platform" USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "audit_templates_own_rows" ON "audit_templates" AS PERMISSIVE FOR ALL TO "hivis_app" USING (company_id = (select hivis_tenant_company())) WITH CHECK (company_id = (select hivis_tenant_company()));--> statement-breakpoint
CREATE POLICY "audit_templates_starter_read" ON "audit_templates" AS PERMISSIVE FOR SELECT TO "hivis_app" USING (company_id is null);--> statement-breakpoint
CREATE POLICY "audit_templates_system" ON "audit_templates" AS PERMISSIVE FOR ALL TO "hivis_platform" USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
-- Row-level security binds the tables' owner too (see 0015_database_wall.sql).
ALTER TABLE "audit_templates" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "audit_template_versions" FORCE ROW LEVEL SECURITY;
