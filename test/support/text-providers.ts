import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

export interface ProviderRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface ScriptedAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * A provider's API on loopback (Twilio, the WhatsApp Cloud API, an SMS gateway): it records
 * every request, checks it with `accept` (a refusal answers 400 and fails the test that reads
 * `refused`), and answers the next scripted answer, else `success`.
 */
export class LoopbackProvider {
  readonly requests: ProviderRequest[] = [];
  readonly refused: string[] = [];
  readonly script: ScriptedAnswer[] = [];
  private readonly server: Server;

  constructor(
    private readonly success: (request: ProviderRequest) => ScriptedAnswer,
    private readonly accept: (request: ProviderRequest) => string | null = () => null,
  ) {
    this.server = createServer((request, response) => this.answer(request, response));
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Waits for the `count`th request that `match` picks. */
  async waitFor(
    match: (request: ProviderRequest) => boolean,
    count = 1,
    timeoutMs = 20_000,
  ): Promise<ProviderRequest[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.requests.filter(match);
      if (found.length >= count) return found;
      if (Date.now() > deadline) throw new Error(`${found.length} of ${count} requests arrived`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  private answer(request: IncomingMessage, response: ServerResponse): void {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const received = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body,
      };
      this.requests.push(received);
      const refusal = this.accept(received);
      if (refusal) this.refused.push(refusal);
      const answer = refusal
        ? { status: 400, body: { refusal } }
        : (this.script.shift() ?? this.success(received));
      response.writeHead(answer.status, {
        'content-type': 'application/json',
        ...answer.headers,
      });
      response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  }
}

/** A form body as Twilio reads it. */
export const formOf = (request: ProviderRequest) => new URLSearchParams(request.body);

/** Twilio's Messages API as documented: basic auth, form fields, 201 with the message SID. */
export function twilioApi(accountSid: string, authToken: string): LoopbackProvider {
  const path = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
  const basic = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return new LoopbackProvider(
    () => ({
      status: 201,
      body: { sid: `SM${Math.random().toString(16).slice(2).padEnd(32, '0')}`, status: 'queued' },
    }),
    (request) => {
      if (request.path !== path || request.method !== 'POST') return `path ${request.path}`;
      if (request.headers.authorization !== basic) return 'basic auth';
      if (request.headers['content-type'] !== 'application/x-www-form-urlencoded') return 'form';
      const form = formOf(request);
      if (!form.get('To') || !form.get('From') || !(form.get('Body') || form.get('ContentSid')))
        return 'To, From and Body or ContentSid';
      return null;
    },
  );
}

/** The WhatsApp Cloud API as documented: bearer token, a JSON template message. */
export function cloudApi(phoneNumberId: string, accessToken: string): LoopbackProvider {
  return new LoopbackProvider(
    () => ({
      status: 200,
      body: { messaging_product: 'whatsapp', messages: [{ id: `wamid.${Date.now()}` }] },
    }),
    (request) => {
      if (request.path !== `/v23.0/${phoneNumberId}/messages`) return `path ${request.path}`;
      if (request.headers.authorization !== `Bearer ${accessToken}`) return 'bearer';
      const body = JSON.parse(request.body);
      if (body.messaging_product !== 'whatsapp' || body.type !== 'template') return 'template';
      if (!/^\d+$/.test(body.to)) return 'to as digits';
      if (!body.template?.name || !body.template?.language?.code) return 'name and language';
      return null;
    },
  );
}
