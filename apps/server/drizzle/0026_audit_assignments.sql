CREATE TABLE "audit_assignment_reminders" (
	"company_id" uuid NOT NULL,
	"assignment_id" uuid NOT NULL,
	"occurrence_on" text NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_assignment_reminders_assignment_id_occurrence_on_kind_pk" PRIMARY KEY("assignment_id","occurrence_on","kind")
);
--> statement-breakpoint
ALTER TABLE "audit_assignment_reminders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "audit_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"target" text NOT NULL,
	"worksite_id" uuid,
	"user_id" uuid,
	"contractor_company_id" uuid,
	"emails" text[],
	"recurrence" text NOT NULL,
	"starts_on" text NOT NULL,
	"due_time" text NOT NULL,
	"ends_on" text,
	"rrule" text NOT NULL,
	"assigned_by" uuid,
	"stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_assignments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "audit_responses" ADD COLUMN "assignment_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_responses" ADD COLUMN "occurrence_on" text;--> statement-breakpoint
ALTER TABLE "audit_assignment_reminders" ADD CONSTRAINT "audit_assignment_reminders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_assignment_reminders" ADD CONSTRAINT "audit_assignment_reminders_assignment_id_audit_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."audit_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_assignments" ADD CONSTRAINT "audit_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_assignments" ADD CONSTRAINT "audit_assignments_template_id_audit_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."audit_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_assignments" ADD CONSTRAINT "audit_assignments_worksite_id_worksites_id_fk" FOREIGN KEY ("worksite_id") REFERENCES "public"."worksites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_assignments" ADD CONSTRAINT "audit_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_assignments" ADD CONSTRAINT "audit_assignments_contractor_company_id_companies_id_fk" FOREIGN KEY ("contractor_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_assignments" ADD CONSTRAINT "audit_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_assignments_company_idx" ON "audit_assignments" USING btree ("company_id","template_id");--> statement-breakpoint
CREATE INDEX "audit_assignments_user_idx" ON "audit_assignments" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "audit_assignments_worksite_idx" ON "audit_assignments" USING btree ("company_id","worksite_id");--> statement-breakpoint
ALTER TABLE "audit_responses" ADD CONSTRAINT "audit_responses_assignment_id_audit_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."audit_assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_responses_assignment_idx" ON "audit_responses" USING btree ("assignment_id","occurrence_on") WHERE "audit_responses"."assignment_id" is not null;--> statement-breakpoint
CREATE POLICY "audit_assignment_reminders_tenant_isolation" ON "audit_assignment_reminders" AS PERMISSIVE FOR ALL TO "hivis_app" USING ("company_id" = (select hivis_tenant_company())) WITH CHECK ("company_id" = (select hivis_tenant_company()));--> statement-breakpoint
CREATE POLICY "audit_assignment_reminders_system" ON "audit_assignment_reminders" AS PERMISSIVE FOR ALL TO "hivis_platform" USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "audit_assignments_tenant_isolation" ON "audit_assignments" AS PERMISSIVE FOR ALL TO "hivis_app" USING ("company_id" = (select hivis_tenant_company())) WITH CHECK ("company_id" = (select hivis_tenant_company()));--> statement-breakpoint
CREATE POLICY "audit_assignments_system" ON "audit_assignments" AS PERMISSIVE FOR ALL TO "hivis_platform" USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
-- Row-level security binds the table's owner too (see 0015_database_wall.sql).
ALTER TABLE "audit_assignments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "audit_assignment_reminders" FORCE ROW LEVEL SECURITY;