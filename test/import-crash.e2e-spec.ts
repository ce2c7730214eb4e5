import * as XLSX from '@e965/xlsx';
import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { makeCpf } from './support/factories';
import { signedInWithCompany, SignedIn } from './support/session';
import { startTestApp, TestApp } from './support/test-app';
import { bearer } from './support/tokens';

const ROOT = join(__dirname, '..');
const MAIN = join(ROOT, 'dist', 'main.js');
const ROWS = 400;

/**
 * A worker killed (SIGKILL) in the middle of a commit leaves nothing half-imported, and the job,
 * taken over by another worker once its lock expires, imports every row exactly once. The
 * workers are the built product in processes of their own; this process only serves the API.
 */
// Whole imports per test, on a machine that may be busy: more than the suite's default.
jest.setTimeout(240_000);

describe('import commit survives a killed worker', () => {
  let t: TestApp;
  let admin: SignedIn;
  const workers: ChildProcess[] = [];
  const logs: string[] = [];

  beforeAll(async () => {
    if (!existsSync(MAIN))
      throw new Error('dist/main.js is missing: run `npm run build:api` first');
    t = await startTestApp({ ROLE: 'api' });
    admin = await signedInWithCompany(t, 'admin');
  });
  afterAll(async () => {
    for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGKILL');
    await t.close();
  });

  function startWorker(extra: NodeJS.ProcessEnv = {}): ChildProcess {
    const worker = spawn(process.execPath, [MAIN], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        ROLE: 'worker',
        DATABASE_URL: t.config.databaseUrl,
        REDIS_URL: t.config.redisUrl,
        REDIS_PREFIX: t.config.redisPrefix,
        SMTP_URL: t.config.smtpUrl,
        JWT_SECRET: t.config.jwtSecret,
        STORAGE_DIR: t.config.storageDir,
        LOG_LEVEL: 'warn',
        IMPORT_JOB_LOCK_MS: '2000',
        IMPORT_STALLED_INTERVAL_MS: '1000',
        IMPORT_COMMIT_BATCH_ROWS: '40',
        IMPORT_TEST_COMMIT_PAUSE_MS: '400',
        ...extra,
      },
    });
    worker.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString('utf8')));
    workers.push(worker);
    return worker;
  }

  const view = async (id: string) =>
    (await t.http.get(`/api/admin/employee/import/${id}`).set(bearer(admin.token)).expect(200))
      .body;

  async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 90000) {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const found = await probe();
      if (found !== undefined) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`timed out waiting for ${what}\n${logs.join('')}`);
  }

  const written = async () => {
    const [row] = await t.dataSource.query(
      `SELECT (SELECT count(*) FROM employee WHERE company_id = $1)::int AS employees,
              (SELECT count(*) FROM account WHERE company_id = $1 AND 'user' = ANY (roles))::int AS accounts,
              (SELECT count(*) FROM department WHERE company_id = $1)::int AS departments,
              (SELECT count(DISTINCT cpf) FROM employee WHERE company_id = $1)::int AS people`,
      [admin.company!.id],
    );
    return row as { employees: number; accounts: number; departments: number; people: number };
  };

  /** An import of ROWS new people, validated by `worker` and handed to it to commit. */
  async function committing(worker: ChildProcess): Promise<string> {
    const cpfs = new Set<string>();
    while (cpfs.size < ROWS) cpfs.add(makeCpf());
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Nome', 'CPF', 'Departamento'],
      ...[...cpfs].map((cpf, index) => [`Pessoa ${index + 1}`, cpf, `Área ${index % 7}`]),
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Pessoas');
    const content = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;

    const { id } = (
      await t.http
        .post('/api/admin/employee/import')
        .set(bearer(admin.token))
        .attach('file', content, 'pessoas.xlsx')
        .expect(202)
    ).body;
    const parsed = await until('parsing', async () => {
      const current = await view(id);
      return current.status === 'awaiting-association' ? current : undefined;
    });
    await t.http
      .put(`/api/admin/employee/import/${id}/association`)
      .set(bearer(admin.token))
      .send({ mapping: parsed.suggestedMapping })
      .expect(200);
    await until('validation', async () => ((await view(id)).status === 'ready' ? true : undefined));
    await t.http
      .post(`/api/admin/employee/import/${id}/commit`)
      .set(bearer(admin.token))
      .expect(202);

    // Several batches in, the transaction holds hundreds of uncommitted rows: kill the worker.
    await until('commit progress', async () => {
      const current = await view(id);
      return current.status === 'committing' && current.progress >= 30 ? true : undefined;
    });
    worker.kill('SIGKILL');
    await new Promise((resolve) => worker.once('exit', resolve));
    return id;
  }

  it('rolls back with the dead worker and finishes exactly once on the next', async () => {
    const id = await committing(startWorker());
    const midway = await view(id);
    expect(midway.status).toBe('committing');
    // Nothing of the dead transaction is visible: no employee, account or department.
    await until(
      'the rollback',
      async () => {
        const state = await written();
        return state.employees + state.accounts + state.departments === 0 ? state : undefined;
      },
      5000,
    );

    startWorker();
    const done = await until(
      'the retried commit',
      async () => {
        const current = await view(id);
        return ['done', 'failed'].includes(current.status) ? current : undefined;
      },
      120000,
    );
    expect(done).toMatchObject({
      status: 'done',
      progress: 100,
      counts: { created: ROWS, updated: 0, unchanged: 0, rejected: 0 },
    });
    expect(await written()).toEqual({
      employees: ROWS,
      accounts: ROWS,
      departments: 7,
      people: ROWS,
    });
  });

  it('marks the import failed, with its reason, when it may not be taken over again', async () => {
    for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGKILL');
    const before = await written();
    // An import killed mid-commit by workers that allow no takeover.
    const id = await committing(startWorker({ IMPORT_MAX_STALLED: '0' }));
    startWorker({ IMPORT_MAX_STALLED: '0' });
    const failed = await until('the failure', async () => {
      const current = await view(id);
      return current.status === 'failed' ? current : undefined;
    });
    expect(failed.error).toBe(
      'O processamento foi interrompido várias vezes. Envie a planilha novamente.',
    );
    expect(await written()).toEqual(before);
  });
});
