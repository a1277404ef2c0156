-- SWMS moves onto the paperwork core (docs/paperwork.md): its versions, signing links and sign-ons
-- are copied into the core's tables as kind 'swms', keeping their ids (links already mailed keep
-- working, files keep their owners), and its own three tables go. All in this one migration's
-- transaction: the copy and the drop commit together or not at all.
INSERT INTO "paperwork_versions" ("id", "company_id", "kind", "record_id", "version", "content", "header", "template_id", "file_id", "issued_by", "issued_at", "rendered_at")
SELECT "id", "company_id", 'swms', "swms_id", "version", "content", coalesce("header", 'null'::jsonb), "template_id", "file_id", "issued_by", "issued_at", "rendered_at"
FROM "swms_versions";--> statement-breakpoint
INSERT INTO "paperwork_signing_requests" ("id", "company_id", "kind", "record_id", "email", "version", "sent_by", "created_at", "expires_at", "signed_at", "revoked_at")
SELECT "id", "company_id", 'swms', "swms_id", "email", "version", "sent_by", "created_at", "expires_at", "signed_at", "revoked_at"
FROM "swms_signing_requests";--> statement-breakpoint
-- The pre-start talk answer is the SWMS's own part of a sign-on: the core keeps it in "details".
INSERT INTO "paperwork_sign_ons" ("id", "company_id", "kind", "record_id", "version", "user_id", "signing_request_id", "signer_name", "signer_email", "file_id", "details", "signed_at")
SELECT "id", "company_id", 'swms', "swms_id", "version", "user_id", "signing_request_id", "signer_name", "signer_email", "file_id",
  CASE WHEN "pre_start_talk" IS NULL THEN NULL ELSE jsonb_build_object('preStartTalk', "pre_start_talk") END, "signed_at"
FROM "swms_signatures";--> statement-breakpoint
-- The SWMS list's last activity (migration 0009) now reads the core's sign-ons of kind 'swms'.
CREATE OR REPLACE FUNCTION "swms_keep_last_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."last_activity_at" := greatest(
    NEW."updated_at",
    (SELECT max(sign_on."signed_at") FROM "paperwork_sign_ons" sign_on
      WHERE sign_on."kind" = 'swms' AND sign_on."record_id" = NEW."id" AND sign_on."version" = NEW."current_version")
  );
  RETURN NEW;
END
$$;--> statement-breakpoint
-- A SWMS sign-on of the current version moves it forward. It writes the SWMS row, which is why the
-- core's sign-on locks the record FOR NO KEY UPDATE before anything else (paperwork sign-on.service.ts).
CREATE FUNCTION "swms_sign_on_moves_last_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "swms" SET "last_activity_at" = NEW."signed_at"
  WHERE "id" = NEW."record_id" AND "current_version" = NEW."version" AND "last_activity_at" < NEW."signed_at";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "swms_sign_on_moves_last_activity" AFTER INSERT ON "paperwork_sign_ons"
  FOR EACH ROW WHEN (NEW."kind" = 'swms') EXECUTE FUNCTION "swms_sign_on_moves_last_activity"();--> statement-breakpoint
DROP POLICY "swms_signatures_tenant_isolation" ON "swms_signatures" CASCADE;--> statement-breakpoint
DROP TABLE "swms_signatures" CASCADE;--> statement-breakpoint
DROP FUNCTION "swms_signature_moves_last_activity"();--> statement-breakpoint
DROP POLICY "swms_signing_requests_tenant_isolation" ON "swms_signing_requests" CASCADE;--> statement-breakpoint
DROP TABLE "swms_signing_requests" CASCADE;--> statement-breakpoint
DROP POLICY "swms_versions_tenant_isolation" ON "swms_versions" CASCADE;--> statement-breakpoint
DROP TABLE "swms_versions" CASCADE;
