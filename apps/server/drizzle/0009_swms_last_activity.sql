-- The company's SWMS list sorts on each SWMS's last activity: the later of its last save
-- (updated_at) and the newest sign-on of its current version. It was worked out for every SWMS of
-- the company on every request; it is now stored, kept by the two triggers below, and indexed.
ALTER TABLE "swms" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "swms" AS s SET "last_activity_at" = greatest(
  s."updated_at",
  (SELECT max(sign_on."signed_at") FROM "swms_signatures" sign_on WHERE sign_on."swms_id" = s."id" AND sign_on."version" = s."current_version")
);--> statement-breakpoint
-- Every insert, and every write that moves updated_at or the current version (a builder step,
-- Generate, delete: drizzle moves updated_at on each update), works it out again from the row.
CREATE FUNCTION "swms_keep_last_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."last_activity_at" := greatest(
    NEW."updated_at",
    (SELECT max(sign_on."signed_at") FROM "swms_signatures" sign_on WHERE sign_on."swms_id" = NEW."id" AND sign_on."version" = NEW."current_version")
  );
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "swms_keep_last_activity" BEFORE INSERT OR UPDATE OF "updated_at", "current_version" ON "swms"
  FOR EACH ROW EXECUTE FUNCTION "swms_keep_last_activity"();--> statement-breakpoint
-- A sign-on of the current version moves it forward. It writes the SWMS row, so a sign-on locks
-- that row FOR NO KEY UPDATE before anything else (modules/swms/signing/sign.service.ts).
CREATE FUNCTION "swms_signature_moves_last_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "swms" SET "last_activity_at" = NEW."signed_at"
  WHERE "id" = NEW."swms_id" AND "current_version" = NEW."version" AND "last_activity_at" < NEW."signed_at";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "swms_signature_moves_last_activity" AFTER INSERT ON "swms_signatures"
  FOR EACH ROW EXECUTE FUNCTION "swms_signature_moves_last_activity"();--> statement-breakpoint
DROP INDEX "swms_company_updated_idx";--> statement-breakpoint
CREATE INDEX "swms_company_activity_idx" ON "swms" USING btree ("company_id","last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "swms"."deleted_at" is null;
