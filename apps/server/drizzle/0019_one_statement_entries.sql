-- Two entries through the database wall in one statement each, where a transaction with its own
-- settings would cost three more round trips on every request (docs/decisions.md, "The database
-- wall"). Both run as their owner, check the proof they are given against the key first, and
-- answer nothing without it.

-- The account as it is now, for the check every signed-in request makes (platform/auth/current-account.ts).
-- It holds the system proof only while it reads, and leaves the caller's setting as it found it.
CREATE FUNCTION hivis_current_account(p_user uuid, p_system_proof text)
RETURNS TABLE (account_roles text[], account_company_id uuid, account_status text)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER
SET search_path = pg_catalog, public
AS $$
DECLARE
	previous text := coalesce(current_setting('app.system_proof', true), '');
BEGIN
	IF p_system_proof IS DISTINCT FROM (SELECT encode(sha256(convert_to(w.key || ':system', 'UTF8')), 'hex') FROM database_wall w) THEN
		RETURN;
	END IF;
	PERFORM set_config('app.system_proof', p_system_proof, true);
	RETURN QUERY SELECT u.roles, u.company_id, u.status FROM users u WHERE u.id = p_user;
	PERFORM set_config('app.system_proof', previous, true);
END
$$;
--> statement-breakpoint
-- Names the company of a tenant transaction (app.company_id and its proof, for the rest of the
-- transaction) and answers its standing, for the access scope (platform/access/with-access.ts).
-- The caller switches to the tenant role in the same statement, as it reads the answer.
CREATE FUNCTION hivis_enter_company(p_company uuid, p_company_proof text)
RETURNS TABLE (
	company_id uuid, company_name text, company_status text, company_payment_status text,
	company_time_zone text, company_country text, company_enabled_features text[], company_features_switched_off text[]
)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER
SET search_path = pg_catalog, public
AS $$
DECLARE
	wall_key text := (SELECT w.key FROM database_wall w);
	previous text := coalesce(current_setting('app.system_proof', true), '');
BEGIN
	IF p_company_proof IS DISTINCT FROM encode(sha256(convert_to(wall_key || ':' || p_company::text, 'UTF8')), 'hex') THEN
		RETURN;
	END IF;
	PERFORM set_config('app.company_id', p_company::text, true), set_config('app.company_proof', p_company_proof, true);
	PERFORM set_config('app.system_proof', encode(sha256(convert_to(wall_key || ':system', 'UTF8')), 'hex'), true);
	RETURN QUERY SELECT c.id, c.name, c.status, c.payment_status, c.time_zone, c.country, c.enabled_features, c.features_switched_off
		FROM companies c WHERE c.id = p_company;
	PERFORM set_config('app.system_proof', previous, true);
END
$$;
