import { Agent, createServer, IncomingMessage, request, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

/**
 * A load balancer of the simplest kind, on loopback: each request goes to the next instance in
 * turn, and the answer names which one served it (`x-served-by`, the instance's index). The
 * client's address travels in `X-Forwarded-For`, as behind any proxy; a test may choose it by
 * sending the header itself.
 */
export class RoundRobinProxy {
  private server?: Server;
  private next = 0;
  private readonly agent = new Agent({ keepAlive: true });

  constructor(private readonly targets: string[]) {}

  async start(): Promise<string> {
    this.server = createServer((incoming, outgoing) => this.forward(incoming, outgoing));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.agent.destroy();
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve) ?? resolve(undefined));
  }

  private forward(incoming: IncomingMessage, outgoing: ServerResponse): void {
    const index = this.next++ % this.targets.length;
    const target = new URL(incoming.url ?? '/', this.targets[index]);
    const headers = {
      ...incoming.headers,
      host: target.host,
      'x-forwarded-for': incoming.headers['x-forwarded-for'] ?? incoming.socket.remoteAddress,
    };
    const upstream = request(
      target,
      { method: incoming.method, headers, agent: this.agent },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          'x-served-by': String(index),
        });
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'x-served-by': String(index) });
      outgoing.end();
    });
    incoming.pipe(upstream);
  }
}
