import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.js';
import { mailTo, resetTokenIn } from '../../../test/mail.js';
import type { SmtpReceiver } from '../../../test/smtp-receiver.js';
import { startSmtpReceiver } from '../../../test/smtp-receiver.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp, TEST_PUBLIC_URL } from '../../../test/test-app.js';

/* The whole reset journey with real mail: request → SMTP → link → new password → sign in. */

let smtp: SmtpReceiver;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'HiVis <no-reply@hivis.test>' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('password reset by mail', () => {
  it('delivers the reset link over SMTP, and the link sets a new password', async () => {
    const user = await buildUser(t.db, { firstName: 'Morgan' });
    const response = await t.app.inject({ method: 'POST', url: '/api/v3/auth/reset', payload: { email: user.email } });
    expect(response.statusCode).toBe(200);
    await t.ctx.outbox.drain();

    const mail = await smtp.waitFor((received) => received.envelopeTo.includes(user.email));
    expect(mail.envelopeFrom).toBe('no-reply@hivis.test');
    expect(mail.headers.from).toContain('no-reply@hivis.test');
    expect(mail.subject).toBe('Reset your HiVis password');
    expect(mail.text).toContain('Hi Morgan,');
    expect(mail.html).toContain('Choose a new password');
    const token = resetTokenIn(mail.text, TEST_PUBLIC_URL);

    const [row] = await mailTo(t.db, user.email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row?.sentAt).toBeInstanceOf(Date);

    const newPassword = 'Mailed-Passw0rd';
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/v3/auth/reset',
      payload: { password: newPassword, confirmPassword: newPassword, resetPasswordToken: token },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/v3/auth/login', payload: { email: user.email, password: newPassword } });
    expect(login.statusCode).toBe(200);
  });

  it('sends nothing for an unknown address', async () => {
    const before = smtp.messages.length;
    const response = await t.app.inject({ method: 'POST', url: '/api/v3/auth/reset', payload: { email: 'ghost@example.test' } });
    expect(response.statusCode).toBe(200);
    await t.ctx.outbox.drain();
    expect(smtp.messages.length).toBe(before);
  });
});
