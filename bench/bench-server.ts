// The HiVis server plus "bare" routes: plain Fastify handlers doing the same database work as
// our routes, without our validation, error mapping, presenters or tenancy wrapper. Comparing the
// two in one process shows what our layers cost.
import { sql } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrateDatabase } from '../apps/server/src/db/migrate.js';
import { companies, users } from '../apps/server/src/db/schema/index.js';
import { issueRefreshToken } from '../apps/server/src/platform/auth/refresh-tokens.js';
import { verifyPassword } from '../apps/server/src/platform/auth/passwords.js';
import { seedDemo } from '../apps/server/src/seed/demo.js';
import { eq } from 'drizzle-orm';

const config = { ...loadConfig(), logLevel: 'silent' };
const database = await openDatabase(
  config.databaseUrl ? { kind: 'pg', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
);
await migrateDatabase(database);
const { app, ctx } = await buildApp(config, database);
await seedDemo(ctx);
const key = new TextEncoder().encode(config.appSecret);

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
  const [row] = await database.db.select().from(users).where(sql`lower(${users.email}) = ${body.email.toLowerCase()}`);
  if (!row || !(await verifyPassword(row.passwordHash, body.password))) return reply.code(401).send({ message: 'no' });
  const refreshToken = await database.db.transaction((tx) => issueRefreshToken(tx, { userId: row.id, impersonatorId: null, days: 30 }));
  const token = await ctx.accessTokens.sign({ userId: row.id, companyId: row.companyId, roles: row.roles, impersonatorId: null });
  return reply.send({ id: row.id, token, refreshToken });
});

await app.listen({ port: config.port, host: '127.0.0.1' });
process.send?.('ready');
