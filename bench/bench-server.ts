// The HiVis server plus "bare" routes: plain Fastify handlers doing the same database work as
// our routes, without our validation, error mapping, presenters or tenancy wrapper. Comparing the
// two in one process shows what our layers cost.
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import type { Database } from '../apps/server/src/db/client.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { prepareDatabase } from '../apps/server/src/seed/prepare-database.js';
import { keepWallKey, wallKeyFor } from '../apps/server/src/platform/tenancy/database-wall.js';
import { companies, jobs, users } from '../apps/server/src/db/schema/index.js';
import { issueRefreshToken } from '../apps/server/src/platform/auth/refresh-tokens.js';
import { verifyPassword } from '../apps/server/src/platform/auth/passwords.js';
import { encodeJobCursor } from '../apps/server/src/modules/jobs/jobs-cursor.js';
import { listCompanyJobs } from '../apps/server/src/modules/jobs/jobs.queries.js';
import { presentJobListItem } from '../apps/server/src/modules/jobs/jobs.presenter.js';
import { DEMO_ACCOUNTS, seedDemo } from '../apps/server/src/seed/demo.js';
import { seedVolumeJobs } from '../apps/server/src/seed/volume-jobs.js';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { swms, swmsTemplates } from '../apps/server/src/db/schema/index.js';
import { insertFile } from '../apps/server/src/modules/files/files.queries.js';
import { completeContent, templatePdf } from '../apps/server/test/sample-swms.js';
import { withTenant } from '../apps/server/src/platform/tenancy/tenant.js';
import { listCompanySwmsPage } from '../apps/server/src/modules/swms/swms-company-list.queries.js';
import { auditTemplates, auditTemplateVersions } from '../apps/server/src/db/schema/index.js';
import { listResponses } from '../apps/server/src/modules/audits/audit-responses.queries.js';
import { presentResponseSummary } from '../apps/server/src/modules/audits/audit-responses.presenter.js';
import { DEMO_DAILY_CHECK } from '../apps/server/src/seed/demo-audits.js';
import { benchIncidents } from './bench-incidents.js';

/**
 * On a PostgreSQL server our routes run as production runs them: as a login role that is not a
 * superuser and owns nothing, behind row-level security (docs/operations.md). The embedded database
 * has one session, its superuser's, for both (as in production: seed/prepare-database.ts).
 */
const BENCH_LOGIN_ROLE = 'hivis_bench_app';

async function appDatabase(): Promise<Database> {
  if (!config.databaseUrl) {
    keepWallKey(database.db, wallKey);
    return database;
  }
  const url = new URL(config.databaseUrl);
  url.username = BENCH_LOGIN_ROLE;
  url.password = '';
  const login = await openDatabase({ kind: 'pg', url: url.toString() });
  keepWallKey(login.db, wallKey);
  return login;
}

const config = { ...loadConfig(), logLevel: 'silent' };
const wallKey = wallKeyFor(config.appSecret);
/** The bare routes' connection: the owner's (a superuser here), which row-level security lets by. */
const database = await openDatabase(config.databaseUrl ? { kind: 'pg', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir });
if (config.databaseUrl) {
  await database.db.execute(
    sql.raw(`DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${BENCH_LOGIN_ROLE}') THEN
        CREATE ROLE ${BENCH_LOGIN_ROLE} LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEROLE NOCREATEDB;
      END IF;
    END $$;`),
  );
}
await prepareDatabase(database, wallKey, config.databaseUrl ? { appLogin: BENCH_LOGIN_ROLE } : {});
const { app, ctx } = await buildApp(config, await appDatabase());
await seedDemo(ctx);
const [owner] = await database.db
  .select()
  .from(users)
  .where(sql`lower(${users.email}) = ${DEMO_ACCOUNTS.owner}`);
const companyId = owner?.companyId;
if (!companyId) throw new Error('bench: the demo company is missing');
// The jobs list is measured in a company the size of a large contractor (BENCH_JOBS, once per database).
const jobCount = Number(process.env.BENCH_JOBS ?? 0);
const [{ existing } = { existing: 0 }] = await database.db.select({ existing: sql<number>`count(*)::int` }).from(jobs);
if (jobCount > 0 && existing < jobCount) await database.db.transaction((tx) => seedVolumeJobs(tx, companyId, jobCount));
const key = new TextEncoder().encode(config.appSecret);

/**
 * What every signed-in request of ours reads besides its own work: the account as it is now
 * (platform/auth/current-account.ts), so a change of role or a deactivation takes effect at once.
 * The bare routes read it too, as a plain select, since any app that honours such changes does.
 */
async function readAccount(token: string): Promise<void> {
  const { payload } = await jwtVerify(token, key);
  await database.db
    .select({ roles: users.roles, companyId: users.companyId, status: users.status })
    .from(users)
    .where(eq(users.id, String(payload.sub)));
}

app.get('/bench/bare/info', async (request, reply) => {
  const token = (request.headers.authorization ?? '').slice(7);
  const { payload } = await jwtVerify(token, key);
  const [row] = await database.db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, String(payload.sub)));
  return reply.send({ id: row?.user.id, email: row?.user.email, roles: row?.user.roles, company: row?.company?.name });
});

app.post('/bench/bare/login', async (request, reply) => {
  const body = request.body as { email: string; password: string };
  const [row] = await database.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${body.email.toLowerCase()}`);
  if (!row || !(await verifyPassword(row.passwordHash, body.password))) return reply.code(401).send({ message: 'no' });
  const refreshToken = await database.db.transaction((tx) => issueRefreshToken(tx, { userId: row.id, impersonatorId: null, days: 30 }));
  const token = await ctx.accessTokens.sign({ userId: row.id, companyId: row.companyId, roles: row.roles, impersonatorId: null });
  return reply.send({ id: row.id, token, refreshToken });
});

/** Where the deep page starts: the cursor the list hands out after 4 999 pages of 20. */
app.get('/bench/deep-cursor', async (_request, reply) => {
  const [row] = await database.db
    .select({ at: sql<string>`${jobs.createdAt}::text`, id: jobs.id })
    .from(jobs)
    .where(eq(jobs.companyId, companyId))
    .orderBy(sql`${jobs.createdAt} desc nulls last`, sql`${jobs.id} desc nulls last`)
    .offset(Math.max(0, jobCount - 21))
    .limit(1);
  return reply.send({ after: row ? encodeJobCursor(row) : null });
});

/**
 * The jobs list's own queries, straight on the pool, after the account read: no validation,
 * tenancy transaction or response schema. It answers the same items as our route, so both send
 * the same bytes.
 */
app.get('/bench/bare/jobs', async (request, reply) => {
  await readAccount((request.headers.authorization ?? '').slice(7));
  const { after } = request.query as { after?: string };
  const cursor = after ? (Buffer.from(after, 'base64url').toString('utf8').split('|') as [string, string]) : null;
  const query = { page: 1, take: 20, search: undefined, after: undefined, projectId: undefined, worksiteId: undefined, status: undefined };
  const { rows, total } = await listCompanyJobs(database.db, companyId, query, cursor ? { at: cursor[0], id: cursor[1] } : null);
  return reply.send({ items: rows.map(presentJobListItem), total });
});

/**
 * SWMS generation: a draft of the demo company with 20 library activities and a 10-page template
 * PDF merged after the generated pages (its first page hidden), ready for POST .../generate.
 */
app.post('/bench/swms/setup', async (_request, reply) => {
  const [job] = await database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.companyId, companyId)).limit(1);
  if (!job || !owner) throw new Error('bench: no demo job');
  const bytes = await templatePdf(10);
  const fileId = randomUUID();
  const storageKey = `${companyId}/bench/${fileId}.pdf`;
  await ctx.fileStorage.put(storageKey, bytes);
  const swmsId = await withTenant(database.db, companyId, async (tx) => {
    await insertFile(tx, {
      id: fileId,
      companyId,
      fileType: 'swms_template_pdf',
      name: 'bench.pdf',
      contentType: 'application/pdf',
      size: bytes.length,
      storageKey,
    });
    const [template] = await tx
      .insert(swmsTemplates)
      .values({ companyId, name: 'Bench template', fileId, hidePages: [1] })
      .returning();
    const [row] = await tx
      .insert(swms)
      .values({
        companyId,
        jobId: job.id,
        title: 'Bench SWMS',
        step: 'sds_msds',
        content: completeContent(20),
        templateId: template?.id ?? null,
        createdBy: owner.id,
      })
      .returning();
    return row?.id;
  });
  return reply.send({ swmsId });
});

/** Marks the SWMS edited, so the next generate issues (and renders) a new version. */
app.post('/bench/swms/:id/edit', async (request, reply) => {
  const { id } = request.params as { id: string };
  await database.db.update(swms).set({ editedSinceIssue: true }).where(eq(swms.id, id));
  return reply.send({ ok: true });
});

/**
 * The company SWMS list at volume: tops the demo company up to `count` SWMS (POST
 * /bench/swms-list/seed {count}), four to a job, in set-based SQL rather than through the API so
 * 20 000 take seconds. Every other SWMS is issued with two sign-ons, some later than its last save
 * (so the order by last activity differs from the order by save); the demo supervisor is on one
 * job in 25, for the staff view of the list.
 */
app.post('/bench/swms-list/seed', async (request, reply) => {
  const { count } = request.body as { count: number };
  const supervisor = await database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_ACCOUNTS.supervisor}`);
  const supervisorId = supervisor[0]?.id;
  if (!supervisorId || !owner) throw new Error('bench: the demo supervisor is missing');
  const started = performance.now();
  await database.db.transaction(async (tx) => {
    const [bench] = await tx
      .execute<{ project_id: string; worksite_id: string }>(
        sql`select p.id as project_id, p.worksite_id from projects p where p.company_id = ${companyId} and p.project_number = 'SWMS-BENCH'`,
      )
      .then((result) => result.rows);
    let projectId = bench?.project_id;
    let worksiteId = bench?.worksite_id;
    if (!projectId || !worksiteId) {
      const [site] = await tx
        .execute<{ id: string }>(
          sql`insert into worksites (company_id, name, address) values (${companyId}, 'SWMS bench site', ${JSON.stringify({ country: 'Australia', state: 'Queensland', suburb: 'Coorparoo', postCode: '4151' })}::jsonb) returning id`,
        )
        .then((result) => result.rows);
      const [project] = await tx
        .execute<{ id: string }>(
          sql`insert into projects (company_id, worksite_id, name, project_number) values (${companyId}, ${site?.id}, 'SWMS bench project', 'SWMS-BENCH') returning id`,
        )
        .then((result) => result.rows);
      projectId = project?.id;
      worksiteId = site?.id;
      await tx.execute(
        sql`insert into files (company_id, file_type, name, content_type, size, storage_key) values (${companyId}, 'swms_signature_photo', 'bench-signature.png', 'image/png', 100, ${`${companyId}/bench/signature.png`})`,
      );
    }
    const [{ existing } = { existing: 0 }] = await tx
      .execute<{ existing: number }>(sql`select count(*)::int as existing from swms s join jobs j on j.id = s.job_id where j.project_id = ${projectId}`)
      .then((result) => result.rows);
    if (existing >= count) return;
    // Jobs 1 … ceil(existing / 4) are there already.
    const jobsFrom = Math.ceil(existing / 4) + 1;
    const jobsNeeded = Math.ceil(count / 4);
    await tx.execute(sql`
      insert into jobs (company_id, project_id, worksite_id, title, job_number, status)
      select ${companyId}, ${projectId}, ${worksiteId}, 'Bench job ' || r, 'SW-' || lpad(r::text, 6, '0'), 'IN_PROGRESS'
      from generate_series(${jobsFrom}::int, ${jobsNeeded}::int) as r`);
    await tx.execute(sql`
      insert into job_assignments (company_id, job_id, user_id, status)
      select ${companyId}, j.id, ${supervisorId}, 'accepted' from jobs j
      where j.project_id = ${projectId} and j.job_number like 'SW-%' and substr(j.job_number, 4)::int % 25 = 0
      on conflict do nothing`);
    // SWMS n belongs to job ceil(n / 4); saved n × 5 minutes before yesterday, newest first.
    await tx.execute(sql`
      insert into swms (company_id, job_id, title, status, step, content, current_version, edited_since_issue, created_by, created_at, updated_at)
      select ${companyId}, j.id, 'SWMS – Bench job ' || ((n + 3) / 4) || ' part ' || (1 + n % 4),
             case when n % 2 = 0 then 'issued' else 'draft' end, 'sds_msds', '{}'::jsonb,
             case when n % 2 = 0 then 1 else 0 end, n % 6 = 0, ${owner.id},
             now() - interval '1 day' - n * interval '5 minutes', now() - interval '1 day' - n * interval '5 minutes'
      from generate_series(${existing + 1}::int, ${count}::int) as n
      join jobs j on j.project_id = ${projectId} and j.job_number = 'SW-' || lpad(((n + 3) / 4)::text, 6, '0')`);
    await tx.execute(sql`
      insert into paperwork_sign_ons (company_id, kind, record_id, version, signer_name, file_id, details, signed_at)
      select s.company_id, 'swms', s.id, 1, 'Bench signer ' || k, f.id, '{"preStartTalk":"attended"}'::jsonb, s.updated_at + (k * ((s.spread % 9) + 1)) * interval '50 minutes'
      from (select sw.*, abs(hashtext(sw.id::text)) as spread from swms sw
            join jobs j on j.id = sw.job_id
            where j.project_id = ${projectId} and sw.current_version = 1
              and not exists (select 1 from paperwork_sign_ons x where x.kind = 'swms' and x.record_id = sw.id)) s
      cross join generate_series(1, 2) as k
      join files f on f.storage_key = ${`${companyId}/bench/signature.png`}`);
  });
  // Statistics and the visibility map, as autovacuum (PostgreSQL) or the embedded database's
  // maintenance would leave them.
  for (const table of ['swms', 'paperwork_sign_ons', 'jobs', 'job_assignments']) await database.db.execute(sql.raw(`vacuum analyze ${table}`));
  return reply.send({ count, seconds: (performance.now() - started) / 1000 });
});

/**
 * The list's own queries, `runs` times in one tenant transaction each, timed as this process's CPU
 * time (the embedded database runs in it): on a 2-core machine shared with other work, wall-clock
 * figures swing with the neighbours, CPU time much less. In ms a call, for the account holder
 * (page 1, page 1 of issued) and for the demo supervisor.
 */
app.get('/bench/swms-list/cpu', async (request, reply) => {
  const runs = Number((request.query as { runs?: string }).runs ?? 50);
  const [supervisor] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_ACCOUNTS.supervisor}`);
  const query = { page: 1, take: 10, search: undefined, status: undefined };
  const cases = {
    owner: { scope: { companyId, onlyJobsOfUserId: null }, query },
    issued: { scope: { companyId, onlyJobsOfUserId: null }, query: { ...query, status: 'issued' as const } },
    supervisor: { scope: { companyId, onlyJobsOfUserId: supervisor?.id ?? null }, query },
  };
  const result: Record<string, number> = {};
  for (const [name, { scope, query: asked }] of Object.entries(cases)) {
    await withTenant(database.db, companyId, (tx) => listCompanySwmsPage(tx, scope, asked));
    const before = process.cpuUsage();
    for (let run = 0; run < runs; run++) await withTenant(database.db, companyId, (tx) => listCompanySwmsPage(tx, scope, asked));
    const used = process.cpuUsage(before);
    result[name] = Math.round(((used.user + used.system) / 1000 / runs) * 100) / 100;
  }
  return reply.send(result);
});

/**
 * What the server's memory is made of, for BENCH_VERBOSE, in MiB: V8's heap (in use, and taken
 * from the system), memory outside it (Buffers and other ArrayBuffers), and the embedded
 * database's WebAssembly memory: its size, and how much of it is resident (the pages PostgreSQL
 * has touched; read from /proc/self/smaps, Linux only, as the mapping of exactly that size).
 */
const pglite = database.kind === 'pglite' ? (database.db as unknown as { $client: PGlite }).$client : null;

/** The resident KiB of the process's memory mapping of exactly `kib` KiB, if there is one. */
function residentKiBOfMappingSized(kib: number): number | null {
  const lines = readFileSync('/proc/self/smaps', 'utf8').split('\n');
  const kibOf = (line: string | undefined) => Number(/^\w+:\s+(\d+) kB$/.exec(line ?? '')?.[1] ?? NaN);
  const sizeAt = lines.findIndex((line) => line.startsWith('Size:') && kibOf(line) === kib);
  if (sizeAt < 0) return null;
  return kibOf(lines.slice(sizeAt).find((line) => line.startsWith('Rss:')));
}

/**
 * Submitted audits at volume: tops the demo company up to `count` audits of its daily balcony
 * check (POST /bench/audit-responses/seed {count}), in set-based SQL: one a day-ish apart, every
 * fifth failed, submitted by the owner and the supervisor in turn.
 */
app.post('/bench/audit-responses/seed', async (request, reply) => {
  const { count } = request.body as { count: number };
  const [template] = await database.db
    .select({ id: auditTemplates.id, versionId: auditTemplateVersions.id })
    .from(auditTemplates)
    .innerJoin(auditTemplateVersions, eq(auditTemplateVersions.templateId, auditTemplates.id))
    .where(sql`${auditTemplates.companyId} = ${companyId} and ${auditTemplates.name} = ${DEMO_DAILY_CHECK} and ${auditTemplateVersions.version} = 1`);
  const people = await database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.companyId} = ${companyId} and lower(${users.email}) in (${DEMO_ACCOUNTS.owner}, ${DEMO_ACCOUNTS.supervisor})`);
  if (!template || people.length < 2) throw new Error('bench: the demo daily check or its people are missing');
  const [{ existing } = { existing: 0 }] = await database.db
    .execute<{ existing: number }>(sql`select count(*)::int as existing from audit_responses where company_id = ${companyId}`)
    .then((result) => result.rows);
  const started = performance.now();
  if (existing < count) {
    await database.db.execute(sql`
      insert into audit_responses (company_id, template_id, template_version_id, version, submitted_by, started_at, submitted_at,
        answers, notes, evidence, score, max_score, percentage, failed, failed_question_ids, section_scores)
      select ${companyId}, ${template.id}, ${template.versionId}, 1,
        (case when r % 2 = 0 then ${people[0]?.id} else ${people[1]?.id} end)::uuid,
        now() - (r || ' hours')::interval - interval '10 minutes', now() - (r || ' hours')::interval,
        '{"daily-balustrade": "yes"}'::jsonb, '{}'::jsonb, '{}'::jsonb,
        (case when r % 5 = 0 then 0 else 2 end), 2, (case when r % 5 = 0 then 0 else 100 end), r % 5 = 0,
        (case when r % 5 = 0 then array['daily-balustrade'] else array[]::text[] end), '[]'::jsonb
      from generate_series(${existing + 1}::int, ${count}::int) as r`);
    await database.db.execute(sql`analyze audit_responses`);
  }
  return reply.send({ count, added: Math.max(0, count - existing), seconds: (performance.now() - started) / 1000 });
});

/** Forgets the stored audit reports, so the next export lays its report out again. */
app.post('/bench/audit-pdf/forget', async (_request, reply) => {
  const reports = await database.db.execute<{ storage_key: string }>(
    sql`delete from files where company_id = ${companyId} and file_type = 'audit_document' returning storage_key`,
  );
  for (const report of reports.rows) await ctx.fileStorage.remove(report.storage_key);
  return reply.send({ ok: true });
});

/** The submitted audits list's own query, straight on the pool after the account read, as ours answers it. */
app.get('/bench/bare/audit-responses', async (request, reply) => {
  await readAccount((request.headers.authorization ?? '').slice(7));
  const page = Number((request.query as { page?: string }).page ?? 1);
  const query = { page, take: 10, all: true, order: 'newest' as const };
  const { rows, total } = await listResponses(database.db, companyId, query, { submittedBy: null, timeZone: 'Australia/Brisbane' });
  return reply.send({ items: rows.map(presentResponseSummary), total, page, take: 10 });
});

benchIncidents(app, { database, ctx, companyId, readAccount });

app.get('/bench/memory', async (_request, reply) => {
  const mib = (bytes: number) => Math.round(bytes / 1048576);
  const usage = process.memoryUsage();
  const wasmBytes = pglite?.Module.wasmMemory.buffer.byteLength ?? 0;
  const wasmResidentKiB = wasmBytes > 0 ? residentKiBOfMappingSized(wasmBytes / 1024) : null;
  return reply.send({
    heapUsed: mib(usage.heapUsed),
    heapTotal: mib(usage.heapTotal),
    external: mib(usage.external),
    arrayBuffers: mib(usage.arrayBuffers),
    wasm: mib(wasmBytes),
    wasmResident: wasmResidentKiB === null ? null : mib(wasmResidentKiB * 1024),
  });
});

await app.listen({ port: config.port, host: '127.0.0.1' });
process.send?.('ready');
