CREATE TABLE "applied_commands" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"user_id" uuid,
	"device_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"result" jsonb,
	CONSTRAINT "applied_commands_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "applied_commands" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "applied_commands" ADD CONSTRAINT "applied_commands_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applied_commands" ADD CONSTRAINT "applied_commands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applied_commands_received_idx" ON "applied_commands" USING btree ("received_at");--> statement-breakpoint
CREATE POLICY "applied_commands_tenant_isolation" ON "applied_commands" AS PERMISSIVE FOR ALL TO "hivis_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);