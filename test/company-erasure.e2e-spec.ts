import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { FileStorage } from '../src/common/storage/storage';
import { COMPANY_TABLES } from '../src/retention/company-erasure.repository';
import { CompanyErasureService } from '../src/retention/company-erasure.service';
import { CONSENT_VERSION } from '../src/survey/survey-view';
import { createAccount } from './support/factories';
import { logoPng, PNG_1x1 } from './support/files';
import { signedInWithCompany, signIn, SignedIn } from './support/session';
import {
  answerByInvitation,
  buildQuestionnaire,
  createEmployee,
  sentSurvey,
} from './support/survey-data';
import { startTestApp, TestApp } from './support/test-app';
import { bearer } from './support/tokens';

interface Held {
  accounts: string[];
  surveys: string[];
  imports: string[];
  participations: string[];
  responses: string[];
  employees: string[];
  files: string[];
}

/**
 * The owner's erasure of a whole company: scheduled with a grace period, withdrawn within it,
 * then done by the worker's service. Two companies hold the same kinds of rows and files (an
 * import, a question image, a logo, a report export, identified and anonymous answers, a
 * person's request, sign-in codes); afterwards no table holds a row of the erased one, directly
 * or through its surveys, accounts, imports, participations or responses, and no file of it is
 * left in storage, while the other company reads as it did.
 */
describe('company erasure', () => {
  let t: TestApp;
  let owner: string;
  let a: SignedIn;
  let b: SignedIn;
  let heldByA: Held;
  let heldByB: Held;

  const as = (token: string) => bearer(token);
  const erasure = (companyId: string) => `/api/super/company/${companyId}/erasure`;
  const spreadsheet = () => readFileSync(join(__dirname, 'fixtures', 'employees.xlsx'));
  const ids = async (sql: string, params: unknown[]) =>
    ((await t.dataSource.query(sql, params)) as Array<{ id: string }>).map((row) => row.id);

  /** What a company holds, built through the API as its administrator and its people would. */
  async function populate(admin: SignedIn): Promise<void> {
    const companyId = admin.company!.id;
    const storage = t.app.get(FileStorage);
    const logoKey = `logos/${companyId}/logo.png`;
    await storage.put(logoKey, logoPng());
    await t.dataSource.query('UPDATE company SET logo_key = $1 WHERE id = $2', [
      logoKey,
      companyId,
    ]);
    await t.http
      .post('/api/admin/company/contact')
      .set(as(admin.token))
      .send({ name: 'Contato', email: `contato.${companyId.slice(0, 8)}@example.com` })
      .expect(201);
    await t.http
      .post('/api/admin/employee/import')
      .set(as(admin.token))
      .attach('file', spreadsheet(), 'employees.xlsx')
      .expect(202);
    const person = await createEmployee(t.dataSource, companyId);
    const questionnaire = await buildQuestionnaire(t, admin.token);
    await t.http
      .post(`/api/admin/questionnaire/${questionnaire.id}/question/${questionnaire.remote}/image`)
      .set(as(admin.token))
      .attach('image', PNG_1x1, 'remoto.png')
      .expect(201);
    const answers = {
      [questionnaire.race]: { optionKeys: ['parda'] },
      [questionnaire.remote]: { optionKeys: ['no'] },
      [questionnaire.belonging]: { optionKeys: ['4'] },
    };
    const consent = { given: true, version: CONSENT_VERSION };
    const identified = await sentSurvey(t, admin.token, {
      name: 'Identificada',
      questionnaireId: questionnaire.id,
      anonymous: false,
    });
    const anonymous = await sentSurvey(t, admin.token, {
      name: 'Anônima',
      questionnaireId: questionnaire.id,
      anonymous: true,
    });
    const session = await signIn(t, { email: person.email } as never, 'user');
    await t.http
      .post(`/api/survey/${identified}/submit`)
      .set(as(session))
      .send({ answers, consent })
      .expect(201);
    await answerByInvitation(t, anonymous, person.email, answers);
    await t.http
      .post('/api/user/privacy/request')
      .set(as(session))
      .send({ kind: 'statement' })
      .expect(201);
    const queued = await t.http
      .get(`/api/admin/survey/${identified}/export`)
      .query({ format: 'xlsx', async: 'true' })
      .set(as(admin.token))
      .expect(202);
    for (let attempt = 0; attempt < 100; attempt++) {
      const [row] = await t.dataSource.query('SELECT status FROM report_export WHERE id = $1', [
        queued.body.exportId,
      ]);
      if (row.status === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function held(companyId: string): Promise<Held> {
    const surveys = await ids('SELECT id FROM survey WHERE company_id = $1', [companyId]);
    return {
      accounts: await ids('SELECT id FROM account WHERE company_id = $1', [companyId]),
      surveys,
      imports: await ids('SELECT id FROM employee_import WHERE company_id = $1', [companyId]),
      participations: await ids('SELECT id FROM survey_participation WHERE company_id = $1', [
        companyId,
      ]),
      responses: await ids('SELECT id FROM survey_response WHERE company_id = $1', [companyId]),
      employees: await ids('SELECT id FROM employee WHERE company_id = $1', [companyId]),
      files: await storedFiles(companyId),
    };
  }

  /** Files the company's rows point at, read back from the store (parsed imports included). */
  async function storedFiles(companyId: string): Promise<string[]> {
    const files = await ids(
      `SELECT logo_key AS id FROM company WHERE id = $1 AND logo_key IS NOT NULL
       UNION SELECT image_key FROM questionnaire_question WHERE company_id = $1 AND image_key IS NOT NULL
       UNION SELECT file_key FROM employee_import WHERE company_id = $1
       UNION SELECT file_key FROM report_export WHERE company_id = $1 AND file_key IS NOT NULL`,
      [companyId],
    );
    return files.sort();
  }

  /** Every file in the store's folder, by key. */
  async function everyFile(): Promise<string[]> {
    const root = t.config.storageDir;
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)))
      .sort();
  }

  /** Rows of every table reached by the company's id or by one of the ids it held. */
  async function rowsOf(companyId: string, holding: Held): Promise<Record<string, number>> {
    const columns: Array<{ table: string; column: string }> = await t.dataSource.query(
      `SELECT table_name AS table, column_name AS column FROM information_schema.columns
       WHERE table_schema = 'public' AND column_name = ANY ($1::text[])`,
      [
        [
          'company_id',
          'account_id',
          'actor_account_id',
          'survey_id',
          'import_id',
          'participation_id',
          'response_id',
          'employee_id',
        ],
      ],
    );
    const idsBy: Record<string, string[]> = {
      company_id: [companyId],
      account_id: holding.accounts,
      actor_account_id: holding.accounts,
      survey_id: holding.surveys,
      import_id: holding.imports,
      participation_id: holding.participations,
      response_id: holding.responses,
      employee_id: holding.employees,
    };
    const found: Record<string, number> = {};
    for (const { table, column } of columns) {
      const [row] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM ${table} WHERE ${column}::text = ANY ($1::text[])`,
        [idsBy[column]],
      );
      found[`${table}.${column}`] = row.n;
    }
    const [company] = await t.dataSource.query(
      'SELECT count(*)::int AS n FROM company WHERE id = $1',
      [companyId],
    );
    found['company.id'] = company.n;
    return found;
  }

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signIn(t, await createAccount(t.dataSource, { roles: ['super'] }), 'super');
    a = await signedInWithCompany(t, 'admin');
    b = await signedInWithCompany(t, 'admin');
    await populate(a);
    await populate(b);
    heldByA = await held(a.company!.id);
    heldByB = await held(b.company!.id);
  });
  afterAll(() => t.close());

  it('knows every table that holds a company’s rows', async () => {
    const tables = await ids(
      `SELECT table_name AS id FROM information_schema.columns
       WHERE table_schema = 'public' AND column_name = 'company_id'`,
      [],
    );
    expect([...COMPANY_TABLES].sort()).toEqual(tables.sort());
  });

  it('schedules the erasure after the grace period, withdrawable until then; audited', async () => {
    const companyId = a.company!.id;
    const scheduled = await t.http.post(erasure(companyId)).set(as(owner)).expect(200);
    const due = new Date(scheduled.body.dueAt).getTime();
    expect(Math.abs(due - (Date.now() + 30 * 864e5))).toBeLessThan(60_000);
    // Asking again keeps the first date.
    const again = await t.http.post(erasure(companyId)).set(as(owner)).expect(200);
    expect(again.body.dueAt).toBe(scheduled.body.dueAt);

    const cancelled = await t.http.delete(erasure(companyId)).set(as(owner)).expect(200);
    expect(cancelled.body).toEqual({ companyId, dueAt: null, requestedAt: null });
    await t.http.delete(erasure(companyId)).set(as(owner)).expect(409);
    const actions = (
      await t.http
        .get('/api/super/audit')
        .query({ companyId, action: 'company.erasure-cancelled' })
        .set(as(owner))
        .expect(200)
    ).body.items;
    expect(actions).toHaveLength(1);

    // Nothing is erased before its date.
    await t.http.post(erasure(companyId)).set(as(owner)).expect(200);
    expect(await t.app.get(CompanyErasureService).eraseDue()).toBe(0);
    expect((await rowsOf(companyId, heldByA))['company.id']).toBe(1);
  });

  it('is the owner’s alone, and names companies that exist', async () => {
    await t.http.post(erasure(b.company!.id)).set(as(a.token)).expect(403);
    await t.http.get(erasure('00000000-0000-4000-8000-000000000000')).set(as(owner)).expect(404);
    await t.http.post(erasure('not-an-id')).set(as(owner)).expect(400);
  });

  it('leaves no row and no file of the company once due, and the other company intact', async () => {
    const companyId = a.company!.id;
    const rowsOfBBefore = await rowsOf(b.company!.id, heldByB);
    expect(heldByA.files.length).toBeGreaterThanOrEqual(4);
    const before = await everyFile();
    expect(before).toEqual(expect.arrayContaining(heldByA.files));
    // The grace period passes: it can no longer be withdrawn.
    await t.dataSource.query(
      `UPDATE company SET erasure_due_at = now() - interval '1 minute' WHERE id = $1`,
      [companyId],
    );
    await t.http.delete(erasure(companyId)).set(as(owner)).expect(409);

    // The run stops before its last transaction commits, as a crash would.
    await t.dataSource.query(`
      CREATE FUNCTION refuse_company_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'worker stopped'; END $$`);
    await t.dataSource.query(
      `CREATE TRIGGER refuse_company_delete BEFORE DELETE ON company
         FOR EACH ROW EXECUTE FUNCTION refuse_company_delete()`,
    );
    const erasures = t.app.get(CompanyErasureService);
    await expect(erasures.eraseDue()).rejects.toThrow(/worker stopped/);
    // Closed down first: inactive, its sessions ended, its files and surveys gone, still due.
    await t.http.get('/api/admin/survey').set(as(a.token)).expect(401);
    const [half] = await t.dataSource.query(
      `SELECT is_active AS active, erasure_due_at IS NOT NULL AS due,
              (SELECT count(*)::int FROM survey WHERE company_id = $1) AS surveys
       FROM company WHERE id = $1`,
      [companyId],
    );
    expect(half).toEqual({ active: false, due: true, surveys: 0 });
    expect((await everyFile()).filter((file) => heldByA.files.includes(file))).toEqual([]);
    await t.dataSource.query(`DROP TRIGGER refuse_company_delete ON company`);
    await t.dataSource.query(`DROP FUNCTION refuse_company_delete()`);

    expect(await erasures.eraseDue()).toBe(1);

    const left = Object.entries(await rowsOf(companyId, heldByA)).filter(([, n]) => n > 0);
    expect(left).toEqual([]);
    const files = await everyFile();
    expect(files.filter((file) => file.includes(companyId))).toEqual([]);
    expect(files.filter((file) => heldByA.files.some((key) => file.startsWith(key)))).toEqual([]);
    expect(files).toEqual(expect.arrayContaining(heldByB.files));
    for (const key of heldByB.files) expect(await t.app.get(FileStorage).read(key)).not.toBeNull();
    expect(await rowsOf(b.company!.id, heldByB)).toEqual(rowsOfBBefore);
    await t.http.get('/api/admin/survey').set(as(b.token)).expect(200);

    const [entry] = (
      await t.http
        .get('/api/super/audit')
        .query({ action: 'company.erased' })
        .set(as(owner))
        .expect(200)
    ).body.items;
    expect(entry).toEqual(expect.objectContaining({ companyId: null, targetId: companyId }));
    expect(entry.details.companyNameSha256).toMatch(/^[0-9a-f]{64}$/);
    // The run that finished went over the files its rows still named: all but the export's,
    // whose row went with its survey in the interrupted run (which removed every file).
    expect(entry.details.files).toBe(heldByA.files.length - 1 + heldByA.imports.length);
  });
});
