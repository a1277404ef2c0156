import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { seedDemo } from './demo.js';

/** npm run seed:demo: adds the demo data to the configured database (skipped if it is there). */
const config = { ...loadConfig(), logLevel: 'warn' };
const database = await openDatabase(
  config.databaseUrl ? { kind: 'pg', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
);
await migrateDatabase(database);
const { ctx } = await buildApp(config, database);
await seedDemo(ctx);
await ctx.outbox.drain();
await database.close();
console.log('Demo data is in place. Accounts and password are listed in the README.');
