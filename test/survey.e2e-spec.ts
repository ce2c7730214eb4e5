import { ResponseWriter } from '../src/survey/respond/response-writer';
import { CONSENT_VERSION } from '../src/survey/respond/survey-view';
import { createCompany } from './support/factories';
import { signedInWithCompany, signIn, SignedIn } from './support/session';
import { buildQuestionnaire, createEmployee, TestEmployee } from './support/survey-data';
import { startTestApp, TestApp } from './support/test-app';
import { bearer, claimsOf } from './support/tokens';
import { Account } from '../src/account/account.entity';

const consent = (given: boolean) => ({ given, version: CONSENT_VERSION });
const inFuture = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();

describe('surveys: from questionnaire to answers', () => {
  let t: TestApp;
  let admin: SignedIn;
  let questionnaire: Awaited<ReturnType<typeof buildQuestionnaire>>;
  let people: TestEmployee[];
  let departments: Record<'people' | 'sales', string>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInWithCompany(t, 'admin');
    const companyId = admin.company!.id;
    const department = async (name: string) =>
      (
        await t.http
          .post('/api/admin/company/department')
          .set(bearer(admin.token))
          .send({ name })
          .expect(201)
      ).body.id;
    departments = { people: await department('Pessoas'), sales: await department('Vendas') };
    people = [];
    for (const departmentId of [
      departments.people,
      departments.people,
      departments.people,
      departments.sales,
      departments.sales,
    ]) {
      people.push(await createEmployee(t.dataSource, companyId, { departmentId }));
    }
    questionnaire = await buildQuestionnaire(t, admin.token);
  });
  afterAll(() => t.close());

  const as = (token: string) => bearer(token);
  const createSurvey = async (values: Record<string, unknown> = {}) =>
    (
      await t.http
        .post('/api/admin/survey')
        .set(as(admin.token))
        .send({
          name: 'Censo 2026',
          questionnaireId: questionnaire.id,
          endsAt: inFuture(),
          ...values,
        })
        .expect(201)
    ).body;
  const inviteOf = async (email: string, surveyId: string) => {
    const mail = await t.smtp.waitFor(email, (message) =>
      message.text.includes(`/survey/${surveyId}`),
    );
    const link = new URL(mail.text.match(/https?:\/\/\S+invite=\S+/)?.[0] as string);
    return { link, invite: link.searchParams.get('invite') as string };
  };
  const open = async (surveyId: string, email: string) => {
    const { invite } = await inviteOf(email, surveyId);
    return (await t.http.post(`/api/survey/${surveyId}/invitation`).send({ invite }).expect(200))
      .body.token as string;
  };

  it('builds questionnaires from the library with sanitized help and a preview in each language', async () => {
    const detail = await t.http
      .get(`/api/admin/questionnaire/${questionnaire.id}`)
      .set(as(admin.token))
      .expect(200);
    expect(detail.body.questions.map((question: { type: string }) => question.type)).toEqual([
      'single',
      'single',
      'text',
      'scale',
    ]);
    const remote = detail.body.questions[1];
    expect(remote.texts['pt-BR'].description).toBe(
      '<p>Pelo menos <strong>3 dias</strong> por semana.</p>',
    );
    expect(detail.body.questions[0]).toMatchObject({
      sensitive: true,
      required: false,
      category: 'race',
    });

    const preview = await t.http
      .get(`/api/admin/questionnaire/${questionnaire.id}/preview`)
      .query({ language: 'en-US' })
      .set(as(admin.token))
      .expect(200);
    expect(preview.body.consent).toMatchObject({ required: true, version: CONSENT_VERSION });
    // The consent names what this survey asks, and only that.
    expect(preview.body.consent.text).toContain('Some questions are about colour or race.');
    expect(preview.body.consent.text).not.toContain('sexual orientation');
    expect(preview.body.questions[0]).toMatchObject({
      index: 1,
      text: 'What is your colour or race?',
      reference: 'Qual é a sua cor ou raça?',
      preferNotToAnswer: true,
    });
    expect(preview.body.questions[2]).toMatchObject({
      text: 'Como é trabalhar remotamente?',
      reference: null,
      condition: { questionId: questionnaire.remote, optionKeys: ['yes'] },
    });

    // A condition must look back at a choice question, and keep doing so after a reorder.
    await t.http
      .put(`/api/admin/questionnaire/${questionnaire.id}/question/order`)
      .set(as(admin.token))
      .send({
        questionIds: [
          questionnaire.remoteComment,
          questionnaire.race,
          questionnaire.remote,
          questionnaire.belonging,
        ],
      })
      .expect(400);
    await t.http
      .delete(`/api/admin/questionnaire/${questionnaire.id}/question/${questionnaire.remote}`)
      .set(as(admin.token))
      .expect(409);
  });

  it('sends an anonymous survey: invitations, answers checked on the server, one submission each', async () => {
    const survey = await createSurvey({ anonymous: true, accessModes: ['link', 'code'] });
    expect(survey.status).toBe('draft');
    const sent = await t.http
      .post(`/api/admin/survey/${survey.id}/send`)
      .set(as(admin.token))
      .expect(200);
    // The onboarding flag "evaluation" follows the first survey sent.
    const refreshed = await t.http
      .post('/api/admin/language')
      .set(as(admin.token))
      .send({ languageId: 1 })
      .expect(200);
    expect(claimsOf(refreshed.body.token).isEvaluationComplete).toBe(true);
    expect(sent.body).toMatchObject({ status: 'in-progress', counts: { total: 5, notStarted: 5 } });
    await t.http.post(`/api/admin/survey/${survey.id}/send`).set(as(admin.token)).expect(409);
    const { link } = await inviteOf(people[0].email, survey.id);
    expect(link.pathname).toBe(`/survey/${survey.id}/anonymous`);

    const token = await open(survey.id, people[0].email);
    const view = await t.http
      .get(`/api/survey/${survey.id}`)
      .query({ language: 'en-US' })
      .set(as(token))
      .expect(200);
    expect(view.body).toMatchObject({
      anonymous: true,
      language: 'en-US',
      draft: null,
      participationStatus: 'partially-answered',
    });
    expect(view.body.questions[1]).toMatchObject({
      text: 'Do you work remotely?',
      reference: 'Você trabalha remotamente?',
    });

    await t.http
      .put(`/api/survey/${survey.id}/answers`)
      .set(as(token))
      .send({ answers: {} })
      .expect(409);

    const submit = (answers: object, given = true) =>
      t.http
        .post(`/api/survey/${survey.id}/submit`)
        .set(as(token))
        .send({ answers, consent: consent(given), language: 'en-US' });
    const hidden = await submit({
      [questionnaire.remote]: { optionKeys: ['no'] },
      [questionnaire.remoteComment]: { text: 'should not be here' },
      [questionnaire.belonging]: { optionKeys: ['4'] },
    }).expect(400);
    expect(Object.keys(hidden.body.errors)).toEqual([`answers.${questionnaire.remoteComment}`]);
    const missing = await submit({ [questionnaire.remote]: { optionKeys: ['yes'] } }).expect(400);
    expect(missing.body.errors[`answers.${questionnaire.belonging}`]).toEqual([
      'Resposta obrigatória.',
    ]);
    const noConsent = await submit(
      {
        [questionnaire.race]: { optionKeys: ['preta'] },
        [questionnaire.remote]: { optionKeys: ['no'] },
        [questionnaire.belonging]: { optionKeys: ['5'] },
      },
      false,
    ).expect(400);
    expect(Object.keys(noConsent.body.errors)).toEqual([`answers.${questionnaire.race}`]);
    await submit({
      [questionnaire.remote]: { optionKeys: ['maybe'] },
      [questionnaire.belonging]: { optionKeys: ['5'] },
    }).expect(400);

    await submit({
      [questionnaire.race]: { optionKeys: ['preta'] },
      [questionnaire.remote]: { optionKeys: ['yes'] },
      [questionnaire.remoteComment]: { text: 'Bom, com flexibilidade.' },
      [questionnaire.belonging]: { optionKeys: ['4'] },
    }).expect(201);
    await submit({
      [questionnaire.remote]: { optionKeys: ['no'] },
      [questionnaire.belonging]: { optionKeys: ['4'] },
    }).expect(409);
    const { invite } = await inviteOf(people[0].email, survey.id);
    await t.http.post(`/api/survey/${survey.id}/invitation`).send({ invite }).expect(410);

    // Someone who declines consent answers the rest; "prefer not to answer" is a valid answer too.
    const second = await open(survey.id, people[3].email);
    await t.http
      .post(`/api/survey/${survey.id}/submit`)
      .set(as(second))
      .send({
        answers: {
          [questionnaire.remote]: { optionKeys: ['no'] },
          [questionnaire.belonging]: { optionKeys: ['2'] },
        },
        consent: consent(false),
      })
      .expect(201);
    const third = await open(survey.id, people[4].email);
    await t.http
      .post(`/api/survey/${survey.id}/submit`)
      .set(as(third))
      .send({
        answers: {
          [questionnaire.race]: { preferNotToAnswer: true },
          [questionnaire.remote]: { optionKeys: ['no'] },
          [questionnaire.belonging]: { optionKeys: ['5'] },
        },
        consent: consent(true),
      })
      .expect(201);

    const participation = await t.http
      .get(`/api/admin/survey/${survey.id}/participation`)
      .set(as(admin.token))
      .expect(200);
    expect(participation.body).toMatchObject({
      anonymous: true,
      items: [],
      counts: { total: 5, answered: 3, notStarted: 2 },
    });

    // Visitors answer with an access code, in Spanish.
    const code = await t.http
      .post(`/api/admin/survey/${survey.id}/access-code`)
      .set(as(admin.token))
      .send({ label: 'Quiosque', maxUses: 2 })
      .expect(201);
    expect(code.body.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const visitor = await t.http
      .post('/api/user/auth/access-by-code')
      .send({ code: code.body.code.toLowerCase() })
      .expect(200);
    expect(visitor.body.surveyId).toBe(survey.id);
    const spanish = await t.http
      .get(`/api/survey/${survey.id}`)
      .query({ language: 'es-ES' })
      .set(as(visitor.body.token))
      .expect(200);
    expect(spanish.body.questions[2].text).toBe('¿Cómo es trabajar a distancia?');
    await t.http
      .post(`/api/survey/${survey.id}/submit`)
      .set(as(visitor.body.token))
      .send({
        answers: {
          [questionnaire.remote]: { optionKeys: ['yes'] },
          [questionnaire.belonging]: { optionKeys: ['3'] },
        },
        consent: consent(false),
        language: 'es-ES',
      })
      .expect(201);
    await t.http
      .post(`/api/survey/${survey.id}/submit`)
      .set(as(visitor.body.token))
      .send({
        answers: {
          [questionnaire.remote]: { optionKeys: ['yes'] },
          [questionnaire.belonging]: { optionKeys: ['3'] },
        },
        consent: consent(false),
      })
      .expect(409);
    const notFound = await t.http
      .post('/api/user/auth/access-by-code')
      .set('Accept-Language', 'en')
      .send({ code: 'ZZZZ-ZZZZ' })
      .expect(404);
    expect(notFound.body.message).toBe('Code not found.');
    const codes = await t.http
      .get(`/api/admin/survey/${survey.id}/access-code`)
      .set(as(admin.token))
      .expect(200);
    expect(codes.body[0]).toMatchObject({ label: 'Quiosque', uses: 1, maxUses: 2 });
    expect(codes.body[0]).not.toHaveProperty('code');

    await t.app.get(ResponseWriter).flush(survey.id);
    const [{ count }] = await t.dataSource.query(
      'SELECT count(*) FROM survey_response WHERE survey_id = $1',
      [survey.id],
    );
    expect(Number(count)).toBe(4);
    const counts = (await t.http.get(`/api/admin/survey/${survey.id}`).set(as(admin.token))).body
      .counts;
    expect(counts).toMatchObject({ answered: 3, visitors: 1 });
  });

  it('keeps nothing that joins an anonymous response to a person', async () => {
    const survey = await createSurvey({
      anonymous: true,
      audience: { type: 'departments', ids: [departments.sales] },
    });
    await t.http.post(`/api/admin/survey/${survey.id}/send`).set(as(admin.token)).expect(200);
    const person = people[3];
    const { invite } = await inviteOf(person.email, survey.id);
    const token = (
      await t.http.post(`/api/survey/${survey.id}/invitation`).send({ invite }).expect(200)
    ).body.token;
    await t.http
      .post(`/api/survey/${survey.id}/submit`)
      .set(as(token))
      .send({
        answers: {
          [questionnaire.remote]: { optionKeys: ['no'] },
          [questionnaire.belonging]: { optionKeys: ['1'] },
        },
        consent: consent(false),
      })
      .expect(201);
    await t.app.get(ResponseWriter).flush();

    const columns = async (table: string) =>
      (
        await t.dataSource.query(
          `SELECT column_name, data_type FROM information_schema.columns WHERE table_name = $1 ORDER BY column_name`,
          [table],
        )
      ).map(
        (column: { column_name: string; data_type: string }) =>
          `${column.column_name}:${column.data_type}`,
      );
    // No time finer than the day, no token, no participation: only these columns exist.
    expect(await columns('survey_response')).toEqual([
      'company_id:uuid',
      'consent:jsonb',
      'department_id:uuid',
      'employee_id:uuid',
      'id:uuid',
      'language:text',
      'organization_id:uuid',
      'submitted_on:date',
      'survey_id:uuid',
    ]);
    expect(await columns('survey_answer')).toEqual([
      'option_key:text',
      'prefer_not:boolean',
      'question_id:uuid',
      'response_id:uuid',
      'survey_id:uuid',
      'value_number:numeric',
      'value_text:text',
    ]);
    expect(
      (await columns('survey_participation')).filter((column: string) =>
        /timestamp|time/.test(column),
      ),
    ).toEqual([]);

    const [response] = await t.dataSource.query(
      'SELECT * FROM survey_response WHERE survey_id = $1',
      [survey.id],
    );
    const [participation] = await t.dataSource.query(
      'SELECT * FROM survey_participation WHERE survey_id = $1 AND employee_id = $2',
      [survey.id, person.id],
    );
    expect(participation.status).toBe('answered');
    expect(response.employee_id).toBeNull();
    const personal = [
      person.id,
      person.accountId,
      participation.id,
      invite,
      ...participation.invite_hashes,
    ];
    const stored =
      JSON.stringify(response) +
      JSON.stringify(
        await t.dataSource.query('SELECT * FROM survey_answer WHERE response_id = $1', [
          response.id,
        ]),
      );
    for (const value of personal) expect(stored).not.toContain(value);
    expect(await t.dataSource.query('SELECT * FROM anonymous_submission')).toEqual([]);
  });

  it('runs an identified survey: the employee sees it, saves a draft, resumes and submits', async () => {
    const survey = await createSurvey({
      name: 'Clima identificado',
      anonymous: false,
      audience: { type: 'departments', ids: [departments.people] },
    });
    await t.http.post(`/api/admin/survey/${survey.id}/send`).set(as(admin.token)).expect(200);
    const employee = people[1];
    const account = await t.dataSource
      .getRepository(Account)
      .findOneByOrFail({ id: employee.accountId });
    const session = await signIn(t, account, 'user');

    const mine = await t.http.get('/api/user/survey').set(as(session)).expect(200);
    expect(mine.body.find((item: { id: string }) => item.id === survey.id)).toMatchObject({
      status: 'in-progress',
      participationStatus: 'not-started',
      anonymous: false,
    });
    const draft = { [questionnaire.remote]: { optionKeys: ['yes'] } };
    await t.http
      .put(`/api/survey/${survey.id}/answers`)
      .set(as(session))
      .send({ answers: draft, consent: consent(true) })
      .expect(204);
    const resumed = await t.http.get(`/api/survey/${survey.id}`).set(as(session)).expect(200);
    expect(resumed.body.draft).toEqual({ answers: draft, consent: consent(true) });
    const partial = await t.http
      .get(`/api/admin/survey/${survey.id}/participation`)
      .set(as(admin.token))
      .expect(200);
    expect(partial.body.counts).toMatchObject({ total: 3, partiallyAnswered: 1, notStarted: 2 });
    expect(
      partial.body.items.map((item: { employeeId: string; status: string }) => [
        item.employeeId,
        item.status,
      ]),
    ).toContainEqual([employee.id, 'partially-answered']);

    await t.http
      .post(`/api/survey/${survey.id}/submit`)
      .set(as(session))
      .send({
        answers: {
          ...draft,
          [questionnaire.remoteComment]: { text: 'Ótimo.' },
          [questionnaire.belonging]: { optionKeys: ['5'] },
        },
        consent: consent(true),
      })
      .expect(201);
    const [response] = await t.dataSource.query(
      'SELECT * FROM survey_response WHERE survey_id = $1',
      [survey.id],
    );
    expect(response).toMatchObject({ employee_id: employee.id, department_id: departments.people });
    expect(await t.dataSource.query('SELECT * FROM survey_draft')).toEqual([]);

    // Someone outside the audience has no access.
    const outsider = await t.dataSource
      .getRepository(Account)
      .findOneByOrFail({ id: people[3].accountId });
    const outsiderSession = await signIn(t, outsider, 'user');
    await t.http.get(`/api/survey/${survey.id}`).set(as(outsiderSession)).expect(403);
  });

  it('refuses a closed or expired survey, and keeps each company to its own surveys', async () => {
    const closing = await createSurvey({ name: 'Fecha já' });
    await t.http.post(`/api/admin/survey/${closing.id}/send`).set(as(admin.token)).expect(200);
    const token = await open(closing.id, people[2].email);
    await t.http.post(`/api/admin/survey/${closing.id}/close`).set(as(admin.token)).expect(200);
    const closed = await t.http
      .post(`/api/survey/${closing.id}/submit`)
      .set(as(token))
      .send({
        answers: {
          [questionnaire.remote]: { optionKeys: ['no'] },
          [questionnaire.belonging]: { optionKeys: ['4'] },
        },
        consent: consent(false),
      })
      .expect(410);
    expect(closed.body.message).toBe('Esta pesquisa está encerrada ou expirada.');

    const expiring = await createSurvey({ name: 'Expira' });
    await t.http.post(`/api/admin/survey/${expiring.id}/send`).set(as(admin.token)).expect(200);
    const expiringToken = await open(expiring.id, people[2].email);
    await t.dataSource.query(
      `UPDATE survey SET ends_at = now() - interval '1 minute' WHERE id = $1`,
      [expiring.id],
    );
    await t.http.get(`/api/survey/${expiring.id}`).set(as(expiringToken)).expect(410);
    expect(
      (await t.http.get(`/api/admin/survey/${expiring.id}`).set(as(admin.token))).body.status,
    ).toBe('expired');

    const other = await signedInWithCompany(t, 'admin');
    await t.http.get(`/api/admin/survey/${closing.id}`).set(as(other.token)).expect(404);
    await t.http.post(`/api/admin/survey/${closing.id}/send`).set(as(other.token)).expect(404);
    await t.http
      .get(`/api/admin/questionnaire/${questionnaire.id}`)
      .set(as(other.token))
      .expect(404);
    await t.http
      .post(`/api/admin/survey`)
      .set(as(other.token))
      .send({ name: 'x', questionnaireId: questionnaire.id })
      .expect(400);
    await t.http
      .get(`/api/survey/${closing.id}`)
      .set(as(token.replace(/.$/, 'x')))
      .expect(401);
  });

  it('cannot send with an expired subscription, and reminds those who have not answered', async () => {
    const expired = await signedInWithCompany(t, 'admin', {
      company: { subscriptionEndDate: '2020-12-31' },
    });
    await createEmployee(t.dataSource, expired.company!.id);
    const own = await buildQuestionnaire(t, expired.token);
    const draft = await t.http
      .post('/api/admin/survey')
      .set(as(expired.token))
      .send({ name: 'Não vai', questionnaireId: own.id })
      .expect(201);
    const refused = await t.http
      .post(`/api/admin/survey/${draft.body.id}/send`)
      .set(as(expired.token))
      .expect(409);
    expect(refused.body.message).toBe(
      'A assinatura da empresa expirou: não é possível enviar pesquisas.',
    );

    const survey = await createSurvey({
      name: 'Com lembrete',
      audience: { type: 'departments', ids: [departments.sales] },
    });
    await t.http.post(`/api/admin/survey/${survey.id}/send`).set(as(admin.token)).expect(200);
    const reminded = await t.http
      .post(`/api/admin/survey/${survey.id}/remind`)
      .set(as(admin.token))
      .expect(200);
    expect(reminded.body.reminded).toBe(2);
    const reminder = await t.smtp.waitFor(
      people[4].email,
      (mail) => mail.subject === 'Lembrete: Com lembrete',
    );
    const fresh = new URL(
      reminder.text.match(/https?:\/\/\S+invite=\S+/)?.[0] as string,
    ).searchParams.get('invite');
    await t.http.post(`/api/survey/${survey.id}/invitation`).send({ invite: fresh }).expect(200);
    expect(await createCompany(t.dataSource)).toBeDefined();
  });
});
