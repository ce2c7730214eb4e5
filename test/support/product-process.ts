import { Queue } from 'bullmq';
import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { AppConfig } from '../../src/config/app-config';
import { QueueName, redisConnectionOptions } from '../../src/queue/queues';
import { freePort } from './ports';

const ROOT = join(__dirname, '..', '..');
const MAIN = join(ROOT, 'dist', 'main.js');

/** The environment that gives a built process the same database, Redis, mail and files. */
export function productEnv(config: AppConfig): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: config.databaseUrl,
    REDIS_URL: config.redisUrl,
    REDIS_PREFIX: config.redisPrefix,
    SMTP_URL: config.smtpUrl,
    JWT_SECRET: config.jwtSecret,
    ENCRYPTION_KEY: config.encryptionKey?.toString('hex'),
    STORAGE_DIR: config.storageDir,
    AZURE_STORAGE_CONNECTION_STRING: config.azureStorage?.connectionString,
    AZURE_STORAGE_CONTAINER: config.azureStorage?.container,
    APP_URL: config.appUrl,
    LOG_LEVEL: 'warn',
  };
}

/**
 * The built product (`npm run build:api`) in a process of its own, as a deployment runs it:
 * `ROLE=api` on a free loopback port, or `ROLE=worker`. What it writes to stderr is kept, for
 * the message of a failed wait.
 */
export class ProductProcess {
  readonly logs: string[] = [];
  readonly child: ChildProcess;
  readonly url: string;

  private constructor(
    role: 'api' | 'worker',
    port: number,
    private readonly env: NodeJS.ProcessEnv,
  ) {
    if (!existsSync(MAIN))
      throw new Error('dist/main.js is missing: run `npm run build:api` first');
    this.url = `http://127.0.0.1:${port}`;
    this.child = spawn(process.execPath, [MAIN], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { PATH: process.env.PATH, ...env, ROLE: role, PORT: String(port) },
    });
    this.child.stderr?.on('data', (chunk: Buffer) => this.logs.push(chunk.toString('utf8')));
  }

  /** A worker, started without waiting: see `consuming`. */
  static worker(env: NodeJS.ProcessEnv): ProductProcess {
    return new ProductProcess('worker', 0, env);
  }

  /**
   * Waits until this worker consumes jobs: it has no port to answer on, but registers with its
   * queues in Redis (a busy machine may take many seconds to start it).
   */
  async consuming(timeoutMs = 120_000): Promise<this> {
    const queue = new Queue(QueueName.Email, {
      connection: redisConnectionOptions(this.env.REDIS_URL as string),
      prefix: `${this.env.REDIS_PREFIX}:bull`,
    });
    try {
      const deadline = Date.now() + timeoutMs;
      while ((await queue.getWorkersCount()) === 0) {
        if (!this.running || Date.now() > deadline) {
          await this.kill();
          throw new Error(`the worker did not start\n${this.logs.join('')}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      await queue.close();
    }
    return this;
  }

  /** An API instance, once it answers HTTP (migrations applied, routes up). */
  static async api(env: NodeJS.ProcessEnv, timeoutMs = 60_000): Promise<ProductProcess> {
    const instance = new ProductProcess('api', await freePort(), env);
    const deadline = Date.now() + timeoutMs;
    while (!(await instance.answers())) {
      if (!instance.running || Date.now() > deadline) {
        instance.kill();
        throw new Error(`the API instance did not start\n${instance.logs.join('')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return instance;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Ends the process (SIGKILL unless told otherwise) and waits until it is gone. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    if (!this.running) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill(signal);
    await exited;
  }

  private answers(): Promise<boolean> {
    return new Promise((resolve) => {
      const probe = request(`${this.url}/api/public/language`, (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      });
      probe.on('error', () => resolve(false));
      probe.end();
    });
  }
}
