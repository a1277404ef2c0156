CREATE TABLE "paperwork_sign_ons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"user_id" uuid,
	"signing_request_id" uuid,
	"signer_name" text NOT NULL,
	"signer_email" text,
	"file_id" uuid NOT NULL,
	"details" jsonb,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "paperwork_sign_ons" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "paperwork_signing_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"email" text NOT NULL,
	"version" integer NOT NULL,
	"sent_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "paperwork_signing_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "paperwork_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"header" jsonb NOT NULL,
	"template_id" uuid,
	"file_id" uuid,
	"issued_by" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rendered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "paperwork_versions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "paperwork_sign_ons" ADD CONSTRAINT "paperwork_sign_ons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paperwork_sign_ons" ADD CONSTRAINT "paperwork_sign_ons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paperwork_sign_ons" ADD CONSTRAINT "paperwork_sign_ons_signing_request_id_paperwork_signing_requests_id_fk" FOREIGN KEY ("signing_request_id") REFERENCES "public"."paperwork_signing_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paperwork_sign_ons" ADD CONSTRAINT "paperwork_sign_ons_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paperwork_signing_requests" ADD CONSTRAINT "paperwork_signing_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paperwork_signing_requests" ADD CONSTRAINT "paperwork_signing_requests_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paperwork_versions" ADD CONSTRAINT "paperwork_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paperwork_versions" ADD CONSTRAINT "paperwork_versions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paperwork_versions" ADD CONSTRAINT "paperwork_versions_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paperwork_sign_ons_record_idx" ON "paperwork_sign_ons" USING btree ("kind","record_id","version","signed_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "paperwork_sign_ons_user_unique" ON "paperwork_sign_ons" USING btree ("kind","record_id","version","user_id") WHERE "paperwork_sign_ons"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "paperwork_sign_ons_request_unique" ON "paperwork_sign_ons" USING btree ("signing_request_id") WHERE "paperwork_sign_ons"."signing_request_id" is not null;--> statement-breakpoint
CREATE INDEX "paperwork_signing_requests_record_idx" ON "paperwork_signing_requests" USING btree ("kind","record_id","email","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "paperwork_versions_unique" ON "paperwork_versions" USING btree ("kind","record_id","version");--> statement-breakpoint
CREATE INDEX "paperwork_versions_file_idx" ON "paperwork_versions" USING btree ("file_id") WHERE "paperwork_versions"."file_id" is not null;--> statement-breakpoint
CREATE POLICY "paperwork_sign_ons_tenant_isolation" ON "paperwork_sign_ons" AS PERMISSIVE FOR ALL TO "hivis_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "paperwork_signing_requests_tenant_isolation" ON "paperwork_signing_requests" AS PERMISSIVE FOR ALL TO "hivis_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "paperwork_versions_tenant_isolation" ON "paperwork_versions" AS PERMISSIVE FOR ALL TO "hivis_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);