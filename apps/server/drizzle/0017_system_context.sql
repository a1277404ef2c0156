-- The platform's own context (roles.ts, systemPolicy): true only in a transaction holding the
-- system proof, sha256("<wall key>:system"), which the app makes from APP_SECRET (database-wall.ts).
-- Runs as its owner to read the key; policies call it as (select hivis_is_system()), once per statement.
CREATE FUNCTION hivis_is_system() RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER
SET search_path = pg_catalog, public
AS $$
	SELECT coalesce(current_setting('app.system_proof', true) = encode(sha256(convert_to(w.key || ':system', 'UTF8')), 'hex'), false)
	FROM database_wall w
$$;
--> statement-breakpoint
-- The sign-in, mail and payment tables get row-level security in the next migration; like every
-- other table, it applies to their owner too.
ALTER TABLE "refresh_tokens" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "user_tokens" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "login_throttles" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "impersonations" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "mail_outbox" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "payment_events" FORCE ROW LEVEL SECURITY;
