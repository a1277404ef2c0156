-- The database wall's key (docs/decisions.md, "The database wall"). The app derives it from APP_SECRET
-- and writes it here at every start, as the owner; no other role may read this table. A tenant
-- transaction names its company together with a proof made from this key, so a statement that
-- changes app.company_id without the key sees no company at all.
CREATE TABLE "database_wall" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"key" text NOT NULL
);
--> statement-breakpoint
REVOKE ALL ON TABLE "database_wall" FROM PUBLIC;
--> statement-breakpoint
-- The company of the current tenant transaction, when its proof matches the key; otherwise null,
-- and the tenant policies match no row. Runs as its owner (SECURITY DEFINER) to read the key.
-- Policies call it as (select hivis_tenant_company()), so it runs once per statement, not per row.
CREATE FUNCTION hivis_tenant_company() RETURNS uuid
LANGUAGE sql STABLE SECURITY DEFINER
SET search_path = pg_catalog, public
AS $$
	SELECT nullif(current_setting('app.company_id', true), '')::uuid
	FROM database_wall w
	WHERE current_setting('app.company_proof', true) = encode(sha256(convert_to(w.key || ':' || current_setting('app.company_id', true), 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- Row-level security applies to the tables' owner as well, so no role but a superuser passes by it.
ALTER TABLE "applied_commands" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "checkout_sessions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "clients" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "companies" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "company_connections" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "contacts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "dashboard_links" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "employee_profiles" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "files" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "job_assignments" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "job_contract_events" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "job_contracts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "job_files" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "job_notes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "jobs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "paperwork_sign_ons" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "paperwork_signing_requests" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "paperwork_versions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "policy_acceptances" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "projects" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "qualifications" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "referral_invitations" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "swms" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "swms_potential_hazards" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "swms_scopes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "swms_templates" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "swms_trades" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "swms_work_activities" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "time_entries" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "user_notifications" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "users" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "worksite_photos" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "worksites" FORCE ROW LEVEL SECURITY;
