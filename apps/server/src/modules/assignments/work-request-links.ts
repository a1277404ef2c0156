import type { TWorkRequest, TWorkRequestAnswer } from '@hivis/contracts';

export type Answer = 'accept' | 'decline';

/**
 * Another kind of work request answered through the same links (/work-request/{uuid}): a job
 * contracted to another company. Each answers null when the secret is not one of its own; the
 * staff request behind the secret is tried next.
 *
 * The contractors module hands it to the assignments routes (app.ts), so assignments knows no
 * contract.
 */
export type WorkRequestLinks = {
  get: (token: string) => Promise<TWorkRequest | null>;
  answer: (token: string, answer: Answer) => Promise<TWorkRequestAnswer | null>;
};
