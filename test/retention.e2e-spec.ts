import * as XLSX from '@e965/xlsx';
import { getQueueToken } from '@nestjs/bullmq';
import { Queue, QueueEvents } from 'bullmq';
import { Account } from '../src/account/account.entity';
import { redisConnectionOptions, QueueName } from '../src/queue/queues';
import { RetentionService } from '../src/retention/retention.service';
import { CONSENT_VERSION } from '../src/survey/survey-view';
import { binary } from './support/journeys';
import { pdfTexts } from './support/pdf';
import { signedInWithCompany, signIn, SignedIn } from './support/session';
import {
  answerByInvitation,
  buildQuestionnaire,
  createEmployee,
  sentSurvey,
  TestEmployee,
} from './support/survey-data';
import { startTestApp, TestApp } from './support/test-app';
import { bearer } from './support/tokens';

const consent = { given: true, version: CONSENT_VERSION };

/**
 * The retention policy and its job, through the real API and the job's service, with time moved
 * by the test (rows dated back) and batches of two rows, so five responses take three batches.
 */
describe('retention: a company’s policy and the job that applies it', () => {
  let t: TestApp;
  let admin: SignedIn;
  let other: SignedIn;
  let questionnaire: Awaited<ReturnType<typeof buildQuestionnaire>>;
  let identified: string;
  let anonymous: string;
  const people: TestEmployee[] = [];

  const as = (token: string) => bearer(token);
  const dryRun = (policy: object, token = admin.token) =>
    t.http.post('/api/admin/company/retention/dry-run').set(as(token)).send(policy);
  const audit = async (action: string, token = admin.token) =>
    (await t.http.get('/api/admin/audit').query({ action }).set(as(token)).expect(200)).body
      .items as Array<{ actor: { id: string } | null; details: Record<string, unknown> }>;
  const named = async (surveyId: string) =>
    (
      await t.dataSource.query(
        `SELECT count(*)::int AS n FROM survey_response WHERE survey_id = $1 AND employee_id IS NOT NULL`,
        [surveyId],
      )
    )[0].n as number;
  const respondents = async (surveyId: string) =>
    (
      (await t.http.get(`/api/admin/survey/${surveyId}/report`).set(as(admin.token)).expect(200))
        .body as { questions: Array<{ id: string; total: { respondents: number } }> }
    ).questions.map((question) => [question.id, question.total.respondents]);
  const policy = { identifiedAnswersDays: 30, formerEmployeeDays: 365, recordsDays: 183 };
  const daysAgo = (days: number) => new Date(Date.now() - days * 864e5);

  beforeAll(async () => {
    t = await startTestApp({ RETENTION_BATCH_ROWS: '2' });
    admin = await signedInWithCompany(t, 'admin');
    other = await signedInWithCompany(t, 'admin');
    questionnaire = await buildQuestionnaire(t, admin.token);
    for (let index = 0; index < 5; index++)
      people.push(
        await createEmployee(t.dataSource, admin.company!.id, { name: `Pessoa ${index}` }),
      );
    const invited = await createEmployee(t.dataSource, admin.company!.id, { name: 'Convidada' });
    identified = await sentSurvey(t, admin.token, {
      name: 'Clima identificado',
      questionnaireId: questionnaire.id,
      anonymous: false,
    });
    anonymous = await sentSurvey(t, admin.token, {
      name: 'Censo anônimo',
      questionnaireId: questionnaire.id,
      anonymous: true,
    });
    const answers = {
      [questionnaire.race]: { optionKeys: ['parda'] },
      [questionnaire.remote]: { optionKeys: ['no'] },
      [questionnaire.belonging]: { optionKeys: ['4'] },
    };
    for (const person of people) {
      const account = await t.dataSource
        .getRepository(Account)
        .findOneByOrFail({ id: person.accountId });
      await t.http
        .post(`/api/survey/${identified}/submit`)
        .set(as(await signIn(t, account, 'user')))
        .send({ answers, consent })
        .expect(201);
    }
    await answerByInvitation(t, anonymous, invited.email, answers);
    // Both surveys closed 100 days ago.
    await t.dataSource.query(`UPDATE survey SET closed_at = $2 WHERE id = ANY ($1::uuid[])`, [
      [identified, anonymous],
      daysAgo(100),
    ]);
  });
  afterAll(() => t.close());

  it('answers the defaults until the company saves its own', async () => {
    const { body } = await t.http
      .get('/api/admin/company/retention')
      .set(as(admin.token))
      .expect(200);
    expect(body).toEqual({
      identifiedAnswersDays: 730,
      formerEmployeeDays: 365,
      recordsDays: 365,
      saved: false,
      updatedAt: null,
    });
  });

  it('refuses a period out of bounds with a message in the caller’s language', async () => {
    const bad = await t.http
      .put('/api/admin/company/retention')
      .set(as(admin.token))
      .send({ identifiedAnswersDays: 10, formerEmployeeDays: 1.5, recordsDays: 90 })
      .expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'formerEmployeeDays',
      'identifiedAnswersDays',
      'recordsDays',
    ]);
    expect(JSON.stringify(bad.body.errors.identifiedAnswersDays)).toContain('no mínimo 30');
    await dryRun({ ...policy, recordsDays: 'muito' }).expect(400);
  });

  it('counts what a policy would reach before it is saved, changing nothing', async () => {
    expect((await dryRun(policy).expect(200)).body).toEqual({
      identifiedResponses: 5,
      drafts: 0,
      formerEmployees: 0,
      auditEntries: 0,
      signInRecords: 0,
    });
    expect((await dryRun({ ...policy, identifiedAnswersDays: 120 }).expect(200)).body).toEqual(
      expect.objectContaining({ identifiedResponses: 0 }),
    );
    expect(await named(identified)).toBe(5);
    // Another company's policy reaches nothing of this one.
    expect((await dryRun(policy, other.token).expect(200)).body.identifiedResponses).toBe(0);
  });

  it('saves the policy, audited with what it was and what it is', async () => {
    const { body } = await t.http
      .put('/api/admin/company/retention')
      .set(as(admin.token))
      .send(policy)
      .expect(200);
    expect(body).toEqual(expect.objectContaining({ ...policy, saved: true }));
    const [entry] = await audit('retention.policy-updated');
    expect(entry.actor?.id).toBe(admin.account.id);
    expect(entry.details).toEqual({
      before: { identifiedAnswersDays: 730, formerEmployeeDays: 365, recordsDays: 365 },
      after: policy,
    });
    // The other company still reads its own defaults.
    const theirs = await t.http.get('/api/admin/company/retention').set(as(other.token));
    expect(theirs.body.saved).toBe(false);
  });

  it('anonymizes identified answers past their time in batches; a batch that fails is done by the next run, once', async () => {
    const before = await respondents(identified);
    const anonymousBefore = await t.dataSource.query(
      `SELECT id, consent FROM survey_response WHERE survey_id = $1 ORDER BY id`,
      [anonymous],
    );
    const ids: string[] = (
      await t.dataSource.query(`SELECT id FROM survey_response WHERE survey_id = $1 ORDER BY id`, [
        identified,
      ])
    ).map((row: { id: string }) => row.id);
    // The second batch (third and fourth responses) fails half-way, as a crash would.
    await t.dataSource.query(`
      CREATE FUNCTION fail_on_fourth() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.id = '${ids[3]}' THEN RAISE EXCEPTION 'worker stopped'; END IF;
        RETURN NEW;
      END $$`);
    await t.dataSource.query(
      `CREATE TRIGGER fail_on_fourth BEFORE UPDATE ON survey_response
         FOR EACH ROW EXECUTE FUNCTION fail_on_fourth()`,
    );
    const retention = t.app.get(RetentionService);
    await expect(retention.apply(admin.company!.id, new Date())).rejects.toThrow(/worker stopped/);
    expect(await named(identified)).toBe(3);
    expect(await audit('retention.applied')).toEqual([]);

    await t.dataSource.query(`DROP TRIGGER fail_on_fourth ON survey_response`);
    await t.dataSource.query(`DROP FUNCTION fail_on_fourth()`);
    const counts = await retention.applyAll();
    expect(counts.identifiedResponses).toBe(3);
    expect(await named(identified)).toBe(0);
    // Reports count exactly what they counted; anonymous responses are as they were.
    expect(await respondents(identified)).toEqual(before);
    expect(
      await t.dataSource.query(
        `SELECT id, consent FROM survey_response WHERE survey_id = $1 ORDER BY id`,
        [anonymous],
      ),
    ).toEqual(anonymousBefore);
    const consents: Array<{ at: string }> = (
      await t.dataSource.query(`SELECT consent FROM survey_response WHERE survey_id = $1`, [
        identified,
      ])
    ).map((row: { consent: { at: string } }) => row.consent);
    expect(consents.every((record) => /^\d{4}-\d{2}-\d{2}$/.test(record.at))).toBe(true);

    const [entry] = await audit('retention.applied');
    expect(entry.actor).toBeNull();
    expect(entry.details).toEqual(
      expect.objectContaining({ identifiedResponses: 3, formerEmployees: 0, policy }),
    );
    // A run with nothing to do changes nothing and writes nothing.
    expect((await retention.apply(admin.company!.id, new Date())).identifiedResponses).toBe(0);
    expect(await audit('retention.applied')).toHaveLength(1);
  });

  it('drops the unfinished answers of a survey past its time', async () => {
    // Someone invited to the identified survey started answering and never sent it.
    const [participation] = await t.dataSource.query(
      `SELECT p.id FROM survey_participation p
       WHERE p.survey_id = $1 AND NOT EXISTS (
         SELECT 1 FROM survey_response r WHERE r.survey_id = p.survey_id AND r.employee_id = p.employee_id)
       LIMIT 1`,
      [identified],
    );
    await t.dataSource.query(
      `INSERT INTO survey_draft (participation_id, answers) VALUES ($1, $2)`,
      [participation.id, { [questionnaire.race]: { optionKeys: ['preta'] } }],
    );
    expect((await dryRun(policy).expect(200)).body.drafts).toBe(1);
    expect((await dryRun({ ...policy, identifiedAnswersDays: 120 }).expect(200)).body.drafts).toBe(
      0,
    );
    expect((await t.app.get(RetentionService).applyAll()).drafts).toBe(1);
    expect(
      await t.dataSource.query(`SELECT 1 FROM survey_draft WHERE participation_id = $1`, [
        participation.id,
      ]),
    ).toEqual([]);
  });

  it('anonymizes a former employee’s personal data once their period has passed', async () => {
    const [gone, recent, active] = people;
    // Deactivation dates are kept by the database whichever path deactivates.
    await t.dataSource.query(`UPDATE employee SET is_active = false WHERE id = ANY ($1::uuid[])`, [
      [gone.id, recent.id],
    ]);
    await t.dataSource.query(`UPDATE employee SET deactivated_at = $2 WHERE id = $1`, [
      gone.id,
      daysAgo(400),
    ]);
    expect((await dryRun(policy).expect(200)).body.formerEmployees).toBe(1);

    const counts = await t.app.get(RetentionService).applyAll();
    expect(counts.formerEmployees).toBe(1);
    const rows = await t.dataSource.query(
      `SELECT e.id, e.name, e.email, e.cpf, e.anonymized_at IS NOT NULL AS anonymized,
              a.name AS "accountName", a.email AS "accountEmail", a.password_hash AS hash
       FROM employee e JOIN account a ON a.id = e.account_id
       WHERE e.id = ANY ($1::uuid[])`,
      [[gone.id, recent.id, active.id]],
    );
    const byId = new Map(rows.map((row: { id: string }) => [row.id, row]));
    expect(byId.get(gone.id)).toEqual(
      expect.objectContaining({
        name: '—',
        email: null,
        cpf: null,
        anonymized: true,
        accountName: '—',
        accountEmail: null,
        hash: null,
      }),
    );
    expect(byId.get(recent.id)).toEqual(
      expect.objectContaining({ name: 'Pessoa 1', email: recent.email, anonymized: false }),
    );
    expect(byId.get(active.id)).toEqual(expect.objectContaining({ name: 'Pessoa 2' }));
  });

  it('deletes audit and sign-in records older than their period, of this company only', async () => {
    const mine = await t.dataSource.query(
      `INSERT INTO audit_entry (company_id, action, created_at) VALUES ($1, 'company.update', $2)
       RETURNING id`,
      [admin.company!.id, daysAgo(200)],
    );
    const theirs = await t.dataSource.query(
      `INSERT INTO audit_entry (company_id, action, created_at) VALUES ($1, 'company.update', $2)
       RETURNING id`,
      [other.company!.id, daysAgo(200)],
    );
    await t.dataSource.query(
      `INSERT INTO auth_challenge
         (account_id, purpose, code_hash, channel, expires_at, last_sent_at, created_at)
       VALUES ($1, 'two-factor', 'x', 'email', $2, $2, $2), ($3, 'two-factor', 'y', 'email', $2, $2, $2)`,
      [admin.account.id, daysAgo(200), other.account.id],
    );
    expect((await dryRun(policy).expect(200)).body).toEqual(
      expect.objectContaining({ auditEntries: 1, signInRecords: 1 }),
    );

    const counts = await t.app.get(RetentionService).applyAll();
    expect(counts).toEqual(expect.objectContaining({ auditEntries: 1, signInRecords: 1 }));
    const left = async (sql: string, params: unknown[]) =>
      (await t.dataSource.query(sql, params)).length;
    expect(await left(`SELECT 1 FROM audit_entry WHERE id = $1`, [mine[0].id])).toBe(0);
    // The other company keeps the defaults (365 days): its record stays.
    expect(await left(`SELECT 1 FROM audit_entry WHERE id = $1`, [theirs[0].id])).toBe(1);
    expect(
      await left(`SELECT 1 FROM auth_challenge WHERE account_id = ANY ($1::uuid[])`, [
        [admin.account.id, other.account.id],
      ]),
    ).toBe(1);
  });

  it('exports the records of processing with the policy, the administrators and where data travels; audited', async () => {
    const records = (format: string, token = admin.token) =>
      t.http
        .get('/api/admin/company/records-of-processing')
        .query({ format })
        .set(as(token))
        .buffer(true)
        .parse(binary);
    const pdf = await records('pdf').expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfTexts(pdf.body as Buffer)
      .map((run) => run.text)
      .join(' ');
    expect(text).toContain('LGPD art. 37');
    expect(text).toContain(admin.company!.companyName);
    expect(text).toContain('Anonimizadas 30 dias após o encerramento da pesquisa');
    expect(text).toContain(admin.account.email as string);
    // Mail goes to the test's own server on loopback: named, and not abroad.
    expect(text).toContain('Envio de e-mails (SMTP) · 127.0.0.1 · Fora do Brasil: Não');

    const xlsx = await records('xlsx').expect(200);
    const workbook = XLSX.read(xlsx.body as Buffer);
    const sheets = workbook.SheetNames.map((name) =>
      XLSX.utils.sheet_to_json<string[]>(workbook.Sheets[name], { header: 1 }),
    );
    expect(workbook.SheetNames).toEqual([
      'Operações de tratamento',
      'Quem tem acesso',
      'Transferência internacional',
    ]);
    expect(sheets[0].flat()).toEqual(
      expect.arrayContaining([
        'Cadastro de colaboradores',
        'Eliminados 183 dias após o registro',
        'Consentimento específico e destacado (art. 11, I)',
      ]),
    );
    expect(sheets[1].flat()).toEqual(expect.arrayContaining([admin.account.email]));
    // The other company's administrator is not among this company's.
    expect(sheets[1].flat()).not.toContain(other.account.email);

    await records('docx').expect(400);
    const entries = await audit('records-of-processing.exported');
    expect(entries.map((entry) => entry.details)).toEqual([{ format: 'xlsx' }, { format: 'pdf' }]);
    // Each company's export names its own policy: the other company reads the defaults.
    const theirs = await records('pdf', other.token).expect(200);
    expect(
      pdfTexts(theirs.body as Buffer)
        .map((run) => run.text)
        .join(' '),
    ).toContain('Anonimizadas 730 dias');
  });

  it('runs in the worker from its queue, scheduled daily, erasures checked hourly', async () => {
    const queue = t.app.get<Queue>(getQueueToken(QueueName.Retention));
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.map((scheduler) => [scheduler.key, Number(scheduler.every)]).sort()).toEqual([
      ['apply-policies', 24 * 3600 * 1000],
      ['erase-companies', 3600 * 1000],
    ]);
    // A former employee past the period, anonymized by the job the queue runs.
    const [, , , , last] = people;
    await t.dataSource.query(
      `UPDATE employee SET is_active = false, deactivated_at = $2 WHERE id = $1`,
      [last.id, daysAgo(400)],
    );
    const events = new QueueEvents(QueueName.Retention, {
      connection: redisConnectionOptions(t.config.redisUrl),
      prefix: `${t.config.redisPrefix}:bull`,
    });
    await events.waitUntilReady();
    try {
      const job = await queue.add('apply-policies', { task: 'apply-policies' });
      expect(await job.waitUntilFinished(events, 30_000)).toEqual(
        expect.objectContaining({ formerEmployees: 1 }),
      );
    } finally {
      await events.close();
    }
    const [row] = await t.dataSource.query(`SELECT name FROM employee WHERE id = $1`, [last.id]);
    expect(row.name).toBe('—');
  });

  it('is the company’s administrators’ alone', async () => {
    const person = people[3];
    const account = await t.dataSource
      .getRepository(Account)
      .findOneByOrFail({ id: person.accountId });
    const session = await signIn(t, account, 'user');
    await t.http.get('/api/admin/company/retention').set(as(session)).expect(403);
    await t.http.get('/api/admin/company/retention').expect(401);
  });
});
