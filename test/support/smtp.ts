import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  raw: string;
}

/** An SMTP server on loopback that keeps what it receives, for tests to read codes and links. */
export class TestSmtpServer {
  readonly messages: ReceivedMail[] = [];
  /** Milliseconds the server waits before accepting a message: a slow SMTP server. */
  acceptDelayMs = 0;
  /** Messages whose data arrived but which are not accepted yet. */
  receiving = 0;
  /** While true, every message is refused with a temporary error (451): a server in trouble. */
  refusing = false;
  private readonly server: SMTPServer;
  private waiters: Array<() => void> = [];

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onMailFrom: (_address, _session, callback) =>
        callback(
          this.refusing
            ? Object.assign(new Error('Try again later'), { responseCode: 451 })
            : undefined,
        ),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.receiving++;
          setTimeout(() => {
            const to = session.envelope.rcptTo.map((address) => address.address);
            this.messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
            this.receiving--;
            this.waiters.forEach((wake) => wake());
            callback();
          }, this.acceptDelayMs);
        });
      },
    });
    // A client that hangs up in the middle of a message (a delivery timed out on a busy machine,
    // the product closing) is the product's to retry; unheard, the server's 'error' event would
    // throw in whatever test is running.
    this.server.on('error', () => undefined);
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The first message to `to` matching `filter` that arrives (or has arrived). */
  async waitFor(
    to: string,
    filter: (mail: ReceivedMail) => boolean = () => true,
    timeoutMs = 15000,
  ): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find((mail) => mail.to.includes(to) && filter(mail));
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no mail to ${to} within ${timeoutMs} ms (got ${this.messages.length})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 500));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
      this.waiters = [];
    }
  }

  to(address: string): ReceivedMail[] {
    return this.messages.filter((mail) => mail.to.includes(address));
  }

  clear(): void {
    this.messages.length = 0;
  }
}

export function codeIn(mail: ReceivedMail): string {
  const code = mail.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in mail "${mail.subject}"`);
  return code;
}

export function linkIn(mail: ReceivedMail, path: string): string {
  const link = mail.text.match(new RegExp(`https?://\\S+${path}\\S*`))?.[0];
  if (!link) throw new Error(`no ${path} link in mail "${mail.subject}"`);
  return link;
}

function parseMail(raw: string, to: string[]): ReceivedMail {
  const [head] = raw.split(/\r?\n\r?\n/);
  const headers = unfold(head);
  const parts = collectParts(raw);
  return {
    to,
    subject: decodeWords(headers.subject ?? ''),
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
    messageId: headers['message-id'] ?? '',
    raw,
  };
}

function unfold(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function collectParts(entity: string): Record<string, string> {
  const separator = entity.search(/\r?\n\r?\n/);
  const headers = unfold(entity.slice(0, separator));
  const body = entity.slice(separator).replace(/^\r?\n\r?\n/, '');
  const type = (headers['content-type'] ?? 'text/plain').split(';')[0].trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = headers['content-type'].match(/boundary="?([^";]+)"?/)?.[1] as string;
    return body
      .split(`--${boundary}`)
      .slice(1, -1)
      .reduce((found, part) => ({ ...found, ...collectParts(part.replace(/^\r?\n/, '')) }), {});
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  return { [type]: decodeBody(body, encoding) };
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function decodeQuotedPrintable(value: string): string {
  const soft = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < soft.length; index++) {
    const hex = soft.slice(index + 1, index + 3);
    if (soft[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(soft[index], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words in headers (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_match, _charset, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
