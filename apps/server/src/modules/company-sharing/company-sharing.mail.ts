import type { TCompanySharePreview } from '@hivis/contracts';
import { companyDetailsLines } from '@hivis/contracts';
import type { UserRow } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { renderMail } from '../../platform/mail/layout.js';
import type { OutgoingMail } from '../../platform/mail/outbox.js';

/** The company's details, one per line, with the sender's note first and the logo as a link. */
export function companyDetailsMail(
  ctx: AppContext,
  details: TCompanySharePreview,
  sender: Pick<UserRow, 'firstName' | 'lastName' | 'email'>,
  to: string,
  message: string | undefined,
): OutgoingMail {
  const senderName = `${sender.firstName} ${sender.lastName}`.trim() || sender.email;
  const note = message && message.trim() !== '' ? [`Message from ${senderName}: ${message.trim()}`] : [];
  return {
    to,
    ...renderMail(ctx.config.productName, {
      title: `Company details: ${details.companyName}`,
      greeting: 'Hello,',
      paragraphs: [`${senderName} of ${details.companyName} has shared the company's details with you.`, ...note, ...companyDetailsLines(details)],
      ...(details.logoUrl ? { action: { label: 'View the company logo', url: details.logoUrl } } : {}),
      footnote: `Reply to ${sender.email} with any questions about these details.${details.logoUrl ? ' The logo link works for 30 days.' : ''}`,
    }),
  };
}
