/** What the answers page hands the success page: which audit to follow in the device outbox. */
export type TLinkAuditSent = { responseId: string; templateName: string };

export function linkAuditSentOf(state: unknown): TLinkAuditSent | null {
  if (typeof state !== 'object' || state === null) return null;
  const { responseId, templateName } = state as Record<string, unknown>;
  return typeof responseId === 'string' && typeof templateName === 'string' ? { responseId, templateName } : null;
}
