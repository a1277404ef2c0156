import { isSendableEmail, SWMS_SEND_MAX, SWMS_SIGNING_MESSAGES } from '@hivis/contracts';

/* The Send SWMS modal's list of addresses (spec 5 "Send SWMS"), kept pure so it can be tested. */

export type TEmailListResult = { emails: string[]; error: string | null };

/** Adds the typed address: it must match the pattern and not be in the list already (any case). */
export function addEmail(emails: string[], typed: string): TEmailListResult {
  const email = typed.trim().toLowerCase();
  if (!isSendableEmail(email)) return { emails, error: SWMS_SIGNING_MESSAGES.email };
  if (emails.includes(email)) return { emails, error: SWMS_SIGNING_MESSAGES.duplicate };
  if (emails.length >= SWMS_SEND_MAX) return { emails, error: SWMS_SIGNING_MESSAGES.tooMany };
  return { emails: [...emails, email], error: null };
}

/** What Send sends: the list plus any typed text; at least one address is needed. */
export function emailsToSend(emails: string[], typed: string): TEmailListResult {
  const withTyped = typed.trim() === '' ? { emails, error: null } : addEmail(emails, typed);
  if (withTyped.error) return withTyped;
  if (withTyped.emails.length === 0) return { emails, error: SWMS_SIGNING_MESSAGES.email };
  return withTyped;
}
