import { SMTPServer } from 'smtp-server';

/** A message as the in-process SMTP server received it, decoded enough to read. */
export interface ReceivedMail {
  /** Envelope recipients (RCPT TO). */
  to: string[];
  from: string;
  subject: string;
  /** The text/plain part (or the whole body of a single-part message). */
  text: string;
  /** The text/html part, or '' when none. */
  html: string;
  headers: Record<string, string>;
  raw: string;
}

export interface TestSmtp {
  /** For SMTP_URL: smtp://127.0.0.1:<port>. */
  url: string;
  /** Every message received so far, in order. */
  messages: ReceivedMail[];
  /** The first message (received or still to come) that matches, or a timeout error naming what arrived. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Messages to this recipient so far. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 and a random port that keeps what it receives (no TLS, any login). */
export async function startSmtpServer(): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((address) => address.address.toLowerCase());
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to: (address) => messages.filter((mail) => mail.to.includes(address.toLowerCase())),
    waitFor(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching mail within ${timeoutMs} ms; received: ${JSON.stringify(messages.map((m) => ({ to: m.to, subject: m.subject })))}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in the mail's text that starts with `prefix` (e.g. `http://sho.rt/reset-password`). */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link to ${prefix} in mail "${mail.subject}":\n${mail.text}`);
  return link;
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = part.body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return part.body;
}

/** RFC 2047 encoded words (=?utf-8?B?...?= and =?utf-8?Q?...?=) in a header. */
function decodeHeader(value: string): string {
  return value.replace(/=\?[^?]+\?([BQ])\?([^?]*)\?=\s*/gi, (_m, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
}

/** The leaf parts of a (possibly nested) multipart message. */
function leaves(part: Part): Part[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers['content-type'] ?? '')?.[1];
  if (!/^multipart\//i.test(part.headers['content-type'] ?? '') || !boundary) return [part];
  const pieces = part.body.split(`--${boundary}`).slice(1);
  return pieces.filter((piece) => !piece.startsWith('--')).flatMap((piece) => leaves(splitPart(piece.replace(/^\r?\n/, ''))));
}

function parseMail(raw: string, to: string[]): ReceivedMail {
  const message = splitPart(raw);
  const parts = leaves(message);
  const ofType = (type: string) => parts.find((part) => (part.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(type));
  const text = ofType('text/plain');
  const html = ofType('text/html');
  return {
    to,
    from: decodeHeader(message.headers.from ?? ''),
    subject: decodeHeader(message.headers.subject ?? ''),
    text: text ? decodeBody(text).replace(/\r\n/g, '\n') : '',
    html: html ? decodeBody(html) : '',
    headers: message.headers,
    raw,
  };
}
