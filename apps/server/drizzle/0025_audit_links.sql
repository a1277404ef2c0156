CREATE TABLE "audit_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"uuid" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"expires_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"branding_visible" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "audit_responses" ADD COLUMN "link_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_responses" ADD COLUMN "respondent_name" text;--> statement-breakpoint
ALTER TABLE "audit_responses" ADD COLUMN "respondent_email" text;--> statement-breakpoint
ALTER TABLE "audit_links" ADD CONSTRAINT "audit_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_links" ADD CONSTRAINT "audit_links_template_id_audit_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."audit_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_links" ADD CONSTRAINT "audit_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_links_uuid_idx" ON "audit_links" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "audit_links_company_idx" ON "audit_links" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "audit_responses" ADD CONSTRAINT "audit_responses_link_id_audit_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."audit_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_responses_link_idx" ON "audit_responses" USING btree ("link_id") WHERE "audit_responses"."link_id" is not null;--> statement-breakpoint
CREATE POLICY "audit_links_tenant_isolation" ON "audit_links" AS PERMISSIVE FOR ALL TO "hivis_app" USING ("company_id" = (select hivis_tenant_company())) WITH CHECK ("company_id" = (select hivis_tenant_company()));--> statement-breakpoint
CREATE POLICY "audit_links_system" ON "audit_links" AS PERMISSIVE FOR ALL TO "hivis_platform" USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
-- Row-level security binds the table's owner too (see 0015_database_wall.sql).
ALTER TABLE "audit_links" FORCE ROW LEVEL SECURITY;