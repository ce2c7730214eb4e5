import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';

export interface ReceivedSms {
  to: string;
  text: string;
}

/** A loopback SMS gateway: receives the product's `{to, text}` posts. */
export class TestSmsGateway {
  readonly messages: ReceivedSms[] = [];
  private readonly server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      this.messages.push(JSON.parse(body) as ReceivedSms);
      response.writeHead(202).end();
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/sms`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  async waitFor(to: string, timeoutMs = 15000): Promise<ReceivedSms> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = this.messages.find((message) => message.to === to);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no SMS to ${to} within ${timeoutMs} ms`);
  }
}
