import { randomBytes } from 'node:crypto';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { eq, inArray } from 'drizzle-orm';
import { v7 as commandId } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAuthUserSchema, ZFileSchema, ZTokenPairSchema } from '@hivis/contracts';
import { expectError } from '../test/assertions.js';
import { bearer, buildCompany, buildUser } from '../test/factories.js';
import { uploadFile } from '../test/files.js';
import type { Instance } from '../test/instances.js';
import { anotherInstance } from '../test/instances.js';
import { startS3Server } from '../test/s3-server.js';
import type { TestS3Server } from '../test/s3-server.js';
import { pdf } from '../test/samples.js';
import { startSmtpReceiver } from '../test/smtp-receiver.js';
import type { SmtpReceiver } from '../test/smtp-receiver.js';
import type { TestApp } from '../test/test-app.js';
import { createTestApp, testDatabaseKind } from '../test/test-app.js';
import { appliedCommands, companies, files, mailOutbox } from './db/schema/index.js';
import { closureSweeper } from './modules/account-closure/account-closure.sweeper.js';
import { supersededPaperworkPdfSweeper } from './modules/paperwork/index.js';
import { APPLIED_COMMANDS_KEPT_DAYS, appliedCommandsPruner } from './platform/commands/index.js';
import type { AppContext } from './platform/context.js';
import type { HourlyJob } from './platform/hourly-job.js';
import { enqueueMail } from './platform/mail/outbox.js';
import { withSystem } from './platform/tenancy/tenant.js';

/*
 * Two instances of the server, as behind a load balancer: one PostgreSQL database (each with its
 * own pool and its own DATA_DIR), one S3-compatible store, one SMTP server. Whatever a person
 * starts on one instance goes on on the other, and the background work both run at once (the
 * mail outbox, the hourly sweeps) is done once. PostgreSQL only: the embedded database is one
 * process's own.
 */

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

describe.runIf(testDatabaseKind() === 'pg')('two instances on one database and one object store', () => {
  let s3: TestS3Server;
  let smtp: SmtpReceiver;
  let t: TestApp;
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    s3 = await startS3Server();
    smtp = await startSmtpReceiver();
    const settings = { ...s3.settings, SMTP_URL: smtp.url };
    t = await createTestApp(settings);
    a = { app: t.app, ctx: t.ctx, close: () => t.close() };
    b = await anotherInstance(t, settings);
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
    await smtp?.close();
    await s3?.close();
  });

  it('reads on one instance a file sent to the other', async () => {
    const owner = await buildUser(t.db, { roles: ['PAH'] });
    const login = await a.app.inject({ method: 'POST', url: '/api/v3/auth/login', payload: { email: owner.email, password: owner.password } });
    const { token } = ZAuthUserSchema.parse(login.json());
    const bytes = pdf('sent to one, read from the other');
    const sent = await uploadFile({ ...t, app: a.app }, token, { fileType: 'document', filename: 'plan.pdf', data: bytes });
    expect(sent.statusCode, sent.body).toBe(201);
    const file = ZFileSchema.parse(sent.json());

    const fromB = await b.app.inject({ method: 'GET', url: file.url });
    expect(fromB.statusCode, fromB.body).toBe(200);
    expect(fromB.rawPayload).toEqual(bytes);
    expect((await b.app.inject({ method: 'GET', url: `/api/v3/files/${file.id}`, headers: bearer(token) })).statusCode).toBe(200);
  });

  it('keeps a session signed in on one instance going on the other, and its end on both', async () => {
    const person = await buildUser(t.db, { roles: ['SAH'] });
    const login = await a.app.inject({ method: 'POST', url: '/api/v3/auth/login', payload: { email: person.email, password: person.password } });
    expect(login.statusCode, login.body).toBe(200);
    const first = ZAuthUserSchema.parse(login.json());

    const refreshed = await b.app.inject({ method: 'GET', url: '/api/v3/auth/refresh', headers: bearer(first.refreshToken) });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const second = ZTokenPairSchema.parse(refreshed.json());
    expect((await a.app.inject({ method: 'GET', url: '/api/v3/auth/info', headers: bearer(second.token) })).statusCode).toBe(200);

    // The used refresh token again, on the first instance: seen as reuse, which ends the session
    // everywhere, so the second instance refuses the newer token too.
    expectError(await a.app.inject({ method: 'GET', url: '/api/v3/auth/refresh', headers: bearer(first.refreshToken) }), 401);
    expectError(await b.app.inject({ method: 'GET', url: '/api/v3/auth/refresh', headers: bearer(second.refreshToken) }), 401);
  });

  it('sends each queued mail once while both outbox workers run at once', async () => {
    const run = randomBytes(4).toString('hex');
    const recipients = Array.from({ length: 35 }, (_, i) => `person${i}.${run}@example.test`);
    for (const to of recipients) await enqueueMail(t.db, { to, subject: `Outbox ${run}`, html: '<p>Hello</p>', text: 'Hello' });

    await Promise.all([a.ctx.outbox.drain(), b.ctx.outbox.drain(), a.ctx.outbox.drain(), b.ctx.outbox.drain()]);

    const received = smtp.messages.filter((mail) => mail.subject === `Outbox ${run}`).flatMap((mail) => mail.envelopeTo);
    expect(received.sort()).toEqual([...recipients].sort());
    const rows = await withSystem(t.db, (tx) => tx.select().from(mailOutbox).where(inArray(mailOutbox.to, recipients)));
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(recipients.map(() => ['sent', 1]));
  });

  it('does each hourly sweep’s work once while both instances sweep at once', async () => {
    const now = Date.now();
    const store = (ctx: AppContext, key: string) => ctx.fileStorage.put(key, Buffer.from('%PDF-1.4 swept'));
    const inStore = (key: string) =>
      s3.client.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: key })).then(
        () => true,
        () => false,
      );

    // Closed companies past their grace period, each with a file in the store.
    const closed: Array<{ id: string; key: string }> = [];
    for (let i = 0; i < 8; i += 1) {
      const company = await buildCompany(t.db, { status: 'inactive' });
      const person = await buildUser(t.db, { company });
      const key = `${company.id}/ab/${company.id}.png`;
      await store(i % 2 ? a.ctx : b.ctx, key);
      await withSystem(t.db, async (tx) => {
        await tx
          .insert(files)
          .values({ companyId: company.id, fileType: 'company_logo', name: 'logo.png', contentType: 'image/png', size: 14, storageKey: key });
        await tx
          .update(companies)
          .set({ deletionRequestedAt: new Date(now - 31 * DAY), deletionRequestedBy: person.id, deletionDueAt: new Date(now - 1000) })
          .where(eq(companies.id, company.id));
      });
      closed.push({ id: company.id, key });
    }
    // Earlier copies of paperwork PDFs that no version points at any more, past their links' life.
    const open = await buildCompany(t.db);
    const superseded: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const key = `${open.id}/old/${i}.pdf`;
      await store(a.ctx, key);
      await withSystem(t.db, (tx) =>
        tx.insert(files).values({
          companyId: open.id,
          fileType: 'swms_document',
          name: `${i}.pdf`,
          contentType: 'application/pdf',
          size: 14,
          storageKey: key,
          createdAt: new Date(now - 3 * HOUR),
        }),
      );
      superseded.push(key);
    }
    // Answers to field actions older than any phone can send again.
    const stale = Array.from({ length: 20 }, () => ({
      companyId: open.id,
      id: commandId(),
      name: 'timesheets.clock-in',
      receivedAt: new Date(now - (APPLIED_COMMANDS_KEPT_DAYS + 1) * DAY),
    }));
    await withSystem(t.db, (tx) => tx.insert(appliedCommands).values(stale));

    const bothAtOnce = async (sweep: (ctx: AppContext) => HourlyJob) => (await Promise.all([sweep(a.ctx).run(), sweep(b.ctx).run()])) as unknown[];

    const [deletedByA, deletedByB] = (await bothAtOnce(closureSweeper)) as [string[], string[]];
    expect([...deletedByA, ...deletedByB].sort()).toEqual(closed.map((company) => company.id).sort());
    const [pdfsByA, pdfsByB] = (await bothAtOnce(supersededPaperworkPdfSweeper)) as [number, number];
    expect(pdfsByA + pdfsByB).toBe(superseded.length);
    const [prunedByA, prunedByB] = (await bothAtOnce(appliedCommandsPruner)) as [number, number];
    expect(prunedByA + prunedByB).toBe(stale.length);

    for (const key of [...closed.map((company) => company.key), ...superseded]) expect(await inStore(key)).toBe(false);
    const left = await withSystem(t.db, (tx) =>
      tx
        .select({ id: companies.id })
        .from(companies)
        .where(inArray(companies.id, [...closed.map((c) => c.id), open.id])),
    );
    expect(left.map((row) => row.id)).toEqual([open.id]);
  });
});
