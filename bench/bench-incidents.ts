// The bench server's routes for incident reports: the list at volume (a set-based top-up, the bare
// route beside GET /api/v3/incident, the list's CPU time a call), and forgetting stored reports for
// the PDF part.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../apps/server/src/db/client.js';
import type { AppContext } from '../apps/server/src/platform/context.js';
import { decodeCursor, keysetPage } from '../apps/server/src/modules/paperwork/index.js';
import { listIncidents } from '../apps/server/src/modules/incidents/incidents.queries.js';
import { presentIncidentListItem } from '../apps/server/src/modules/incidents/incidents.presenter.js';
import { getIncidents } from '../apps/server/src/modules/incidents/incidents-list.service.js';
import { DEMO_ACCOUNTS } from '../apps/server/src/seed/demo.js';

type Bench = { database: Database; ctx: AppContext; companyId: string; readAccount: (token: string) => Promise<void> };

/** A uuid[] literal, so a list of ids goes into the statement as one parameter. */
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/**
 * Tops the demo company up to `count` incidents in one statement, so 10 000 take seconds. Number r
 * happened r / count of two years ago. Four in ten are near misses, the rest injuries, illness,
 * damage and dangerous incidents; two in ten are notifiable (answered, phoned in, kept five years;
 * some asked for a written notice, which the newest still owe) and most others answered not
 * notifiable. All but the last fortnight's (and one in 23 older ones) are signed off. The
 * notifiable ones and a quarter of the rest have corrective actions, open while the incident is.
 */
async function seedIncidents({ database, companyId }: Bench, count: number) {
  const people = await database.db.execute<{ id: string; email: string }>(
    sql`select id, lower(email) as email from users where company_id = ${companyId} and lower(email) in (${DEMO_ACCOUNTS.owner}, ${DEMO_ACCOUNTS.supervisor}, ${DEMO_ACCOUNTS.worker})`,
  );
  const idOf = (email: string) => people.rows.find((row) => row.email === email)?.id;
  const [ownerId, supervisorId] = [idOf(DEMO_ACCOUNTS.owner), idOf(DEMO_ACCOUNTS.supervisor)];
  const sites = await database.db.execute<{ id: string }>(sql`select id from worksites where company_id = ${companyId} order by name`);
  if (!ownerId || !supervisorId || people.rows.length < 3 || sites.rows.length === 0) throw new Error('bench: the demo people or sites are missing');
  const [{ existing } = { existing: 0 }] = await database.db
    .execute<{ existing: number }>(sql`select count(*)::int as existing from incidents where company_id = ${companyId}`)
    .then((result) => result.rows);
  if (existing >= count) return 0;
  await database.db.execute(sql`
    with added as (
      insert into incidents (company_id, status, types, occurred_at, reported_at, reported_by, worksite_id, location, description,
        immediate_actions, people, witnesses, jurisdiction, criteria, notifiable, category, answered_at, answered_by,
        notified_at, notified_by, notification_method, regulator_reference, written_notice_asked, written_notice_at, written_notice_due_at,
        contributing_factors, root_cause, investigated_at, signed_off_at, signed_off_by, keep_until, created_at, updated_at)
      select ${companyId}, b.status,
        case when a.kind = 8 then '{near_miss,dangerous_incident}'::text[] when a.kind in (4, 5, 9) then '{injury}' when a.kind = 6 then '{property_damage}'
             when a.kind = 7 then '{illness}' else '{near_miss}' end,
        a.occurred_at, b.reported_at, (${uuidArray(people.rows.map((row) => row.id))}::uuid[])[1 + r % 3],
        case when r % 12 = 0 then null else (${uuidArray(sites.rows.map((row) => row.id))}::uuid[])[1 + r % ${sites.rows.length}] end,
        case when r % 12 = 0 then 'Supplier’s yard, Eagle Farm' else 'Level ' || (1 + r % 4) || ', unit ' || (1 + r % 9) end,
        case when a.kind = 8 then 'A hammer slid off the edge of the level 3 slab and landed inside the exclusion zone below. Nobody was under it.'
             when a.kind in (4, 5, 9) then 'Cutting tiles with the grinder, the disc caught an edge and kicked back, cutting the worker’s hand through the glove.'
             when a.kind = 6 then 'The ute reversed into the site gate while turning in the lane; the gate post is bent and the latch no longer closes.'
             when a.kind = 7 then 'A labourer felt dizzy and sick after an hour of sanding in the closed stairwell on a hot afternoon.'
             else 'An offcut left on the stair landing nearly tripped a carpenter carrying sheets up; housekeeping had slipped after lunch.' end
          || ' (bench ' || r || ')',
        'Area made safe, the crew told at once, and the supervisor called.',
        case when a.kind in (4, 5, 7, 9) then jsonb_build_array(jsonb_build_object('name', 'Will Worker', 'kind', 'worker', 'userId', null,
          'harm', case when a.kind = 7 then 'illness' else 'injury' end, 'injury', 'Cut to the left hand', 'bodyParts', '["hand"]'::jsonb,
          'treatment', case when a.kind = 5 then 'hospital' else 'first_aid' end)) else '[]'::jsonb end,
        case when r % 2 = 0 then '[{"name": "Sam Supervisor", "phone": "0400 111 222", "statement": "Saw it happen from the scaffold."}]'::jsonb else '[]'::jsonb end,
        case when c.answered then 'QLD' end,
        case when not c.answered then null when a.kind = 5 then '{treatment_lacerations}'::text[] when a.kind = 8 then '{dangerous_fall_from_height}' else '{}' end,
        case when c.answered then b.notifiable_kind end,
        case when c.answered and a.kind = 5 then 'serious_injury' when c.answered and a.kind = 8 then 'dangerous_incident' end,
        case when c.answered then b.reported_at + interval '10 minutes' end,
        case when c.answered then ${supervisorId}::uuid end,
        case when c.notified then b.reported_at + interval '30 minutes' end,
        case when c.notified then 'Sam Supervisor' end,
        case when c.notified then 'phone' end,
        case when c.notified then 'WHSQ ' || r end,
        c.asked,
        case when c.asked and r > 40 then b.reported_at + interval '1 day' end,
        case when c.asked and r <= 40 then b.reported_at + interval '30 minutes' + interval '48 hours' end,
        case when c.investigated then '{plant,procedures}'::text[] else '{}' end,
        case when c.investigated then 'No safe method written for the task, so it was done the quick way.' end,
        case when c.investigated then b.reported_at + interval '2 days' end,
        case when b.status = 'closed' then b.reported_at + interval '14 days' end,
        case when b.status = 'closed' then ${ownerId}::uuid end,
        case when b.notifiable_kind then ((a.occurred_at at time zone 'Australia/Brisbane')::date + interval '5 years')::date end,
        b.reported_at, b.reported_at
      from generate_series(${existing + 1}::int, ${count}::int) as r
      cross join lateral (select r % 10 as kind, now() - interval '2 hours' - (r::float8 / ${count}) * interval '730 days' as occurred_at) a
      cross join lateral (
        select a.occurred_at + (15 + r % 90) * interval '1 minute' as reported_at, a.kind in (5, 8) as notifiable_kind,
          case when r > ${count} / 50 and r % 23 <> 0 then 'closed' when r % 2 = 0 then 'investigating' else 'reported' end as status) b
      cross join lateral (
        select b.status = 'closed' or b.notifiable_kind or r % 3 <> 0 as answered, b.notifiable_kind and r > 5 as notified, b.notifiable_kind and r > 5 and r % 4 = 0 as asked,
          b.status <> 'reported' and a.kind in (4, 5, 7, 8, 9) as investigated) c
      returning id, status, notifiable, reported_at
    )
    insert into incident_actions (company_id, incident_id, description, owner_id, due_on, status, done_at, done_by, created_at, updated_at)
    select ${companyId}, added.id,
      case when k = 1 then 'Tag out the tool and check its guard and handle before it is used again.'
           else 'Add the task to the SWMS and brief the crew at the pre-start.' end,
      ${supervisorId}::uuid, (added.reported_at + k * interval '7 days')::date, d.status,
      case when d.status = 'done' then added.reported_at + k * interval '5 days' end,
      case when d.status = 'done' then ${supervisorId}::uuid end,
      added.reported_at + interval '2 days' + k * interval '1 minute', added.reported_at + interval '2 days'
    from added
    cross join generate_series(1, case when added.notifiable then 2 else 1 end) as k
    cross join lateral (select case when added.status = 'closed' or (k = 1 and added.status = 'investigating') then 'done' else 'open' end as status) d
    where added.notifiable or abs(hashtext(added.id::text)) % 4 = 0`);
  // Statistics and the visibility map, as autovacuum (PostgreSQL) or the embedded database's
  // maintenance would leave them.
  for (const table of ['incidents', 'incident_actions']) await database.db.execute(sql.raw(`vacuum analyze ${table}`));
  return count - existing;
}

export function benchIncidents(app: FastifyInstance, bench: Bench) {
  const { database, ctx, companyId, readAccount } = bench;

  /** POST /bench/incidents/seed {count}: the demo company topped up to `count` incidents. */
  app.post('/bench/incidents/seed', async (request, reply) => {
    const { count } = request.body as { count: number };
    const started = performance.now();
    const added = await seedIncidents(bench, count);
    return reply.send({ count, added, seconds: (performance.now() - started) / 1000 });
  });

  /** The list's own query, straight on the owner's connection after the account read, answered as ours answers it. */
  app.get('/bench/bare/incidents', async (request, reply) => {
    await readAccount((request.headers.authorization ?? '').slice(7));
    const after = decodeCursor((request.query as { after?: string }).after, 'after');
    const query = { take: 20, after: undefined, status: undefined, notifiable: undefined, worksiteId: undefined, search: undefined };
    const page = keysetPage(await listIncidents(database.db, companyId, query, null, after), query.take);
    return reply.send({ nextCursor: page.nextCursor, items: page.items.map(presentIncidentListItem) });
  });

  /**
   * The list's work in this process, timed as CPU (the embedded database runs in it), `runs` calls
   * each: bare, the query and presenter on the owner's connection; ours, the service the route calls
   * (access check, tenant transaction, the same query and presenter). On a 2-core machine shared
   * with other work the request rates swing with the neighbours, CPU time much less. ms a call.
   */
  app.get('/bench/incidents/cpu', async (request, reply) => {
    const { after: cursor, runs = '100' } = request.query as { after?: string; runs?: string };
    const [owner] = await database.db
      .execute<{ id: string }>(sql`select id from users where lower(email) = ${DEMO_ACCOUNTS.owner}`)
      .then((result) => result.rows);
    if (!owner) throw new Error('bench: the demo owner is missing');
    const query = { take: 20, after: cursor, status: undefined, notifiable: undefined, worksiteId: undefined, search: undefined };
    const auth = { userId: owner.id, companyId, roles: ['PAH'], impersonatorId: null };
    const cases = {
      bare: async () =>
        keysetPage(await listIncidents(database.db, companyId, query, null, decodeCursor(cursor, 'after')), 20).items.map(presentIncidentListItem),
      ours: () => getIncidents(ctx, auth, query),
    };
    const result: Record<string, number> = {};
    for (const [name, call] of Object.entries(cases)) {
      for (let run = 0; run < 10; run++) await call();
      const before = process.cpuUsage();
      for (let run = 0; run < Number(runs); run++) await call();
      const used = process.cpuUsage(before);
      result[name] = Math.round(((used.user + used.system) / 1000 / Number(runs)) * 100) / 100;
    }
    return reply.send(result);
  });

  /** Forgets the stored incident reports, so the next export lays its report out again. */
  app.post('/bench/incident-pdf/forget', async (_request, reply) => {
    const reports = await database.db.execute<{ storage_key: string }>(
      sql`delete from files where company_id = ${companyId} and file_type = 'incident_document' returning storage_key`,
    );
    for (const report of reports.rows) await ctx.fileStorage.remove(report.storage_key);
    return reply.send({ ok: true });
  });
}
