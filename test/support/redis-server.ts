import { ChildProcess, spawn } from 'node:child_process';
import Redis from 'ioredis';
import { freePort } from './ports';

/** A Redis server of the test's own, so that it can be stopped and started again. */
export class OwnRedisServer {
  private process?: ChildProcess;
  port = 0;

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (this.process && this.process.exitCode === null && this.process.signalCode === null) return;
    this.port ||= await freePort();
    this.process = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const client = new Redis(this.url, {
      lazyConnect: true,
      retryStrategy: () => 100,
      maxRetriesPerRequest: null,
    });
    await client.connect().catch(() => undefined);
    await client.ping();
    client.disconnect();
  }

  async stop(): Promise<void> {
    const running = this.process;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  }
}
