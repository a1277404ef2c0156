CREATE TABLE "company_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"contractor_company_id" uuid,
	"invited_email" text,
	"invited_abn" text,
	"invited_name" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"invite_token" uuid DEFAULT gen_random_uuid() NOT NULL,
	"invited_by" uuid,
	"responded_by" uuid,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_connections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "job_contract_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"contractor_company_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"by_user_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_contract_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "job_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"contractor_company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"request_token" uuid DEFAULT gen_random_uuid() NOT NULL,
	"offered_by" uuid,
	"responded_by" uuid,
	"responded_at" timestamp with time zone,
	"onsite_at" timestamp with time zone,
	"left_site_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_contracts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "dashboard_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"dashboard_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"label" text,
	"created_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboard_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "company_connections" ADD CONSTRAINT "company_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_connections" ADD CONSTRAINT "company_connections_contractor_company_id_companies_id_fk" FOREIGN KEY ("contractor_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_connections" ADD CONSTRAINT "company_connections_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_connections" ADD CONSTRAINT "company_connections_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_contract_events" ADD CONSTRAINT "job_contract_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_contract_events" ADD CONSTRAINT "job_contract_events_contractor_company_id_companies_id_fk" FOREIGN KEY ("contractor_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_contract_events" ADD CONSTRAINT "job_contract_events_contract_id_job_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."job_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_contract_events" ADD CONSTRAINT "job_contract_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_contracts" ADD CONSTRAINT "job_contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_contracts" ADD CONSTRAINT "job_contracts_contractor_company_id_companies_id_fk" FOREIGN KEY ("contractor_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_contracts" ADD CONSTRAINT "job_contracts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_contracts" ADD CONSTRAINT "job_contracts_offered_by_users_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_contracts" ADD CONSTRAINT "job_contracts_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_links" ADD CONSTRAINT "dashboard_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_links" ADD CONSTRAINT "dashboard_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_connections_token_unique" ON "company_connections" USING btree ("invite_token");--> statement-breakpoint
CREATE UNIQUE INDEX "company_connections_pair_live_unique" ON "company_connections" USING btree ("company_id","contractor_company_id") WHERE "company_connections"."status" in ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "company_connections_company_idx" ON "company_connections" USING btree ("company_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "company_connections_contractor_idx" ON "company_connections" USING btree ("contractor_company_id","status");--> statement-breakpoint
CREATE INDEX "company_connections_email_idx" ON "company_connections" USING btree (lower("invited_email"));--> statement-breakpoint
CREATE INDEX "job_contract_events_contract_idx" ON "job_contract_events" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_contracts_token_unique" ON "job_contracts" USING btree ("request_token");--> statement-breakpoint
CREATE UNIQUE INDEX "job_contracts_job_live_unique" ON "job_contracts" USING btree ("job_id") WHERE "job_contracts"."status" in ('offered', 'accepted');--> statement-breakpoint
CREATE INDEX "job_contracts_job_idx" ON "job_contracts" USING btree ("job_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_contracts_company_idx" ON "job_contracts" USING btree ("company_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_contracts_contractor_idx" ON "job_contracts" USING btree ("contractor_company_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "dashboard_links_token_unique" ON "dashboard_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "dashboard_links_company_idx" ON "dashboard_links" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE POLICY "companies_connected_read" ON "companies" AS PERMISSIVE FOR SELECT TO "hivis_app" USING ("companies"."id" = nullif(current_setting('app.company_id', true), '')::uuid or exists (select 1 from company_connections cc where cc.status in ('pending', 'accepted') and ((cc.company_id = "companies"."id" and cc.contractor_company_id = nullif(current_setting('app.company_id', true), '')::uuid) or (cc.contractor_company_id = "companies"."id" and cc.company_id = nullif(current_setting('app.company_id', true), '')::uuid))));--> statement-breakpoint
CREATE POLICY "companies_connected_read_view" ON "companies" AS PERMISSIVE FOR SELECT TO "hivis_connected" USING ("companies"."id" = nullif(current_setting('app.company_id', true), '')::uuid or exists (select 1 from company_connections cc where cc.status in ('pending', 'accepted') and ((cc.company_id = "companies"."id" and cc.contractor_company_id = nullif(current_setting('app.company_id', true), '')::uuid) or (cc.contractor_company_id = "companies"."id" and cc.company_id = nullif(current_setting('app.company_id', true), '')::uuid))));--> statement-breakpoint
CREATE POLICY "worksites_connected_view" ON "worksites" AS PERMISSIVE FOR SELECT TO "hivis_connected" USING ("worksites"."company_id" = nullif(current_setting('app.company_id', true), '')::uuid or exists (select 1 from jobs j where j.worksite_id = "worksites"."id" and j.contracted_company_id = nullif(current_setting('app.company_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "projects_connected_view" ON "projects" AS PERMISSIVE FOR SELECT TO "hivis_connected" USING ("projects"."company_id" = nullif(current_setting('app.company_id', true), '')::uuid or exists (select 1 from jobs j where j.project_id = "projects"."id" and j.contracted_company_id = nullif(current_setting('app.company_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "jobs_connected_view" ON "jobs" AS PERMISSIVE FOR SELECT TO "hivis_connected" USING ("jobs"."company_id" = nullif(current_setting('app.company_id', true), '')::uuid or "jobs"."contracted_company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "company_connections_either_company" ON "company_connections" AS PERMISSIVE FOR ALL TO "hivis_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid or contractor_company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid or contractor_company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "company_connections_connected_view" ON "company_connections" AS PERMISSIVE FOR SELECT TO "hivis_connected" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid or contractor_company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "job_contract_events_either_company" ON "job_contract_events" AS PERMISSIVE FOR ALL TO "hivis_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid or contractor_company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid or contractor_company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "job_contract_events_connected_view" ON "job_contract_events" AS PERMISSIVE FOR SELECT TO "hivis_connected" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid or contractor_company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "job_contracts_either_company" ON "job_contracts" AS PERMISSIVE FOR ALL TO "hivis_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid or contractor_company_id = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid or contractor_company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "job_contracts_connected_view" ON "job_contracts" AS PERMISSIVE FOR SELECT TO "hivis_connected" USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid or contractor_company_id = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "dashboard_links_tenant_isolation" ON "dashboard_links" AS PERMISSIVE FOR ALL TO "hivis_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);