import { withSystem } from '../tenancy/tenant.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import nodemailer from 'nodemailer';
import type { Db, Tx } from '../../db/client.js';
import type { RenderedMail } from './layout.js';
import { claimDueMail, insertMail, markMailAttemptFailed, markMailKept, markMailSent } from './outbox.queries.js';

export type OutgoingMail = RenderedMail & { to: string };

/** Queues a message inside the caller's transaction: it is sent only if the change commits. */
export async function enqueueMail(tx: Tx | Db, mail: OutgoingMail): Promise<void> {
  await insertMail(tx, mail);
}

const MAX_ATTEMPTS = 8;
const BATCH_SIZE = 10;
const POLL_MS = 2_000;

/**
 * Delivers queued mail by SMTP, or, with no SMTP_URL, keeps it for the development mailbox.
 * Rows are claimed with SKIP LOCKED so that several app instances can run the worker at once.
 */
export class OutboxWorker {
  private readonly transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    smtpUrl: string | null,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  start(): void {
    this.timer = setInterval(() => void this.drain(), POLL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    this.transport?.close();
  }

  /** Sends everything due now; concurrent calls share one run. */
  drain(): Promise<void> {
    this.running ??= this.drainBatches().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async drainBatches(): Promise<void> {
    for (;;) {
      const handled = await this.sendBatch().catch((error: unknown) => {
        this.log.error({ err: error }, 'mail outbox batch failed');
        return 0;
      });
      if (handled < BATCH_SIZE) return;
    }
  }

  private async sendBatch(): Promise<number> {
    return withSystem(this.db, async (tx) => {
      const due = await claimDueMail(tx, BATCH_SIZE);
      if (due.length === 0) return 0;
      if (!this.transport) {
        for (const mail of due) this.log.info({ to: mail.to, subject: mail.subject }, 'mail kept in the outbox (no SMTP_URL)');
        await markMailKept(
          tx,
          due.map((mail) => mail.id),
        );
        return due.length;
      }
      for (const mail of due) {
        try {
          await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
          await markMailSent(tx, mail.id, mail.attempts + 1);
        } catch (error) {
          const attempts = mail.attempts + 1;
          // Back off 30 s, 1 min, 2 min... so a down mail server is not hammered.
          const delaySeconds = 30 * 2 ** (attempts - 1);
          await markMailAttemptFailed(tx, mail.id, {
            attempts,
            lastError: error instanceof Error ? error.message : String(error),
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            delaySeconds,
          });
          this.log.warn({ err: error, to: mail.to, attempts }, 'mail delivery failed');
        }
      }
      return due.length;
    });
  }
}
