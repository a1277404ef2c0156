ALTER TABLE "impersonations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "login_throttles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "mail_outbox" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payment_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "companies_system" ON "companies" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "users_system" ON "users" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "impersonations_system" ON "impersonations" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "login_throttles_system" ON "login_throttles" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "refresh_tokens_system" ON "refresh_tokens" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "user_tokens_system" ON "user_tokens" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "files_system" ON "files" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "mail_outbox_system" ON "mail_outbox" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "checkout_sessions_system" ON "checkout_sessions" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "payment_events_system" ON "payment_events" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "policy_acceptances_system" ON "policy_acceptances" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "referral_invitations_system" ON "referral_invitations" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "clients_system" ON "clients" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "contacts_system" ON "contacts" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "worksite_photos_system" ON "worksite_photos" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "worksites_system" ON "worksites" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "projects_system" ON "projects" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "job_assignments_system" ON "job_assignments" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "job_files_system" ON "job_files" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "job_notes_system" ON "job_notes" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "jobs_system" ON "jobs" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "employee_profiles_system" ON "employee_profiles" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "qualifications_system" ON "qualifications" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "user_notifications_system" ON "user_notifications" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "time_entries_system" ON "time_entries" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "company_connections_system" ON "company_connections" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "job_contract_events_system" ON "job_contract_events" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "job_contracts_system" ON "job_contracts" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "dashboard_links_system" ON "dashboard_links" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "swms_potential_hazards_system" ON "swms_potential_hazards" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "swms_scopes_system" ON "swms_scopes" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "swms_trades_system" ON "swms_trades" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "swms_work_activities_system" ON "swms_work_activities" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "swms_system" ON "swms" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "swms_templates_system" ON "swms_templates" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "paperwork_sign_ons_system" ON "paperwork_sign_ons" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "paperwork_signing_requests_system" ON "paperwork_signing_requests" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "paperwork_versions_system" ON "paperwork_versions" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
CREATE POLICY "applied_commands_system" ON "applied_commands" AS PERMISSIVE FOR ALL TO public USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));