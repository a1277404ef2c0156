import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTo } from '../../../test/mail.js';
import type { SmtpReceiver } from '../../../test/smtp-receiver.js';
import { startSmtpReceiver } from '../../../test/smtp-receiver.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { withSystem } from '../tenancy/tenant.js';
import { renderMail } from './layout.js';
import { enqueueMail } from './outbox.js';

let smtp: SmtpReceiver;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  // The default app has no SMTP; siblings on the same database send through a real server or a dead port.
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function queue(to: string, title: string) {
  await withSystem(t.db, (tx) =>
    enqueueMail(tx, {
      to,
      ...renderMail('HiVis', { title, paragraphs: ['Größe & <b>tags</b> are escaped.'], action: { label: 'Open', url: 'http://hivis.test/x?a=1&b=2' } }),
    }),
  );
}

/** A port nothing listens on. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('mail outbox', () => {
  it('keeps mail for the development mailbox when no SMTP is set', async () => {
    await queue('keep@example.test', 'Kept message');
    await t.ctx.outbox.drain();
    const [row] = await mailTo(t.db, 'keep@example.test');
    expect(row).toMatchObject({ status: 'kept', subject: 'Kept message' });
  });

  it('delivers by SMTP with an HTML and a text part', async () => {
    const { ctx } = await t.sibling({ SMTP_URL: smtp.url });
    await queue('deliver@example.test', 'Délivered message');
    await ctx.outbox.drain();
    const mail = await smtp.waitFor((received) => received.envelopeTo.includes('deliver@example.test'));
    expect(mail.subject).toBe('Délivered message');
    expect(mail.text).toContain('Größe & <b>tags</b> are escaped.');
    expect(mail.text).toContain('Open: http://hivis.test/x?a=1&b=2');
    expect(mail.html).toContain('Größe &amp; &lt;b&gt;tags&lt;/b&gt; are escaped.');
    expect(mail.html).toContain('href="http://hivis.test/x?a=1&amp;b=2"');
    const [row] = await mailTo(t.db, 'deliver@example.test');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('keeps a message pending with a later retry when the mail server is down', async () => {
    const { ctx } = await t.sibling({ SMTP_URL: `smtp://127.0.0.1:${await deadPort()}` });
    await queue('retry@example.test', 'Retry message');
    const before = Date.now();
    await ctx.outbox.drain();
    const [row] = await mailTo(t.db, 'retry@example.test');
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toBeTruthy();
    // Backed off by about 30 s, so it is not picked again at once.
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(before + 20_000);
    await ctx.outbox.drain();
    expect((await mailTo(t.db, 'retry@example.test'))[0]?.attempts).toBe(1);
  });
});
