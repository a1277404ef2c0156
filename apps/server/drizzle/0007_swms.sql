CREATE TABLE "swms_potential_hazards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"work_activity_id" uuid NOT NULL,
	"hazard" text NOT NULL,
	"risk" text NOT NULL,
	"likelihood_before" smallint NOT NULL,
	"consequence_before" smallint NOT NULL,
	"controls" jsonb NOT NULL,
	"monitoring" text NOT NULL,
	"likelihood_after" smallint NOT NULL,
	"consequence_after" smallint NOT NULL,
	"responsible" text NOT NULL,
	"residual_reason" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "swms_potential_hazards" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "swms_scopes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"trade_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "swms_scopes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "swms_trades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"starter_code" text,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "swms_trades" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "swms_work_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scope_id" uuid NOT NULL,
	"trade_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"hrcw_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"ppe" text[] DEFAULT '{}'::text[] NOT NULL,
	"plant" text[] DEFAULT '{}'::text[] NOT NULL,
	"licences" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "swms_work_activities" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "swms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"step" text NOT NULL,
	"template_id" uuid,
	"content" jsonb NOT NULL,
	"current_version" integer DEFAULT 0 NOT NULL,
	"edited_since_issue" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid
);
--> statement-breakpoint
ALTER TABLE "swms" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "swms_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"swms_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"user_id" uuid,
	"signing_request_id" uuid,
	"signer_name" text NOT NULL,
	"signer_email" text,
	"file_id" uuid NOT NULL,
	"pre_start_talk" text,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "swms_signatures" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "swms_signing_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"swms_id" uuid NOT NULL,
	"email" text NOT NULL,
	"version" integer NOT NULL,
	"sent_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "swms_signing_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "swms_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"file_id" uuid NOT NULL,
	"hide_pages" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"show_job_details" boolean DEFAULT true NOT NULL,
	"show_legislation" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "swms_templates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "swms_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"swms_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"template_id" uuid,
	"file_id" uuid,
	"issued_by" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rendered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "swms_versions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "swms_potential_hazards" ADD CONSTRAINT "swms_potential_hazards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swms_potential_hazards" ADD CONSTRAINT "swms_potential_hazards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swms_potential_hazards" ADD CONSTRAINT "swms_potential_hazards_work_activity_id_swms_work_activities_id_fk" FOREIGN KEY ("work_activity_id") REFERENCES "public"."swms_work_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swms_scopes" ADD CONSTRAINT "swms_scopes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swms_scopes" ADD CONSTRAINT "swms_scopes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swms_scopes" ADD CONSTRAINT "swms_scopes_trade_id_swms_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."swms_trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swms_trades" ADD CONSTRAINT "swms_trades_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swms_trades" ADD CONSTRAINT "swms_trades_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swms_work_activities" ADD CONSTRAINT "swms_work_activities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swms_work_activities" ADD CONSTRAINT "swms_work_activities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swms_work_activities" ADD CONSTRAINT "swms_work_activities_scope_id_swms_scopes_id_fk" FOREIGN KEY ("scope_id") REFERENCES "public"."swms_scopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swms_work_activities" ADD CONSTRAINT "swms_work_activities_trade_id_swms_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."swms_trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swms" ADD CONSTRAINT "swms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swms" ADD CONSTRAINT "swms_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swms" ADD CONSTRAINT "swms_template_id_swms_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."swms_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swms" ADD CONSTRAINT "swms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swms" ADD CONSTRAINT "swms_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swms_signatures" ADD CONSTRAINT "swms_signatures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swms_signatures" ADD CONSTRAINT "swms_signatures_swms_id_swms_id_fk" FOREIGN KEY ("swms_id") REFERENCES "public"."swms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swms_signatures" ADD CONSTRAINT "swms_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swms_signatures" ADD CONSTRAINT "swms_signatures_signing_request_id_swms_signing_requests_id_fk" FOREIGN KEY ("signing_request_id") REFERENCES "public"."swms_signing_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swms_signatures" ADD CONSTRAINT "swms_signatures_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swms_signing_requests" ADD CONSTRAINT "swms_signing_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swms_signing_requests" ADD CONSTRAINT "swms_signing_requests_swms_id_swms_id_fk" FOREIGN KEY ("swms_id") REFERENCES "public"."swms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swms_signing_requests" ADD CONSTRAINT "swms_signing_requests_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swms_templates" ADD CONSTRAINT "swms_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swms_templates" ADD CONSTRAINT "swms_templates_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swms_templates" ADD CONSTRAINT "swms_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swms_versions" ADD CONSTRAINT "swms_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swms_versions" ADD CONSTRAINT "swms_versions_swms_id_swms_id_fk" FOREIGN KEY ("swms_id") REFERENCES "public"."swms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swms_versions" ADD CONSTRAINT "swms_versions_template_id_swms_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."swms_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swms_versions" ADD CONSTRAINT "swms_versions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swms_versions" ADD CONSTRAINT "swms_versions_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "swms_potential_hazards_activity_idx" ON "swms_potential_hazards" USING btree ("work_activity_id","sort_order");--> statement-breakpoint
CREATE INDEX "swms_scopes_trade_idx" ON "swms_scopes" USING btree ("trade_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "swms_trades_starter_unique" ON "swms_trades" USING btree ("starter_code");--> statement-breakpoint
CREATE INDEX "swms_trades_company_idx" ON "swms_trades" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "swms_trades_public_idx" ON "swms_trades" USING btree ("is_public","name");--> statement-breakpoint
CREATE INDEX "swms_work_activities_scope_idx" ON "swms_work_activities" USING btree ("scope_id","sort_order");--> statement-breakpoint
CREATE INDEX "swms_work_activities_trade_idx" ON "swms_work_activities" USING btree ("trade_id");--> statement-breakpoint
CREATE INDEX "swms_work_activities_company_idx" ON "swms_work_activities" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "swms_job_idx" ON "swms" USING btree ("company_id","job_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "swms_company_updated_idx" ON "swms" USING btree ("company_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "swms_signatures_swms_idx" ON "swms_signatures" USING btree ("swms_id","version","signed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "swms_signatures_user_unique" ON "swms_signatures" USING btree ("swms_id","version","user_id") WHERE "swms_signatures"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "swms_signatures_request_unique" ON "swms_signatures" USING btree ("signing_request_id") WHERE "swms_signatures"."signing_request_id" is not null;--> statement-breakpoint
CREATE INDEX "swms_signing_requests_swms_idx" ON "swms_signing_requests" USING btree ("swms_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "swms_templates_company_idx" ON "swms_templates" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "swms_versions_unique" ON "swms_versions" USING btree ("swms_id","version");--> statement-breakpoint
CREATE POLICY "swms_potential_hazards_own_rows" ON "swms_potential_hazards" AS PERMISSIVE FOR ALL TO "hivis_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "swms_potential_hazards_public_read" ON "swms_potential_hazards" AS PERMISSIVE FOR SELECT TO "hivis_app" USING (is_public);--> statement-breakpoint
CREATE POLICY "swms_scopes_own_rows" ON "swms_scopes" AS PERMISSIVE FOR ALL TO "hivis_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "swms_scopes_public_read" ON "swms_scopes" AS PERMISSIVE FOR SELECT TO "hivis_app" USING (is_public);--> statement-breakpoint
CREATE POLICY "swms_trades_own_rows" ON "swms_trades" AS PERMISSIVE FOR ALL TO "hivis_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "swms_trades_public_read" ON "swms_trades" AS PERMISSIVE FOR SELECT TO "hivis_app" USING (is_public);--> statement-breakpoint
CREATE POLICY "swms_work_activities_own_rows" ON "swms_work_activities" AS PERMISSIVE FOR ALL TO "hivis_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "swms_work_activities_public_read" ON "swms_work_activities" AS PERMISSIVE FOR SELECT TO "hivis_app" USING (is_public);--> statement-breakpoint
CREATE POLICY "swms_tenant_isolation" ON "swms" AS PERMISSIVE FOR ALL TO "hivis_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "swms_signatures_tenant_isolation" ON "swms_signatures" AS PERMISSIVE FOR ALL TO "hivis_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "swms_signing_requests_tenant_isolation" ON "swms_signing_requests" AS PERMISSIVE FOR ALL TO "hivis_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "swms_templates_tenant_isolation" ON "swms_templates" AS PERMISSIVE FOR ALL TO "hivis_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "swms_versions_tenant_isolation" ON "swms_versions" AS PERMISSIVE FOR ALL TO "hivis_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);