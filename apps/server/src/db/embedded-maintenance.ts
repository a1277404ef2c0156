import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './client.js';

export const MAINTENANCE_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * VACUUM ANALYZE of the embedded database, which has no autovacuum: without it the planner never
 * learns how many rows a table holds (it guesses a few hundred for 100 000 jobs), dead row
 * versions left by updates are never reclaimed, and without a visibility map no count can be
 * answered from an index alone. With 100 000 jobs it takes about 2 s, during which the single
 * embedded connection waits; hence every six hours, not more often. PostgreSQL does this itself.
 */
export class EmbeddedMaintenance {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs = MAINTENANCE_INTERVAL_MS,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.run(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One run at a time; a failure is logged and the next interval tries again. */
  run(): Promise<unknown> {
    this.running ??= this.db
      .execute(sql`vacuum analyze`)
      .catch((error: unknown) => this.log.error({ err: error }, 'embedded database maintenance failed'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}
