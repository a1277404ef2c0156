import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/*
 * A real SMTP server on 127.0.0.1 (random port) that keeps what it receives. The outbox worker
 * talks to it over TCP exactly as it would to a mail provider. The parser below understands what
 * nodemailer sends (headers, multipart/alternative, quoted-printable, base64, encoded words):
 * enough for tests, so no mail-parsing dependency is needed.
 */

export type ReceivedMail = {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
};

export type SmtpReceiver = {
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message that matches, waiting up to timeoutMs for it. */
  waitFor: (match: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

/** Listens on a random port unless one is given (the end-to-end run needs to know it in advance). */
export async function startSmtpReceiver(options: { port?: number } = {}): Promise<SmtpReceiver> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        messages.push({ ...parseMail(raw), raw, envelopeFrom, envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  const waitFor = async (match: (mail: ReceivedMail) => boolean, timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching mail within ${timeoutMs} ms (received ${messages.length})`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Part = { headers: Record<string, string>; body: string };

function splitHeaders(raw: string): Part {
  const at = raw.indexOf('\r\n\r\n');
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at + 4);
  const headers: Record<string, string> = {};
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

/** RFC 2047 encoded words, as used for non-ASCII subjects. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQbq])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function leafParts(part: Part): Part[] {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leafParts(splitHeaders(section.replace(/^\r\n/, '').replace(/\r\n$/, ''))));
}

export function parseMail(raw: string): Omit<ReceivedMail, 'envelopeFrom' | 'envelopeTo' | 'raw'> {
  const message = splitHeaders(raw);
  let text = '';
  let html = '';
  for (const part of leafParts(message)) {
    const type = (part.headers['content-type'] ?? 'text/plain').toLowerCase();
    if (type.startsWith('text/plain') && !text) text = decodeBody(part);
    else if (type.startsWith('text/html') && !html) html = decodeBody(part);
  }
  return { headers: message.headers, subject: decodeEncodedWords(message.headers.subject ?? ''), text, html };
}
