import { createServer } from 'node:http';
import { startSmtpReceiver } from '../../apps/server/test/smtp-receiver';

/*
 * The end-to-end run's mail server: the app sends every message over SMTP to this receiver (a
 * real SMTP conversation, as with a mail provider), and tests read what arrived over HTTP:
 * GET /messages?to=&take= answers { items, total }, newest first, in the dev mailbox's shape.
 */
const smtpPort = Number(process.env.E2E_SMTP_PORT);
const httpPort = Number(process.env.E2E_MAIL_HTTP_PORT);
if (!smtpPort || !httpPort) throw new Error('E2E_SMTP_PORT and E2E_MAIL_HTTP_PORT must be set');

const receiver = await startSmtpReceiver({ port: smtpPort });
const receivedAt: Date[] = [];

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${httpPort}`);
  if (url.pathname === '/health') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  if (url.pathname !== '/messages') {
    response.writeHead(404).end();
    return;
  }
  // Arrival times are noted when first seen, so 'newest first' holds between polls.
  while (receivedAt.length < receiver.messages.length) receivedAt.push(new Date());
  const to = url.searchParams.get('to')?.toLowerCase();
  const take = Number(url.searchParams.get('take') ?? 20);
  const all = receiver.messages
    .map((mail, index) => ({
      id: `mail-${index}`,
      to: mail.envelopeTo.join(', '),
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      createdAt: (receivedAt[index] ?? new Date()).toISOString(),
    }))
    .filter((mail) => !to || mail.to.toLowerCase().split(', ').includes(to))
    .reverse();
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ items: all.slice(0, take), total: all.length }));
});
http.listen(httpPort, '127.0.0.1');

const stop = () => {
  http.close();
  void receiver.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
