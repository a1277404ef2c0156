import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openAppDatabase } from './prepare-database.js';
import { users } from '../db/schema/index.js';
import { withSystem } from '../platform/tenancy/tenant.js';
import { DEMO_ACCOUNTS, seedDemo } from './demo.js';
import { seedVolumeJobs } from './volume-jobs.js';

/**
 * npm run seed:demo: adds the demo data to the configured database (skipped if it is there).
 * npm run seed:demo -- --jobs 100000: also adds that many jobs to the demo company, to try the
 * lists and the benchmarks at the size of a large contractor.
 */
const { values } = parseArgs({ options: { jobs: { type: 'string' } } });
const jobCount = values.jobs === undefined ? 0 : Number(values.jobs);
if (!Number.isInteger(jobCount) || jobCount < 0 || jobCount > 5_000_000) {
  console.error('--jobs takes a whole number of jobs, up to 5 000 000.');
  process.exit(1);
}

const config = { ...loadConfig(), logLevel: 'warn' };
const database = await openAppDatabase(config);
const { ctx } = await buildApp(config, database);
await seedDemo(ctx);
if (jobCount > 0) {
  await withSystem(ctx.db, async (tx) => {
    const [owner] = await tx
      .select({ companyId: users.companyId })
      .from(users)
      .where(sql`lower(${users.email}) = ${DEMO_ACCOUNTS.owner}`);
    if (!owner?.companyId) throw new Error('the demo company is missing');
    await seedVolumeJobs(tx, owner.companyId, jobCount);
  });
  console.log(`Added ${jobCount} jobs to the demo company.`);
}
await ctx.outbox.drain();
await database.close();
console.log('Demo data is in place. Accounts and password are listed in the README.');
