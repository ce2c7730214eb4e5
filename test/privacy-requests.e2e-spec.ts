import { Account } from '../src/account/account.entity';
import { Cell } from '../src/report/report.model';
import { ReportRepository } from '../src/report/report.repository';
import { CONSENT_VERSION } from '../src/survey/survey-view';
import { createAccount } from './support/factories';
import { signedInWithCompany, signIn, SignedIn } from './support/session';
import {
  buildQuestionnaire,
  createEmployee,
  invitationToken,
  sentSurvey,
  TestEmployee,
} from './support/survey-data';
import { startTestApp, TestApp } from './support/test-app';
import { bearer } from './support/tokens';

const consent = { given: true, version: CONSENT_VERSION };
const DAY_MS = 24 * 3600 * 1000;

interface Respondent extends TestEmployee {
  session: string;
}

/**
 * The person's requests (LGPD art. 18) and the company's answers, through the real API. Seven
 * people answer an identified survey with a sensitive question (colour or race) and an
 * anonymous one; the report's threshold is 3:
 *
 * | people          | colour or race | remote |
 * |-----------------|----------------|--------|
 * | Xavier + 3      | parda          | no     |
 * | 3               | branca         | yes    |
 */
describe('privacy: the person’s requests and the company’s answers', () => {
  let t: TestApp;
  let admin: SignedIn;
  let questionnaire: Awaited<ReturnType<typeof buildQuestionnaire>>;
  let identified: string;
  let anonymous: string;
  let xavier: Respondent;
  const others: Respondent[] = [];

  const as = (token: string) => bearer(token);
  const send = (anonymousSurvey: boolean, name: string) =>
    sentSurvey(t, admin.token, {
      name,
      questionnaireId: questionnaire.id,
      anonymous: anonymousSurvey,
    });
  const answers = (race: string, remote: string) => ({
    [questionnaire.race]: { optionKeys: [race] },
    [questionnaire.remote]: { optionKeys: [remote] },
    ...(remote === 'yes' ? { [questionnaire.remoteComment]: { text: 'Mais foco' } } : {}),
    [questionnaire.belonging]: { optionKeys: ['4'] },
  });
  const person = async (name: string, languageId = 1): Promise<Respondent> => {
    const employee = await createEmployee(t.dataSource, admin.company!.id, { name, languageId });
    const account = await t.dataSource
      .getRepository(Account)
      .findOneByOrFail({ id: employee.accountId });
    return { ...employee, session: await signIn(t, account, 'user') };
  };
  const report = async (surveyId: string) =>
    (await t.http.get(`/api/admin/survey/${surveyId}/report`).set(as(admin.token)).expect(200))
      .body as {
      questions: Array<{
        id: string;
        total: {
          respondents: number;
          options?: Array<{
            key: string;
            count: number | null;
            fewerThan?: number;
            hidden?: boolean;
          }>;
        };
      }>;
    };
  const counts = async (surveyId: string, questionId: string) => {
    const question = (await report(surveyId)).questions.find((item) => item.id === questionId)!;
    return {
      respondents: question.total.respondents,
      ...Object.fromEntries(
        (question.total.options ?? [])
          .filter((option) => option.count !== 0)
          .map((option) => [
            option.key,
            option.count ?? (option.fewerThan ? `<${option.fewerThan}` : 'hidden'),
          ]),
      ),
    };
  };
  const request = (session: string, body: object) =>
    t.http.post('/api/user/privacy/request').set(as(session)).send(body);
  const answer = (id: string, body: object, token = admin.token) =>
    t.http.post(`/api/admin/privacy-request/${id}/answer`).set(as(token)).send(body);
  const audit = async (action: string) =>
    (await t.http.get('/api/admin/audit').query({ action }).set(as(admin.token)).expect(200)).body
      .items as Array<{ actor: { id: string } | null; targetId: string; details: object }>;

  /** The tallies equal a count of the answers, for every cell and every pair. */
  const expectTalliesExact = async (surveyId: string) => {
    const repository = t.app.get(ReportRepository);
    const sorted = (cells: Cell[]) =>
      cells
        .map((cell) => JSON.stringify(cell))
        .sort()
        .map((cell) => JSON.parse(cell) as Cell);
    const merged = (cells: Cell[]) => {
      const sums = new Map<string, number>();
      for (const cell of cells) {
        const key = [cell.questionId, cell.key, cell.departmentId, cell.organizationId].join('|');
        sums.set(key, (sums.get(key) ?? 0) + cell.count);
      }
      return [...sums].sort(([a], [b]) => a.localeCompare(b));
    };
    expect(merged(await repository.tallyCells(surveyId))).toEqual(
      merged(await repository.answerCells(surveyId, questionnaire.race, null, [])),
    );
    for (const questionId of [questionnaire.race, questionnaire.remote]) {
      expect(
        sorted(await repository.pairCells(surveyId, questionId, { group: true, filter: false })),
      ).toEqual(sorted(await repository.answerCells(surveyId, questionId, null, [])));
    }
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInWithCompany(t, 'admin');
    const owner = await signIn(t, await createAccount(t.dataSource, { roles: ['super'] }), 'super');
    await t.http
      .put('/api/super/setting/report')
      .set(as(owner))
      .send({ minimumGroupSize: 3 })
      .expect(200);
    questionnaire = await buildQuestionnaire(t, admin.token);
    xavier = await person('Xavier Lima', 2);
    for (let index = 0; index < 6; index++) others.push(await person(`Pessoa ${index + 1}`));
    identified = await send(false, 'Clima identificado');
    anonymous = await send(true, 'Censo anônimo');

    const submit = (session: string, surveyId: string, body: object) =>
      t.http
        .post(`/api/survey/${surveyId}/submit`)
        .set(as(session))
        .send({ answers: body, consent })
        .expect(201);
    await submit(xavier.session, identified, answers('parda', 'no'));
    for (const [index, other] of others.entries())
      await submit(
        other.session,
        identified,
        index < 3 ? answers('parda', 'no') : answers('branca', 'yes'),
      );
    // Xavier's anonymous answer: by the personal link, as the portal sends it.
    const token = await invitationToken(t, xavier.email, anonymous);
    await submit(token, anonymous, answers('parda', 'no'));
    for (const other of others.slice(0, 3))
      await submit(other.session, anonymous, answers('parda', 'no'));
  });
  afterAll(() => t.close());

  it('withdraws a consent at once: the report no longer counts the sensitive answer, the rest stays', async () => {
    expect(await counts(identified, questionnaire.race)).toEqual({
      respondents: 7,
      parda: 4,
      branca: 3,
    });
    const anonymousBefore = await counts(anonymous, questionnaire.race);
    // All four are parda: shown, that would tell each one's answer (l-diversity), so hidden.
    expect(anonymousBefore).toEqual({ respondents: null });

    const created = await request(xavier.session, {
      kind: 'consent-withdrawal',
      surveyId: identified,
    }).expect(201);
    expect(created.body).toMatchObject({
      kind: 'consent-withdrawal',
      status: 'open',
      survey: { id: identified, name: 'Clima identificado' },
    });
    const { createdAt, dueAt } = created.body;
    expect(new Date(dueAt).getTime() - new Date(createdAt).getTime()).toBe(15 * DAY_MS);

    expect(await counts(identified, questionnaire.race)).toEqual({
      respondents: 6,
      parda: 3,
      branca: 3,
    });
    // Not sensitive, and not shown because of a sensitive answer: kept and counted.
    expect(await counts(identified, questionnaire.remote)).toEqual({
      respondents: 7,
      no: 4,
      yes: 3,
    });
    expect(await counts(anonymous, questionnaire.race)).toEqual(anonymousBefore);
    await expectTalliesExact(identified);

    // The record that consent was withdrawn, and when, is kept with the response.
    const mine = await t.http.get('/api/user/privacy/data').set(as(xavier.session)).expect(200);
    expect(mine.body.identifiedResponses).toHaveLength(1);
    expect(mine.body.identifiedResponses[0].consent).toEqual({
      given: true,
      version: CONSENT_VERSION,
      at: expect.any(String),
      withdrawnAt: expect.any(String),
    });
    expect(
      mine.body.identifiedResponses[0].answers.map((item: { question: string }) => item.question),
    ).toEqual(['Do you work remotely?', expect.any(String)]);

    const withdrawn = await t.smtp.waitFor(xavier.email, (message) =>
      message.subject.includes('Your consent was withdrawn'),
    );
    expect(withdrawn.text).toContain('http://localhost:3000/app/user/data');
    const told = await t.smtp.waitFor(admin.account.email as string, (message) =>
      message.subject.includes('titular de dados'),
    );
    expect(told.text).toContain('Xavier Lima fez um pedido de revogação do consentimento');
    expect(told.text).toContain(`/admin/privacy-request/${created.body.id}/show`);
    const [entry] = await audit('consent.withdraw');
    expect(entry).toMatchObject({
      actor: { id: xavier.accountId },
      targetId: created.body.id,
      details: { responses: 1, answersRemoved: 1, surveyIds: [identified] },
    });

    // Nothing is left to withdraw; the administrator acknowledges, and cannot refuse.
    const again = await request(xavier.session, { kind: 'consent-withdrawal' }).expect(400);
    expect(again.body.errors.kind).toEqual(['There is no consent in force to withdraw.']);
    const refused = await answer(created.body.id, { status: 'refused', answer: 'Não' }).expect(400);
    expect(refused.body.errors.status).toEqual([
      'A revogação do consentimento não pode ser recusada: ela já foi aplicada quando a pessoa a pediu.',
    ]);
    const closed = await answer(created.body.id, { status: 'done' }).expect(200);
    expect(closed.body).toMatchObject({
      status: 'done',
      overdue: false,
      person: { name: 'Xavier Lima' },
      outcome: { responses: 1, answersRemoved: 1 },
    });
    await answer(created.body.id, { status: 'done' }).expect(409);
    const done = await t.smtp.waitFor(xavier.email, (message) =>
      message.subject.includes('was answered'),
    );
    expect(done.text).toContain('The company left no note.');
  });

  it('corrects the person’s record when the administrator answers a correction', async () => {
    const [someone] = others;
    const missing = await request(someone.session, { kind: 'correction' }).expect(400);
    expect(missing.body.errors.details).toEqual(['Descreva o que deve ser corrigido.']);
    const created = await request(someone.session, {
      kind: 'correction',
      details: 'Meu nome é Pessoa Um da Silva',
    }).expect(201);
    await request(someone.session, { kind: 'correction', details: 'De novo' }).expect(409);

    const detail = await t.http
      .get(`/api/admin/privacy-request/${created.body.id}`)
      .set(as(admin.token))
      .expect(200);
    expect(detail.body.record).toMatchObject({ name: 'Pessoa 1', email: someone.email });
    const wrong = await answer(created.body.id, {
      status: 'done',
      correction: { email: 'não é e-mail' },
    }).expect(400);
    expect(Object.keys(wrong.body.errors)).toEqual(['correction.email']);
    const done = await answer(created.body.id, {
      status: 'done',
      answer: 'Nome corrigido.',
      correction: { name: 'Pessoa Um da Silva' },
    }).expect(200);
    expect(done.body).toMatchObject({
      status: 'done',
      answer: 'Nome corrigido.',
      outcome: { fields: ['name'] },
      record: { name: 'Pessoa Um da Silva', email: someone.email },
    });
    const [account] = await t.dataSource.query('SELECT name FROM account WHERE id = $1', [
      someone.accountId,
    ]);
    expect(account.name).toBe('Pessoa Um da Silva');
    const mail = await t.smtp.waitFor(someone.email, (message) =>
      message.subject.includes('foi atendida'),
    );
    expect(mail.text).toContain('Seu pedido de correção de dados');
    expect(mail.text).toContain('Nome corrigido.');
    const [entry] = await audit('employee.correct');
    expect(entry).toMatchObject({ targetId: someone.id, details: { fields: ['name'] } });

    const mine = await t.http.get('/api/user/privacy/request').set(as(someone.session)).expect(200);
    expect(mine.body).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(mine.body.items[0]).toMatchObject({ kind: 'correction', status: 'done' });
  });

  it('erases identified answers on request: the report no longer counts them at all', async () => {
    const leaving = others[5];
    const created = await request(leaving.session, {
      kind: 'erasure',
      surveyId: identified,
    }).expect(201);
    const unknown = await request(leaving.session, {
      kind: 'erasure',
      surveyId: anonymous,
    }).expect(400);
    expect(unknown.body.errors.surveyId).toEqual([
      'Escolha uma pesquisa em que você tenha respostas identificadas.',
    ]);
    const withoutReason = await answer(created.body.id, { status: 'refused' }).expect(400);
    expect(withoutReason.body.errors.answer).toEqual([
      'Informe o motivo da recusa: ele é enviado à pessoa.',
    ]);
    const misplaced = await answer(created.body.id, {
      status: 'done',
      correction: { name: 'X' },
    }).expect(400);
    expect(Object.keys(misplaced.body.errors)).toEqual(['correction']);

    await answer(created.body.id, { status: 'done' }).expect(200);
    // Two "branca" left: published as "fewer than 3", and "parda" hidden so that 5 − 3 cannot
    // give it back.
    expect(await counts(identified, questionnaire.race)).toEqual({
      respondents: 5,
      parda: 'hidden',
      branca: '<3',
    });
    expect(await counts(identified, questionnaire.remote)).toEqual({
      respondents: 6,
      no: 4,
      yes: 2,
    });
    await expectTalliesExact(identified);
    const mine = await t.http.get('/api/user/privacy/data').set(as(leaving.session)).expect(200);
    expect(mine.body.identifiedResponses).toEqual([]);
    const [entry] = await audit('identified-answers.erase');
    expect(entry.details).toMatchObject({ requestId: created.body.id, responses: 1 });
  });

  it('anonymizes identified answers: they keep counting, with no name on them', async () => {
    const someone = others[4];
    const created = await request(someone.session, { kind: 'anonymization' }).expect(201);
    const before = await report(identified);
    await answer(created.body.id, { status: 'done' }).expect(200);
    expect(await report(identified)).toEqual(before);
    const mine = await t.http.get('/api/user/privacy/data').set(as(someone.session)).expect(200);
    expect(mine.body.identifiedResponses).toEqual([]);
    const [{ unnamed }] = await t.dataSource.query(
      `SELECT count(*)::int AS unnamed FROM survey_response
       WHERE survey_id = $1 AND employee_id IS NULL AND consent ->> 'at' ~ '^\\d{4}-\\d{2}-\\d{2}$'`,
      [identified],
    );
    expect(unnamed).toBe(1);
  });

  it('refuses a statement request with the reason the person is told', async () => {
    const someone = others[1];
    const created = await request(someone.session, {
      kind: 'statement',
      details: 'Quero saber com quem meus dados são compartilhados.',
    }).expect(201);
    await t.smtp.waitFor(someone.email, (message) =>
      message.subject.includes('Recebemos sua solicitação'),
    );
    await answer(created.body.id, {
      status: 'refused',
      answer: 'Pedido repetido: respondido por e-mail em 10/11.',
    }).expect(200);
    const mail = await t.smtp.waitFor(someone.email, (message) =>
      message.subject.includes('foi recusada'),
    );
    expect(mail.text).toContain('Motivo: Pedido repetido: respondido por e-mail em 10/11.');
  });

  it('lists the company’s requests with their deadline, the overdue ones marked', async () => {
    const late = await request(others[2].session, {
      kind: 'statement',
      details: 'Declaração completa, por favor.',
    }).expect(201);
    await t.dataSource.query(
      `UPDATE privacy_request SET created_at = now() - interval '20 days',
         due_at = now() - interval '5 days' WHERE id = $1`,
      [late.body.id],
    );
    const list = async (query: object) =>
      (await t.http.get('/api/admin/privacy-request').query(query).set(as(admin.token)).expect(200))
        .body;
    const overdue = await list({ overdue: 'true' });
    expect(overdue.items.map((item: { id: string }) => item.id)).toEqual([late.body.id]);
    expect(overdue.items[0]).toMatchObject({ overdue: true, status: 'open' });
    const open = await list({ status: 'open' });
    expect(open.items[0].id).toBe(late.body.id);
    expect((await list({ search: 'xavier' })).items).toHaveLength(1);
    expect((await list({ kind: 'erasure', status: 'done' })).total).toBe(1);
    const badOrder = await t.http
      .get('/api/admin/privacy-request')
      .query({ order: 'details' })
      .set(as(admin.token))
      .expect(400);
    expect(badOrder.body.errors.order).toBeDefined();
  });

  it('keeps each company’s requests its own (404), and the person’s to the person', async () => {
    const [any] = (await t.http.get('/api/admin/privacy-request').set(as(admin.token)).expect(200))
      .body.items;
    const other = await signedInWithCompany(t, 'admin');
    await t.http.get(`/api/admin/privacy-request/${any.id}`).set(as(other.token)).expect(404);
    await answer(any.id, { status: 'done' }, other.token).expect(404);
    expect(
      (await t.http.get('/api/admin/privacy-request').set(as(other.token)).expect(200)).body.total,
    ).toBe(0);
    await t.http.get('/api/user/privacy/request').set(as(admin.token)).expect(403);
    await t.http.get('/api/admin/privacy-request').set(as(xavier.session)).expect(403);
  });

  it('gives the whole statement as a readable PDF', async () => {
    const pdf = await t.http
      .get('/api/user/privacy/data')
      .query({ format: 'pdf' })
      .set(as(xavier.session))
      .buffer(true)
      .parse((response, callback) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => callback(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="meus-dados.pdf"');
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    await t.http
      .get('/api/user/privacy/data')
      .query({ format: 'doc' })
      .set(as(xavier.session))
      .expect(400);
  });
});
