import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { mailTo } from '../../../test/mail.js';
import type { SmtpReceiver } from '../../../test/smtp-receiver.js';
import { startSmtpReceiver } from '../../../test/smtp-receiver.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { CONTACT_LIMITS, CONTACT_TOO_MANY } from './contact.service.js';

/* POST /api/v3/mail/contact-us and GET /api/v3/config/public: public, no token needed. */

const SUPPORT = 'help-desk@hivis.test';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: SUPPORT, SUPPORT_PHONE: '07 3000 0000', SUPPORT_POSTAL_ADDRESS: 'PO Box 9, Alderley QLD 4051' });
});
afterAll(async () => {
  await t?.close();
});

let sender = 0;
/** A new sender address and client address per test, so the limits of one test do not touch another. */
const fresh = () => {
  sender += 1;
  return { email: `sender${sender}@example.test`, ip: `10.0.0.${sender}` };
};
const message = (emailAddress: string) => ({
  fullName: 'Pat Tradie',
  contactNumber: '0400 123 456',
  emailAddress,
  message: 'How do I add a second supervisor?',
});

describe('GET /api/v3/config/public', () => {
  it('answers the configured support details without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v3/config/public' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      productName: 'HiVis',
      productDomain: 'hivis.test',
      supportEmail: SUPPORT,
      supportPhone: '07 3000 0000',
      supportPostalAddress: 'PO Box 9, Alderley QLD 4051',
    });
  });

  it('names no domain when the public address is the machine’s own (localhost or an IP address)', async () => {
    for (const PUBLIC_URL of ['http://localhost:3999', 'http://127.0.0.1:3999']) {
      const { app } = await t.sibling({ PUBLIC_URL });
      const response = await app.inject({ method: 'GET', url: '/api/v3/config/public' });
      expect(response.json<{ productDomain: string | null }>().productDomain, PUBLIC_URL).toBeNull();
    }
  });
});

describe('POST /api/v3/mail/contact-us', () => {
  it('queues the message for support and an acknowledgement for the sender', async () => {
    const { email, ip } = fresh();
    const response = await t.app.inject({ method: 'POST', url: '/api/v3/mail/contact-us', remoteAddress: ip, payload: message(email.toUpperCase()) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: `Thanks, your message has been sent. We will reply to ${email}.` });

    const [toSupport] = await mailTo(t.db, SUPPORT);
    expect(toSupport?.subject).toBe('Contact us: message from Pat Tradie');
    for (const part of [
      'Full name: Pat Tradie',
      'Contact number: 0400 123 456',
      `Email address: ${email}`,
      'How do I add a second supervisor?',
      `Reply to ${email}`,
    ]) {
      expect(toSupport?.text).toContain(part);
    }
    const toSender = await mailTo(t.db, email);
    expect(toSender).toHaveLength(1);
    expect(toSender[0]?.subject).toBe('We have your message');
    // The acknowledgement repeats nothing the sender typed.
    expect(toSender[0]?.text).not.toContain('second supervisor');
    expect(toSender[0]?.html).not.toContain('Pat Tradie');
  });

  it('takes a message without the optional text', async () => {
    const { email, ip } = fresh();
    const { message: _omitted, ...body } = message(email);
    const response = await t.app.inject({ method: 'POST', url: '/api/v3/mail/contact-us', remoteAddress: ip, payload: body });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('answers 400 with a message per field and queues nothing', async () => {
    const { ip } = fresh();
    const before = (await mailTo(t.db, SUPPORT)).length;
    const empty = await t.app.inject({ method: 'POST', url: '/api/v3/mail/contact-us', remoteAddress: ip, payload: {} });
    expectFieldErrors(empty, {
      fullName: 'Full name is required.',
      contactNumber: 'Contact number is required.',
      emailAddress: 'Email address is required.',
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v3/mail/contact-us',
      remoteAddress: ip,
      payload: { fullName: 'Pat', contactNumber: '1234 567', emailAddress: 'pat@', message: 'x'.repeat(2001) },
    });
    expectFieldErrors(bad, {
      contactNumber: 'Contact number must have at least 8 digits.',
      emailAddress: 'Please enter valid Email address.',
      message: 'Message must be at most 2000 characters.',
    });
    expect(await mailTo(t.db, SUPPORT)).toHaveLength(before);
  });

  it(`refuses a sender address after ${CONTACT_LIMITS.email} messages an hour, with Retry-After`, async () => {
    const { email } = fresh();
    for (let index = 0; index < CONTACT_LIMITS.email; index += 1) {
      // Different client addresses: the per-sender limit alone applies.
      const response = await t.app.inject({ method: 'POST', url: '/api/v3/mail/contact-us', remoteAddress: `10.1.0.${index}`, payload: message(email) });
      expect(response.statusCode, response.body).toBe(200);
    }
    const refused = await t.app.inject({ method: 'POST', url: '/api/v3/mail/contact-us', remoteAddress: '10.1.0.99', payload: message(email) });
    expect(expectError(refused, 429).message).toBe(CONTACT_TOO_MANY);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // The refused message was not queued.
    expect(await mailTo(t.db, email)).toHaveLength(CONTACT_LIMITS.email);
  });

  it(`refuses a client address after ${CONTACT_LIMITS.address} messages an hour, whoever sends them`, async () => {
    const ip = '10.2.0.1';
    for (let index = 0; index < CONTACT_LIMITS.address; index += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v3/mail/contact-us',
        remoteAddress: ip,
        payload: message(`office${index}@example.test`),
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const refused = await t.app.inject({ method: 'POST', url: '/api/v3/mail/contact-us', remoteAddress: ip, payload: message('office-last@example.test') });
    expectError(refused, 429);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v3/mail/contact-us',
      remoteAddress: '10.2.0.2',
      payload: message('office-last@example.test'),
    });
    expect(other.statusCode, other.body).toBe(200);
  });
});

describe('contact mail over SMTP', () => {
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it('delivers the message to support and the acknowledgement to the sender', async () => {
    const mailer = await t.sibling({ SMTP_URL: smtp.url, SUPPORT_EMAIL: SUPPORT });
    const { email, ip } = fresh();
    const response = await mailer.app.inject({ method: 'POST', url: '/api/v3/mail/contact-us', remoteAddress: ip, payload: message(email) });
    expect(response.statusCode, response.body).toBe(200);
    await mailer.ctx.outbox.drain();

    const toSupport = await smtp.waitFor((mail) => mail.envelopeTo.includes(SUPPORT) && mail.text.includes(email));
    expect(toSupport.subject).toBe('Contact us: message from Pat Tradie');
    expect(toSupport.text).toContain('How do I add a second supervisor?');
    const ack = await smtp.waitFor((mail) => mail.envelopeTo.includes(email));
    expect(ack.subject).toBe('We have your message');
  });
});
