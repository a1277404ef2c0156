import type { Tx } from '../../db/client.js';
import type { CompanyAuth } from '../../platform/auth/policy.js';

/**
 * A file is readable by whoever may read the record it belongs to, and only them. The account
 * holder reads every file of the company and anyone reads what they uploaded themselves; for
 * everyone else each module that attaches files says, through one of these, whether this person
 * may read the record a file is attached to (a job they are on, their own licence...).
 *
 * The modules hand theirs to the files routes (app.ts), so the files module knows no other
 * module's tables.
 */
export type FileReach = {
  /** What the files are attached to, for logs and tests. */
  attachedTo: string;
  /** True when the file belongs to one of this module's records and the person may read it. */
  mayRead: (tx: Tx, auth: CompanyAuth, fileId: string) => Promise<boolean>;
};

export async function mayReadThrough(reaches: readonly FileReach[], tx: Tx, auth: CompanyAuth, fileId: string): Promise<boolean> {
  for (const reach of reaches) {
    if (await reach.mayRead(tx, auth, fileId)) return true;
  }
  return false;
}
