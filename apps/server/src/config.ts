import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PRODUCT_NAME_DEFAULT } from '@hivis/contracts';

/** The only place that reads process.env. Every setting is listed in .env.example. */
const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  MIGRATION_DATABASE_URL: z.string().optional(),
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters.').optional(),
  PUBLIC_URL: z.string().url().optional(),
  PRODUCT_NAME: z.string().default(PRODUCT_NAME_DEFAULT),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('HiVis <no-reply@hivis.test>'),
  SUPPORT_EMAIL: z.string().default('support@hivis.test'),
  SUPPORT_PHONE: z.string().default('1300 448 447'),
  SUPPORT_POSTAL_ADDRESS: z.string().default('PO Box 123, Alderley QLD 4051'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  LEGAL_DIR: z.string().optional(),
  TRUST_PROXY: z.string().default('false'),
  PAYMENTS_TEST_MODE: z.enum(['true', 'false']).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_URL: z.union([z.literal(''), z.url()]).optional(),
  ACCESS_TOKEN_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  REFRESH_TOKEN_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  ACCOUNT_DELETION_GRACE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters.').optional(),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
  S3_ENDPOINT: z.union([z.literal(''), z.url()]).optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '']).optional(),
  SENTRY_DSN: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'SENTRY_DSN must be the http(s) address Sentry gives a project.' })]).optional(),
  SENTRY_ENVIRONMENT: z.string().max(60).optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** The owner role's connection, for migrations (docs/operations.md): DATABASE_URL when not set. */
  migrationDatabaseUrl: string | null;
  appSecret: string;
  publicUrl: string;
  productName: string;
  seedDemo: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  supportEmail: string;
  /** Shown on the contact page and in the footer. */
  supportPhone: string;
  supportPostalAddress: string;
  logLevel: string;
  webDist: string | null;
  /** Folder of the privacy policy and terms PDFs, rendered by the server build from docs/legal. */
  legalDir: string;
  accessTokenMinutes: number;
  refreshTokenDays: number;
  /** Days between an owner closing the account and its data being deleted; the account can be kept meanwhile. */
  accountDeletionGraceDays: number;
  /** Fastify's trustProxy: whose X-Forwarded-For decides the client address (sign-in throttling). */
  trustProxy: boolean | string;
  /** /dev/mailbox shows kept mail: only outside production and only when no SMTP server sends it. */
  devMailbox: boolean;
  /** The built-in test-mode checkout, where no money moves: on by default outside production only. */
  paymentsTestMode: boolean;
  /** Stripe takes the payments when its secret key is set (docs/payments.md); null otherwise. */
  stripe: StripeConfig | null;
  /** The bearer token that reads /metrics from elsewhere than this machine; null: this machine only. */
  metricsToken: string | null;
  /** How long a stopping server lets the requests in flight finish before it closes their connections. */
  shutdownGraceSeconds: number;
  /** Files go to this S3-compatible store when S3_BUCKET is set; null: DATA_DIR/files on local disk. */
  s3: S3Config | null;
  /**
   * Where browsers send their error reports besides the server (SENTRY_DSN; docs/operations.md):
   * Sentry's address for the project, and the environment it files them under. Null: the server only.
   */
  errorService: { dsn: string; environment: string } | null;
};

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  /** Another API host for the SDK (the tests' local Stripe stand-in); null: Stripe itself. */
  apiUrl: string | null;
};

/** A secret key without the webhook secret would take money and never hear about it: refuse to start. */
function stripeConfig(env: { STRIPE_SECRET_KEY?: string; STRIPE_WEBHOOK_SECRET?: string; STRIPE_API_URL?: string }): StripeConfig | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() ?? '';
  if (secretKey === '') return null;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() ?? '';
  if (webhookSecret === '') {
    throw new Error(
      'Invalid settings: STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set (the signing secret of the webhook endpoint /api/v4/payments/webhook/stripe; see docs/payments.md).',
    );
  }
  return { secretKey, webhookSecret, apiUrl: env.STRIPE_API_URL ? env.STRIPE_API_URL : null };
}

/** How to reach the object store that holds the files (platform/files/s3-storage.ts). */
export type S3Config = {
  /** Another store than Amazon S3 (MinIO, R2, Spaces, a test server); null: Amazon S3 in `region`. */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** null: the SDK's own chain (an instance or task role on AWS). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** The bucket in the path (endpoint/bucket/key) rather than in the host name; self-hosted stores want it. */
  forcePathStyle: boolean;
};

type S3Env = Partial<Record<'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE', string>>;

/**
 * A bucket without what it takes to reach it would fail at the first upload: refuse to start.
 * Keys may be left out only on Amazon S3 itself (no endpoint), where a role can stand in for them.
 */
function s3Config(env: S3Env): S3Config | null {
  const value = (name: keyof S3Env) => env[name]?.trim() ?? '';
  const bucket = value('S3_BUCKET');
  if (bucket === '') return null;
  const endpoint = value('S3_ENDPOINT') || null;
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  const missing = [
    ...(value('S3_REGION') === '' ? ['S3_REGION'] : []),
    ...(accessKeyId === '' && (endpoint !== null || secretAccessKey !== '') ? ['S3_ACCESS_KEY_ID'] : []),
    ...(secretAccessKey === '' && (endpoint !== null || accessKeyId !== '') ? ['S3_SECRET_ACCESS_KEY'] : []),
  ];
  if (missing.length > 0) {
    throw new Error(
      `Invalid settings: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} required when S3_BUCKET is set (files are kept in that object store; see .env.example).`,
    );
  }
  return {
    endpoint,
    bucket,
    region: value('S3_REGION'),
    credentials: accessKeyId === '' ? null : { accessKeyId, secretAccessKey },
    // Self-hosted stores seldom have a host name per bucket; Amazon S3 prefers one.
    forcePathStyle: value('S3_FORCE_PATH_STYLE') === '' ? endpoint !== null : value('S3_FORCE_PATH_STYLE') === 'true',
  };
}

function parseTrustProxy(value: string): boolean | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}

/**
 * The apps/server folder. This code runs from src/ in development, bundled into dist/ in
 * production and into other bundles (benchmarks), so the folder is found, not assumed.
 */
export const serverRoot = locateServerRoot(import.meta.dirname);

function locateServerRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    for (const candidate of [dir, path.join(dir, 'apps/server')]) {
      const manifest = path.join(candidate, 'package.json');
      if (existsSync(manifest) && readFileSync(manifest, 'utf8').includes('"name": "@hivis/server"')) return candidate;
    }
    if (path.dirname(dir) === dir) throw new Error(`Cannot find apps/server above ${start}`);
  }
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid settings: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const databaseUrl = env.DATABASE_URL && env.DATABASE_URL !== '' ? env.DATABASE_URL : null;
  const defaultWebDist = path.resolve(serverRoot, '../web/dist');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl,
    migrationDatabaseUrl: databaseUrl && env.MIGRATION_DATABASE_URL ? env.MIGRATION_DATABASE_URL : databaseUrl,
    appSecret: env.APP_SECRET ?? readOrCreateSecret(dataDir),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    productName: env.PRODUCT_NAME,
    // The embedded database is for trying HiVis out, so it starts with demo data; a server does not.
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : databaseUrl === null,
    smtpUrl: env.SMTP_URL && env.SMTP_URL !== '' ? env.SMTP_URL : null,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    supportPhone: env.SUPPORT_PHONE,
    supportPostalAddress: env.SUPPORT_POSTAL_ADDRESS,
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST ?? (existsSync(defaultWebDist) ? defaultWebDist : null),
    legalDir: path.resolve(env.LEGAL_DIR ?? path.join(serverRoot, 'dist/legal')),
    accessTokenMinutes: env.ACCESS_TOKEN_MINUTES,
    refreshTokenDays: env.REFRESH_TOKEN_DAYS,
    accountDeletionGraceDays: env.ACCOUNT_DELETION_GRACE_DAYS,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    paymentsTestMode: env.PAYMENTS_TEST_MODE ? env.PAYMENTS_TEST_MODE === 'true' : env.NODE_ENV !== 'production',
    devMailbox: env.NODE_ENV !== 'production' && !(env.SMTP_URL && env.SMTP_URL !== ''),
    stripe: stripeConfig(env),
    metricsToken: env.METRICS_TOKEN ?? null,
    shutdownGraceSeconds: env.SHUTDOWN_GRACE_SECONDS,
    s3: s3Config(env),
    errorService: env.SENTRY_DSN ? { dsn: env.SENTRY_DSN, environment: env.SENTRY_ENVIRONMENT || env.NODE_ENV } : null,
  };
}

/** Without APP_SECRET, a random secret is made once and kept in DATA_DIR so tokens survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
