ALTER TABLE "users" ADD COLUMN "last_signed_in_at" timestamp with time zone;--> statement-breakpoint
-- Existing people: their newest own token, the closest record of a sign-in kept so far.
UPDATE "users" SET "last_signed_in_at" = (SELECT max("created_at") FROM "refresh_tokens" WHERE "refresh_tokens"."user_id" = "users"."id" AND "refresh_tokens"."impersonator_id" IS NULL);
