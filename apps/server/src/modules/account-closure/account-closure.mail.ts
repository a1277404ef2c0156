import type { CompanyRow, UserRow } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { renderMail } from '../../platform/mail/layout.js';
import type { OutgoingMail } from '../../platform/mail/outbox.js';
import { formatDay } from './closure-dates.js';

const fullName = (user: Pick<UserRow, 'firstName' | 'lastName' | 'email'>) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/** Told to each account holder: the account is closed, when its data goes, and how to keep it. */
export function closedMail(ctx: AppContext, company: CompanyRow, requester: UserRow, recipient: UserRow): OutgoingMail {
  const { productName, publicUrl } = ctx.config;
  const due = company.deletionDueAt ? formatDay(company.deletionDueAt, company.timeZone) : '';
  const byYou = recipient.id === requester.id;
  return {
    to: recipient.email,
    ...renderMail(productName, {
      title: `${company.name}: your ${productName} account is closed`,
      greeting: `Hi ${recipient.firstName || 'there'},`,
      paragraphs: [
        byYou
          ? `You closed the ${productName} account of ${company.name}. Everyone in the company has been signed out, and billing has stopped.`
          : `${fullName(requester)} closed the ${productName} account of ${company.name}. Everyone in the company has been signed out, and billing has stopped.`,
        `All of the company's data (people, jobs, documents and files) will be deleted for good on ${due}.`,
        `Changed your mind? Until then, an account holder can sign in and choose 'Keep my account'. Everything comes back as it was.`,
      ],
      action: { label: 'Keep my account', url: `${publicUrl}/delete-account` },
      footnote: `If you did not expect this, sign in and keep the account, then change your password, or contact ${ctx.config.supportEmail}.`,
    }),
  };
}

export function keptMail(ctx: AppContext, company: CompanyRow, keeper: UserRow): OutgoingMail {
  const { productName, publicUrl } = ctx.config;
  return {
    to: keeper.email,
    ...renderMail(productName, {
      title: `${company.name}: your ${productName} account is open again`,
      greeting: `Hi ${keeper.firstName || 'there'},`,
      paragraphs: [`You kept the ${productName} account of ${company.name}. Nothing will be deleted, and the people of the company can sign in again.`],
      action: { label: `Sign in to ${productName}`, url: `${publicUrl}/auth/login` },
    }),
  };
}
