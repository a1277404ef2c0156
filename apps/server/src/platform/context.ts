import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { AccessTokens } from './auth/access-token.js';
import type { SignedLinks } from './files/signed-links.js';
import type { FileStorage } from './files/storage.js';
import type { OutboxWorker } from './mail/outbox.js';
import type { PaymentProvider } from './payments/provider.js';

/** What every service function may use. Built once in app.ts and handed to the modules. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  accessTokens: AccessTokens;
  fileStorage: FileStorage;
  signedLinks: SignedLinks;
  outbox: OutboxWorker;
  /** Null when this server takes no payments (production without a provider). */
  payments: PaymentProvider | null;
  log: FastifyBaseLogger;
};
