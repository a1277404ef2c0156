import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { checkDatabaseWall } from './platform/tenancy/wall-check.js';
import { openAppDatabase } from './seed/prepare-database.js';
import { EmbeddedMaintenance } from './db/embedded-maintenance.js';
import { seedDemoIfEmpty } from './seed/demo.js';
import { closureSweeper } from './modules/account-closure/account-closure.sweeper.js';
import { supersededPaperworkPdfSweeper } from './modules/paperwork/index.js';
import { appliedCommandsPruner } from './platform/commands/index.js';
import { assignmentReminders } from './modules/audits/assignments/assignment-reminders.js';

/** Start: settings → database (migrated by its owner, then the app's own role; refused in production if that role could pass by row-level security) → demo data on an empty embedded database → HTTP. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openAppDatabase(config);
  const { app, ctx } = await buildApp(config, database);
  await checkDatabaseWall(ctx.db, config, app.log);
  if (config.seedDemo) {
    const seeded = await seedDemoIfEmpty(ctx);
    if (seeded) app.log.info('demo data added: see the README for the demo accounts');
  }
  ctx.outbox.start();
  // Deletes the data of closed accounts once their grace period is over (hourly).
  const closedAccounts = closureSweeper(ctx);
  closedAccounts.start();
  // Deletes the earlier copies of paperwork PDFs (SWMS...) that later sign-ons replaced (hourly).
  const pdfSweeper = supersededPaperworkPdfSweeper(ctx);
  pdfSweeper.start();
  // Forgets the answers of field actions once no phone can send a copy any more (hourly).
  const commandsPruner = appliedCommandsPruner(ctx);
  commandsPruner.start();
  // Mails the reminders of assigned audits, before they are due and once overdue (hourly).
  const auditReminders = assignmentReminders(ctx);
  auditReminders.start();
  // The embedded database has no autovacuum (PostgreSQL has its own).
  const maintenance = database.kind === 'pglite' ? new EmbeddedMaintenance(ctx.db, app.log) : null;
  maintenance?.start();

  // A stop (a release rolling out, the machine going down): no new requests (Fastify answers 503
  // and /ready fails), the ones in flight finish within the grace time, then the workers stop
  // between two pieces of work and the database closes cleanly.
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'stopping: finishing the requests in flight');
    // A kept-alive connection whose request finishes after the stop began would otherwise stay
    // open until the client lets go of it: closed as soon as it is idle.
    const idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
    const forced = setTimeout(() => {
      app.log.warn(`requests still open after ${config.shutdownGraceSeconds} s: closing their connections`);
      app.server.closeAllConnections();
    }, config.shutdownGraceSeconds * 1000);
    await app.close();
    clearTimeout(forced);
    clearInterval(idleSweep);
    await ctx.outbox.stop();
    await closedAccounts.stop();
    await pdfSweeper.stop();
    await commandsPruner.stop();
    await auditReminders.stop();
    await maintenance?.stop();
    await database.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${config.productName} is running on ${config.publicUrl} (database: ${database.kind === 'pg' ? 'PostgreSQL' : `embedded, ${config.dataDir}`})`);
  if (config.devMailbox) {
    app.log.info(
      `Mail is kept, not sent (no SMTP_URL): read it at ${config.publicUrl}/dev/mailbox from this machine only (elsewhere, /api/dev/mailbox as a HiVis administrator)`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
