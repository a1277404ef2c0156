-- The system policies apply to the platform's roles only (hivis_platform: the app's login role and the
-- tables' owner, granted by db/migrate.ts), no longer to every role: a tenant statement is checked
-- against its company alone, instead of against its company or the system proof on every row.
ALTER POLICY "companies_system" ON "companies" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "users_system" ON "users" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "impersonations_system" ON "impersonations" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "login_throttles_system" ON "login_throttles" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "refresh_tokens_system" ON "refresh_tokens" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "user_tokens_system" ON "user_tokens" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "files_system" ON "files" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "mail_outbox_system" ON "mail_outbox" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "checkout_sessions_system" ON "checkout_sessions" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "payment_events_system" ON "payment_events" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "policy_acceptances_system" ON "policy_acceptances" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "referral_invitations_system" ON "referral_invitations" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "clients_system" ON "clients" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "contacts_system" ON "contacts" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "worksite_photos_system" ON "worksite_photos" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "worksites_system" ON "worksites" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "projects_system" ON "projects" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "job_assignments_system" ON "job_assignments" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "job_files_system" ON "job_files" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "job_notes_system" ON "job_notes" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "jobs_system" ON "jobs" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "employee_profiles_system" ON "employee_profiles" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "qualifications_system" ON "qualifications" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "user_notifications_system" ON "user_notifications" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "time_entries_system" ON "time_entries" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "company_connections_system" ON "company_connections" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "job_contract_events_system" ON "job_contract_events" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "job_contracts_system" ON "job_contracts" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "dashboard_links_system" ON "dashboard_links" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "swms_potential_hazards_system" ON "swms_potential_hazards" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "swms_scopes_system" ON "swms_scopes" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "swms_trades_system" ON "swms_trades" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "swms_work_activities_system" ON "swms_work_activities" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "swms_system" ON "swms" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "swms_templates_system" ON "swms_templates" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "paperwork_sign_ons_system" ON "paperwork_sign_ons" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "paperwork_signing_requests_system" ON "paperwork_signing_requests" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "paperwork_versions_system" ON "paperwork_versions" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));--> statement-breakpoint
ALTER POLICY "applied_commands_system" ON "applied_commands" TO hivis_platform USING ((select hivis_is_system())) WITH CHECK ((select hivis_is_system()));