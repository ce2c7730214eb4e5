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

  /** The transaction id of the session holding the company's staff lock (a commit under way). */
  const committer = async (): Promise<string | undefined> => {
    const [row] = await t.dataSource.query(
      `SELECT a.backend_xid::text AS xid FROM pg_locks l JOIN pg_stat_activity a USING (pid)
       WHERE l.locktype = 'advisory' AND l.granted AND a.datname = current_database()
         AND a.backend_xid IS NOT NULL AND l.objid = (hashtext('employees:' || $1)::bigint & 4294967295)::oid`,
      [admin.company!.id],
    );
    return row?.xid;
  };

  /** What became of a transaction: 'in progress', 'committed' or 'aborted'. */
  const fate = async (xid: string): Promise<string> => {
    const [row] = await t.dataSource.query(
      `SELECT pg_xact_status((((pg_snapshot_xmax(pg_current_snapshot())::text::bigint >> 32) << 32)
                              | $1::bigint)::text::xid8) AS fate`,
      [xid],
    );
    return row.fate;
  };

  /**
   * An import of ROWS new people, validated by `worker` and handed to it to commit; the worker
   * is killed in the middle of its commit, and the id of the transaction it left is returned.
   */
  async function committing(worker: ChildProcess): Promise<{ id: string; xid: string }> {
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
    const xid = await until('the committing transaction', committer);
    worker.kill('SIGKILL');
    await new Promise((resolve) => worker.once('exit', resolve));
    return { id, xid };
  }

  it('rolls back with the dead worker and finishes exactly once on the next', async () => {
    const { id, xid } = await committing(startWorker());
    // PostgreSQL ends the dead worker's transaction: aborted, never committed later.
    expect(
      await until('the end of the dead transaction', async () => {
        const state = await fate(xid);
        return state === 'in progress' ? undefined : state;
      }),
    ).toBe('aborted');
    expect(await committer()).toBeUndefined();
    // Nothing of it remains, and the import still waits, with the progress it had reached.
    expect(await written()).toEqual({ employees: 0, accounts: 0, departments: 0, people: 0 });
    const midway = await view(id);
    expect(midway).toMatchObject({ status: 'committing', error: null });
    expect(midway.counts).toMatchObject({ created: 0, updated: 0, unchanged: 0 });
    expect(midway.progress).toBeGreaterThanOrEqual(30);
    expect(midway.progress).toBeLessThan(100);

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
    const { id } = await committing(startWorker({ IMPORT_MAX_STALLED: '0' }));
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

  it('stops a process whose import setting is wrong with one line naming it', async () => {
    const worker = startWorker({ IMPORT_JOB_LOCK_MS: 'soon' });
    const lines: string[] = [];
    worker.stderr?.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
    const code = await new Promise((resolve) => worker.once('exit', resolve));
    expect(code).toBe(1);
    expect(lines.join('')).toMatch(/^Configuration error: IMPORT_JOB_LOCK_MS must [^\n]+\n$/);
  });
});
