import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OwnPostgresServer } from './support/postgres-server';
import { ProductProcess } from './support/product-process';
import { TestSmtpServer } from './support/smtp';

jest.setTimeout(240_000);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An orchestrator restarts instances whenever it likes, PostgreSQL's restarts included: an API
 * instance and a worker started while the database is away wait for it and come up with it,
 * instead of exiting.
 */
describe('starting while the database is away', () => {
  const postgres = new OwnPostgresServer();
  const smtp = new TestSmtpServer();
  const processes: ProductProcess[] = [];
  let storageDir: string;

  afterAll(async () => {
    await Promise.all(processes.map((instance) => instance.kill()));
    await smtp.stop();
    await postgres.remove();
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });

  it('waits for PostgreSQL, then serves and consumes', async () => {
    await postgres.start();
    await postgres.stop();
    storageDir = await mkdtemp(join(tmpdir(), 'startup-'));
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: `${postgres.url}/diversitera`,
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `startup-${randomBytes(4).toString('hex')}`,
      SMTP_URL: await smtp.start(),
      JWT_SECRET: randomBytes(32).toString('hex'),
      STORAGE_DIR: storageDir,
      LOG_LEVEL: 'warn',
    };
    const worker = ProductProcess.worker(env);
    processes.push(worker);
    const api = ProductProcess.api(env, 180_000);
    // A busy machine takes seconds to start Node: wait for the worker's second try, not a time.
    while ((worker.logs.join('').match(/database unreachable/g) ?? []).length < 2) {
      expect(worker.running).toBe(true);
      await pause(200);
    }

    await postgres.start();
    processes.push(await api);
    await worker.consuming();
    const answer = await fetch(`${(await api).url}/api/public/language`);
    expect(answer.status).toBe(200);
  });
});
