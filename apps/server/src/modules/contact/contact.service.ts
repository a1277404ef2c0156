import { productDomainOf } from '@hivis/contracts';
import type { TMessage, TPublicConfig, ZContactUsSchema } from '@hivis/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { takeRateLimit } from '../../platform/http/rate-limit.js';
import { renderMail } from '../../platform/mail/layout.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

type TContactUsMessage = z.output<typeof ZContactUsSchema>;

const WINDOW_MS = 60 * 60 * 1000;
/**
 * Messages per hour. Per sender address tight, because each message also mails that address an
 * acknowledgement; per client address looser, because an office or a site shares one address.
 */
export const CONTACT_LIMITS = { email: 3, address: 10 } as const;
export const CONTACT_TOO_MANY = 'You have sent several messages in the last hour. Please wait a while, or call or email us instead.';

/** What any visitor may know: the support contact details (contact page, footer) and the product's domain (header). */
export function getPublicConfig(ctx: AppContext): TPublicConfig {
  const { productName, supportEmail, supportPhone, supportPostalAddress, publicUrl } = ctx.config;
  return { productName, productDomain: productDomainOf(publicUrl), supportEmail, supportPhone, supportPostalAddress };
}

/**
 * Public (no sign-in). The message goes to SUPPORT_EMAIL with the sender's details, and the
 * sender gets a short acknowledgement. The outbox has no Reply-To, so the support mail names the
 * sender's address in its body. The acknowledgement repeats nothing the sender typed, so the
 * form cannot be used to send someone else a message of one's own making.
 */
export async function sendContactMessage(ctx: AppContext, input: TContactUsMessage, clientAddress: string): Promise<TMessage> {
  const { productName, supportEmail } = ctx.config;
  await withSystem(ctx.db, async (tx) => {
    await takeRateLimit(
      tx,
      [
        { key: `contact:email:${input.emailAddress}`, limit: CONTACT_LIMITS.email },
        { key: `contact:address:${clientAddress}`, limit: CONTACT_LIMITS.address },
      ],
      WINDOW_MS,
      CONTACT_TOO_MANY,
    );
    await enqueueMail(tx, {
      to: supportEmail,
      ...renderMail(productName, {
        title: `Contact us: message from ${input.fullName}`,
        paragraphs: [
          `Full name: ${input.fullName}`,
          `Contact number: ${input.contactNumber}`,
          `Email address: ${input.emailAddress}`,
          `Message: ${input.message === '' ? '(no message: please call or email back)' : input.message}`,
        ],
        footnote: `Sent from the ${productName} contact form. Reply to ${input.emailAddress}.`,
      }),
    });
    await enqueueMail(tx, {
      to: input.emailAddress,
      ...renderMail(productName, {
        title: `We have your message`,
        greeting: 'Hello,',
        paragraphs: [
          `Thanks for contacting ${productName}. Your message has reached our support team, and we will get back to you at this address or on the number you gave us.`,
        ],
        footnote: `If you did not use the ${productName} contact form, you can ignore this email.`,
      }),
    });
  });
  void ctx.outbox.drain();
  return { message: `Thanks, your message has been sent. We will reply to ${input.emailAddress}.` };
}
