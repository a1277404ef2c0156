import type { FastifyBaseLogger } from 'fastify';

export const HOURLY_MS = 60 * 60 * 1000;

/**
 * A piece of housekeeping the server process runs every hour, and once a minute after start so a
 * server restarted often still runs it. One run at a time; a failure is logged and the next
 * interval tries again. Started by main, stopped (and awaited) on shutdown.
 */
export class HourlyJob {
  private timer: NodeJS.Timeout | null = null;
  private firstRun: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly name: string,
    private readonly task: () => Promise<unknown>,
    private readonly intervalMs = HOURLY_MS,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.run(), this.intervalMs);
    this.timer.unref();
    this.firstRun = setTimeout(() => void this.run(), 60_000);
    this.firstRun.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.firstRun) clearTimeout(this.firstRun);
    this.timer = null;
    this.firstRun = null;
    await this.running;
  }

  run(): Promise<unknown> {
    this.running ??= this.task()
      .catch((error: unknown) => this.log.error({ err: error }, `${this.name} failed`))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}
