import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  // DRIZZLE_OUT lets the migration check generate into a scratch folder.
  out: process.env.DRIZZLE_OUT ?? './drizzle',
  // Roles are cluster-wide and created by db/migrate.ts, so migrations only reference them.
  entities: { roles: { provider: '', exclude: ['hivis_app', 'hivis_connected', 'hivis_platform'] } },
});
