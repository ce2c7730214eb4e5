import { Job } from 'bullmq';
import { SurveyJob } from '../src/queue/queues';
import { AnonymousAnswers } from '../src/answers/anonymous-answers.service';
import { CONSENT_VERSION } from '../src/survey/survey-view';
import { SurveyProcessor } from '../src/survey/survey.processor';
import { PNG_1x1 } from './support/files';
import { createAccount } from './support/factories';
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

  const department = async (name: string, token = admin.token) =>
    (
      await t.http
        .post('/api/admin/company/department')
        .set(bearer(token))
        .send({ name })
        .expect(201)
    ).body.id as string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInWithCompany(t, 'admin');
    const companyId = admin.company!.id;
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
  const send = (surveyId: string, token = admin.token) =>
    t.http.post(`/api/admin/survey/${surveyId}/send`).set(as(token));
  const countsOf = async (surveyId: string) =>
    (await t.http.get(`/api/admin/survey/${surveyId}`).set(as(admin.token)).expect(200)).body
      .counts;
  /** Mails written to the outbox (delivered or not) of one template to one person. */
  const outboxed = async (recipient: string, template: 'survey-invitation' | 'survey-reminder') =>
    Number(
      (
        await t.dataSource.query(
          'SELECT count(*) FROM outbox_message WHERE recipient = $1 AND template = $2',
          [recipient, template],
        )
      )[0].count,
    );
  /** The worker's hourly reminder step, run now. */
  const scheduledReminders = () =>
    t.app.get(SurveyProcessor).process({ data: { task: 'reminders' } } as Job<SurveyJob>);

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
    // It promises what reports publish, with the platform's threshold.
    expect(preview.body.consent.text).toContain(
      'shown only for groups of at least 5 people; an answer given by fewer than 5 people of a group reads "fewer than 5".',
    );
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

  it('tells, before sending, which languages of the audience would read questions in Portuguese', async () => {
    // The remote question has no Spanish text, its follow-up no English one.
    const setLanguage = (employee: TestEmployee, languageId: number) =>
      t.dataSource.query('UPDATE account SET language_id = $1 WHERE id = $2', [
        languageId,
        employee.accountId,
      ]);
    await setLanguage(people[3], 2);
    const gaps = async (surveyId: string, token = admin.token) =>
      t.http.get(`/api/admin/survey/${surveyId}/translation-gaps`).set(as(token));
    try {
      const sales = await createSurvey({
        audience: { type: 'departments', ids: [departments.sales] },
        accessModes: ['link'],
      });
      expect((await gaps(sales.id)).body).toEqual({
        languages: [{ language: 'en-US', people: 1, questions: 1, texts: ['title'] }],
      });
      // Visitors by code choose any language on the portal.
      const kiosk = await createSurvey({
        audience: { type: 'departments', ids: [departments.people] },
        accessModes: ['link', 'code'],
      });
      expect((await gaps(kiosk.id)).body).toEqual({
        languages: [
          { language: 'en-US', people: 0, questions: 1, texts: ['title'] },
          { language: 'es-ES', people: 0, questions: 1, texts: ['title'] },
        ],
      });
      const other = await signedInWithCompany(t, 'admin');
      expect((await gaps(sales.id, other.token)).status).toBe(404);
    } finally {
      await setLanguage(people[3], 1);
    }
  });

  it('invites to a survey with no end date in plain words, with no "ignore this message"', async () => {
    const open = await createSurvey({
      name: 'Sem prazo',
      endsAt: null,
      audience: { type: 'departments', ids: [departments.sales] },
      accessModes: ['link'],
    });
    await send(open.id).expect(200);
    const mail = await t.smtp.waitFor(people[3].email, (message) =>
      message.text.includes(`/survey/${open.id}`),
    );
    expect(mail.text).toContain('convida você a responder a pesquisa "Sem prazo". Responda');
    expect(mail.text).not.toContain('até -');
    expect(mail.text).not.toContain('ignore esta mensagem');
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
    // Opening is not answering: the participation stays "not started" until a first answer.
    expect(view.body).toMatchObject({
      anonymous: true,
      language: 'en-US',
      draft: null,
      participationStatus: 'not-started',
    });
    expect(await countsOf(survey.id)).toMatchObject({ notStarted: 5, partiallyAnswered: 0 });
    // The draft stays in the browser; the portal only says that a first answer was given.
    await t.http.post(`/api/survey/${survey.id}/start`).set(as(token)).expect(204);
    expect(await countsOf(survey.id)).toMatchObject({ notStarted: 4, partiallyAnswered: 1 });
    expect(view.body.questions[1].text).toBe('Do you work remotely?');
    // The Portuguese reference is for whoever writes translations, in the preview, not for
    // the person answering.
    for (const question of view.body.questions) expect(question).not.toHaveProperty('reference');

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
    const notText = await submit({
      [questionnaire.remote]: { optionKeys: ['yes'] },
      [questionnaire.remoteComment]: { text: 42 },
      [questionnaire.belonging]: { optionKeys: ['5'] },
    }).expect(400);
    expect(notText.body.errors).toEqual({
      [`answers.${questionnaire.remoteComment}`]: ['Deve ser um texto.'],
    });

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
      .get(`/api/admin/survey/${survey.id}/access-code?order=-createdAt`)
      .set(as(admin.token))
      .expect(200);
    expect(codes.body).toMatchObject({ page: 1, pageSize: 10 });
    expect(codes.body.items[0]).toMatchObject({ label: 'Quiosque', uses: 1, maxUses: 2 });
    expect(codes.body.items[0]).not.toHaveProperty('code');

    await t.app.get(AnonymousAnswers).flush(survey.id);
    const [{ count }] = await t.dataSource.query(
      'SELECT count(*) FROM survey_response WHERE survey_id = $1',
      [survey.id],
    );
    expect(Number(count)).toBe(4);
    const counts = (await t.http.get(`/api/admin/survey/${survey.id}`).set(as(admin.token))).body
      .counts;
    expect(counts).toMatchObject({ answered: 3, visitors: 1 });
    // The list counts in its own statement; it must agree with the detail.
    const listed = await t.http
      .get('/api/admin/survey')
      .query({ pageSize: 100 })
      .set(as(admin.token))
      .expect(200);
    expect(listed.body.items.find((item: { id: string }) => item.id === survey.id).counts).toEqual(
      counts,
    );
  });

  it('holds anonymous answers given at once together, each person once', async () => {
    const survey = await createSurvey({ anonymous: true });
    await send(survey.id).expect(200);
    const tokens = await Promise.all(people.map((person) => open(survey.id, person.email)));
    const answers = {
      [questionnaire.remote]: { optionKeys: ['no'] },
      [questionnaire.belonging]: { optionKeys: ['3'] },
    };
    const submit = (token: string) =>
      t.http
        .post(`/api/survey/${survey.id}/submit`)
        .set(as(token))
        .send({ answers, consent: consent(false) });
    // Everyone at the same moment, and the first person twice: statements shared, nobody lost,
    // nobody counted twice.
    const statuses = (await Promise.all([...tokens, tokens[0]].map(submit))).map(
      (response) => response.status,
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(people.length);
    expect(statuses.filter((status) => status === 409)).toHaveLength(1);
    await t.app.get(AnonymousAnswers).flush(survey.id);
    const [{ count }] = await t.dataSource.query(
      'SELECT count(*) FROM survey_response WHERE survey_id = $1',
      [survey.id],
    );
    expect(Number(count)).toBe(people.length);
    expect(await countsOf(survey.id)).toMatchObject({ answered: people.length });
  });

  it('reads a report only after the answers a worker is moving at that moment are in', async () => {
    const survey = await createSurvey({
      anonymous: true,
      audience: { type: 'departments', ids: [departments.sales] },
    });
    await t.http.post(`/api/admin/survey/${survey.id}/send`).set(as(admin.token)).expect(200);
    const token = await open(survey.id, people[4].email);
    await t.http
      .post(`/api/survey/${survey.id}/submit`)
      .set(as(token))
      .send({
        answers: {
          [questionnaire.remote]: { optionKeys: ['yes'] },
          [questionnaire.belonging]: { optionKeys: ['4'] },
        },
        consent: consent(false),
      })
      .expect(201);
    const heldRows = async () =>
      (
        await t.dataSource.query(
          'SELECT count(*)::int AS held FROM anonymous_submission WHERE survey_id = $1',
          [survey.id],
        )
      )[0].held;
    expect(await heldRows()).toBe(1);

    // Another mover (a worker's batch) holds the row while the report is asked for.
    const mover = t.dataSource.createQueryRunner();
    await mover.connect();
    await mover.startTransaction();
    await mover.query('SELECT id FROM anonymous_submission WHERE survey_id = $1 FOR UPDATE', [
      survey.id,
    ]);
    const reading = t.http.get(`/api/admin/survey/${survey.id}/report`).set(as(admin.token));
    const report = reading.then((response) => response);
    const waiting = async () =>
      (
        await t.dataSource.query(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity
           WHERE wait_event_type = 'Lock' AND query LIKE '%anonymous_submission%'`,
        )
      )[0].waiting > 0;
    let answered = false;
    void report.then(() => (answered = true));
    while (!answered && !(await waiting())) await new Promise((resolve) => setTimeout(resolve, 50));
    await mover.rollbackTransaction();
    await mover.release();

    expect((await report).status).toBe(200);
    // The report waited for the mover, then moved the answer itself before counting.
    expect(await heldRows()).toBe(0);
    const [{ count }] = await t.dataSource.query(
      'SELECT count(*)::int FROM survey_response WHERE survey_id = $1',
      [survey.id],
    );
    expect(count).toBe(1);
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
    // The participation's row version and the held answer are written by one transaction.
    const [{ xmin }] = await t.dataSource.query(
      'SELECT xmin::text FROM survey_participation WHERE survey_id = $1 AND employee_id = $2',
      [survey.id, person.id],
    );
    await t.app.get(AnonymousAnswers).flush();

    // Once moved, no version of the held row is left in the table's pages to share that
    // transaction id with the participation (it is vacuumed right after the move).
    await t.dataSource.query('CREATE EXTENSION IF NOT EXISTS pageinspect');
    const [{ sharing }] = await t.dataSource.query(
      `SELECT count(*)::int AS sharing
       FROM generate_series(0, (pg_relation_size('anonymous_submission') / current_setting('block_size')::int) - 1) AS page,
            heap_page_items(get_raw_page('anonymous_submission', page::int)) AS item
       WHERE item.t_xmin::text = $1`,
      [xmin],
    );
    expect(sharing).toBe(0);

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
    // (`published` only tells, until a running survey's reports next publish, which responses
    // came since they last did; then every one is published alike.)
    expect(await columns('survey_response')).toEqual([
      'company_id:uuid',
      'consent:jsonb',
      'department_id:uuid',
      'employee_id:uuid',
      'id:uuid',
      'language:text',
      'organization_id:uuid',
      'published:boolean',
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
    // The consent is recorded with its text version and, like the response, only the day.
    const [{ day }] = await t.dataSource.query(
      'SELECT submitted_on::text AS day FROM survey_response WHERE id = $1',
      [response.id],
    );
    expect(response.consent).toEqual({ version: CONSENT_VERSION, given: false, at: day });
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

    const mine = await t.http
      .get('/api/user/survey?pageSize=1&order=-sentAt')
      .set(as(session))
      .expect(200);
    expect(mine.body).toMatchObject({ page: 1, pageSize: 1 });
    expect(mine.body.items).toHaveLength(1);
    expect(mine.body.items[0]).toMatchObject({
      id: survey.id,
      status: 'in-progress',
      participationStatus: 'not-started',
      anonymous: false,
      closedAt: null,
    });
    await t.http.get('/api/user/survey?order=employee').set(as(session)).expect(400);
    const opened = await t.http.get(`/api/survey/${survey.id}`).set(as(session)).expect(200);
    expect(opened.body.participationStatus).toBe('not-started');
    // A draft without an answer does not start the participation either.
    await t.http
      .put(`/api/survey/${survey.id}/answers`)
      .set(as(session))
      .send({ answers: { [questionnaire.remote]: { optionKeys: [] } }, consent: consent(true) })
      .expect(204);
    expect(await countsOf(survey.id)).toMatchObject({ notStarted: 3, partiallyAnswered: 0 });
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

    const before = Date.now();
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
    const after = Date.now();
    const [response] = await t.dataSource.query(
      'SELECT * FROM survey_response WHERE survey_id = $1',
      [survey.id],
    );
    expect(response).toMatchObject({ employee_id: employee.id, department_id: departments.people });
    // An identified response records when consent was given, to the instant.
    expect(response.consent).toMatchObject({ version: CONSENT_VERSION, given: true });
    const consentedAt = Date.parse(response.consent.at);
    expect(consentedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(consentedAt).toBeLessThanOrEqual(after + 1000);
    expect(await t.dataSource.query('SELECT * FROM survey_draft')).toEqual([]);

    // Someone outside the audience has no access.
    const outsider = await t.dataSource
      .getRepository(Account)
      .findOneByOrFail({ id: people[3].accountId });
    const outsiderSession = await signIn(t, outsider, 'user');
    const noAccess = await t.http
      .get(`/api/survey/${survey.id}`)
      .set(as(outsiderSession))
      .expect(403);
    expect(noAccess.body.message).toBe('Você não tem acesso a esta pesquisa.');
    // Another company's employee cannot even learn that the survey exists.
    const stranger = await signedInWithCompany(t, 'user');
    const hidden = await t.http.get(`/api/survey/${survey.id}`).set(as(stranger.token)).expect(404);
    expect(hidden.body.message).toBe('Questionário não encontrado.');
    await t.http
      .put(`/api/survey/${survey.id}/answers`)
      .set(as(stranger.token))
      .send({ answers: draft })
      .expect(404);
    await t.http
      .post(`/api/survey/${survey.id}/submit`)
      .set(as(stranger.token))
      .send({ answers: draft, consent: consent(false) })
      .expect(404);
  });

  it('tells a survey not open yet from one that is not the person’s, by its 403’s code', async () => {
    const later = await createSurvey({
      name: 'Abre amanhã',
      anonymous: false,
      audience: { type: 'departments', ids: [departments.people] },
      startsAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
    });
    await t.http.post(`/api/admin/survey/${later.id}/send`).set(as(admin.token)).expect(200);
    const invited = await t.dataSource
      .getRepository(Account)
      .findOneByOrFail({ id: people[1].accountId });
    const early = await t.http
      .get(`/api/survey/${later.id}`)
      .set(as(await signIn(t, invited, 'user')))
      .expect(403);
    expect(early.body.code).toBe('survey.notOpenYet');
    // Whose the survey is, is judged before its date.
    const outsider = await t.dataSource
      .getRepository(Account)
      .findOneByOrFail({ id: people[3].accountId });
    const refused = await t.http
      .get(`/api/survey/${later.id}`)
      .set(as(await signIn(t, outsider, 'user')))
      .expect(403);
    expect(refused.body.code).toBe('survey.noAccess');
  });

  it('refuses a closed or expired survey, and keeps each company to its own surveys', async () => {
    const closing = await createSurvey({ name: 'Fecha já', accessModes: ['link', 'code'] });
    await t.http.post(`/api/admin/survey/${closing.id}/send`).set(as(admin.token)).expect(200);
    const token = await open(closing.id, people[2].email);
    const code = (
      await t.http
        .post(`/api/admin/survey/${closing.id}/access-code`)
        .set(as(admin.token))
        .send({})
        .expect(201)
    ).body.code;
    await t.http.post(`/api/admin/survey/${closing.id}/close`).set(as(admin.token)).expect(200);
    // A visitor with a good code of a closed survey is told so, not that the code failed.
    const visitor = await t.http
      .post('/api/user/auth/access-by-code')
      .set('Accept-Language', 'en-US')
      .send({ code })
      .expect(410);
    expect(visitor.body.message).toBe('This survey is closed or has expired.');
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
    // Renaming it, with the reminders in the body and the end date left out, reopens nothing.
    const renamed = await t.http
      .put(`/api/admin/survey/${expiring.id}`)
      .set(as(admin.token))
      .send({ name: 'Expirou', questionnaireId: questionnaire.id, reminderIntervalDays: 3 })
      .expect(200);
    expect(renamed.body).toMatchObject({
      name: 'Expirou',
      status: 'expired',
      reminderIntervalDays: 3,
    });
    expect(Date.parse(renamed.body.endsAt)).toBeLessThan(Date.now());
    const kept = await t.http
      .put(`/api/admin/survey/${expiring.id}`)
      .set(as(admin.token))
      .send({ name: 'Expirou', questionnaireId: questionnaire.id })
      .expect(200);
    expect(kept.body).toMatchObject({ status: 'expired', reminderIntervalDays: 3 });
    await t.http.post(`/api/survey/${expiring.id}/start`).set(as(expiringToken)).expect(410);

    // A draft keeps what an update leaves out too, and cannot be sent once its end has passed.
    const late = await createSurvey({ name: 'Atrasada', anonymous: false, accessModes: ['code'] });
    await t.dataSource.query(
      `UPDATE survey SET ends_at = now() - interval '1 minute' WHERE id = $1`,
      [late.id],
    );
    const draft = await t.http
      .put(`/api/admin/survey/${late.id}`)
      .set(as(admin.token))
      .send({ name: 'Atrasada', questionnaireId: questionnaire.id })
      .expect(200);
    expect(draft.body).toMatchObject({ anonymous: false, accessModes: ['code'], status: 'draft' });
    expect(draft.body.endsAt).not.toBeNull();
    const pastEnd = await send(late.id).expect(400);
    expect(pastEnd.body.errors).toEqual({
      endsAt: ['O término já passou: escolha uma data futura antes de enviar.'],
    });

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
  });

  it('reminds on schedule through the queue: each person due once, nobody who answered', async () => {
    const scheduled = await department('Agendados');
    const [due, done] = [
      await createEmployee(t.dataSource, admin.company!.id, { departmentId: scheduled }),
      await createEmployee(t.dataSource, admin.company!.id, { departmentId: scheduled }),
    ];
    const survey = await createSurvey({
      name: 'Lembrete automático',
      reminderIntervalDays: 2,
      audience: { type: 'departments', ids: [scheduled] },
    });
    await send(survey.id).expect(200);
    await t.http
      .post(`/api/survey/${survey.id}/submit`)
      .set(as(await open(survey.id, done.email)))
      .send({
        answers: {
          [questionnaire.remote]: { optionKeys: ['no'] },
          [questionnaire.belonging]: { optionKeys: ['4'] },
        },
        consent: consent(false),
      })
      .expect(201);

    // Not due yet: the interval has not passed since the invitation.
    await scheduledReminders();
    expect(await outboxed(due.email, 'survey-reminder')).toBe(0);

    await t.dataSource.query(
      `UPDATE survey SET sent_at = sent_at - interval '3 days' WHERE id = $1`,
      [survey.id],
    );
    // Two workers' rounds at once, then another: one reminder, and the interval counts from it.
    await Promise.all([scheduledReminders(), scheduledReminders()]);
    await scheduledReminders();
    expect(await outboxed(due.email, 'survey-reminder')).toBe(1);
    expect(await outboxed(done.email, 'survey-reminder')).toBe(0);
    const reminder = await t.smtp.waitFor(
      due.email,
      (mail) => mail.subject === 'Lembrete: Lembrete automático',
    );
    const fresh = new URL(
      reminder.text.match(/https?:\/\/\S+invite=\S+/)?.[0] as string,
    ).searchParams.get('invite');
    await t.http.post(`/api/survey/${survey.id}/invitation`).send({ invite: fresh }).expect(200);
  });

  it('sends no reminder, by hand or on schedule, once the subscription has run out', async () => {
    const lapsing = await signedInWithCompany(t, 'admin');
    const employee = await createEmployee(t.dataSource, lapsing.company!.id);
    const own = await buildQuestionnaire(t, lapsing.token);
    const survey = (
      await t.http
        .post('/api/admin/survey')
        .set(as(lapsing.token))
        .send({ name: 'Assinatura vencida', questionnaireId: own.id, reminderIntervalDays: 1 })
        .expect(201)
    ).body;
    await send(survey.id, lapsing.token).expect(200);
    await t.dataSource.query(
      `UPDATE survey SET sent_at = sent_at - interval '2 days' WHERE id = $1`,
      [survey.id],
    );
    const runOut = (date: string | null) =>
      t.dataSource.query('UPDATE company SET subscription_end_date = $2 WHERE id = $1', [
        lapsing.company!.id,
        date,
      ]);

    await runOut('2020-12-31');
    const refused = await t.http
      .post(`/api/admin/survey/${survey.id}/remind`)
      .set(as(lapsing.token))
      .expect(409);
    expect(refused.body.message).toBe(
      'A assinatura da empresa expirou: não é possível enviar pesquisas.',
    );
    await scheduledReminders();
    expect(await outboxed(employee.email, 'survey-reminder')).toBe(0);

    // Renewed, the same schedule reminds: it was the subscription that held it back.
    await runOut(null);
    await scheduledReminders();
    expect(await outboxed(employee.email, 'survey-reminder')).toBe(1);
  });

  it('lets one of two sends at once win; the other is told it was sent', async () => {
    const survey = await createSurvey({ name: 'Duas vezes' });
    const answers = await Promise.all([send(survey.id), send(survey.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(
      'Esta pesquisa já foi enviada e não pode ser alterada.',
    );
    // Every active employee invited once, one mail per invitation: the losing send wrote nothing.
    const [{ invited, staff }] = await t.dataSource.query(
      `SELECT (SELECT count(*)::int FROM survey_participation WHERE survey_id = $1) AS invited,
              (SELECT count(*)::int FROM employee WHERE company_id = $2 AND is_active) AS staff`,
      [survey.id, admin.company!.id],
    );
    expect(invited).toBe(staff);
    expect(await outboxed(people[0].email, 'survey-invitation')).toBe(
      Number(
        (
          await t.dataSource.query(
            'SELECT count(*) FROM survey_participation WHERE employee_id = $1',
            [people[0].id],
          )
        )[0].count,
      ),
    );
  });

  it('invites an audience of organizations, each person in their own language', async () => {
    const organization = (
      await t.http
        .post('/api/admin/company/organization')
        .set(as(admin.token))
        .send({ name: 'Filial Sul' })
        .expect(201)
    ).body.id as string;
    const companyId = admin.company!.id;
    const english = await createEmployee(t.dataSource, companyId, {
      organizationId: organization,
      languageId: 2,
    });
    const spanish = await createEmployee(t.dataSource, companyId, {
      organizationId: organization,
      languageId: 3,
    });
    const survey = await createSurvey({
      name: 'Filiais',
      audience: { type: 'organizations', ids: [organization] },
    });
    const sent = await send(survey.id).expect(200);
    expect(sent.body.counts).toMatchObject({ total: 2, notStarted: 2 });
    const inEnglish = await t.smtp.waitFor(english.email, (mail) =>
      mail.text.includes(`/survey/${survey.id}`),
    );
    expect(inEnglish.subject).toBe('Survey: Filiais');
    const inSpanish = await t.smtp.waitFor(spanish.email, (mail) =>
      mail.text.includes(`/survey/${survey.id}`),
    );
    expect(inSpanish.subject).toBe('Encuesta: Filiais');
    const [{ outside }] = await t.dataSource.query(
      `SELECT count(*)::int AS outside FROM survey_participation p
       JOIN employee e ON e.id = p.employee_id
       WHERE p.survey_id = $1 AND e.organization_id IS DISTINCT FROM $2`,
      [survey.id, organization],
    );
    expect(outside).toBe(0);
  });

  it('keeps a sent survey as it was sent when its questionnaire changes, images included', async () => {
    const own = await buildQuestionnaire(t, admin.token);
    const base = `/api/admin/questionnaire/${own.id}`;
    const withImage = await t.http
      .post(`${base}/question/${own.remote}/image`)
      .set(as(admin.token))
      .attach('image', PNG_1x1, 'remoto.png')
      .expect(201);
    const imageUrl = withImage.body.imageUrl as string;
    const survey = await createSurvey({ name: 'Congelada', questionnaireId: own.id });
    await send(survey.id).expect(200);

    // The questionnaire changes: a text rewritten, two questions gone (one with the image), one added.
    const remote = (
      await t.http.get(`${base}/question/${own.remote}`).set(as(admin.token)).expect(200)
    ).body;
    await t.http
      .put(`${base}/question/${own.remote}`)
      .set(as(admin.token))
      .send({
        type: remote.type,
        required: remote.required,
        texts: { 'pt-BR': { text: 'Texto novo' } },
        options: remote.options,
      })
      .expect(200);
    await t.http.delete(`${base}/question/${own.remoteComment}`).set(as(admin.token)).expect(204);
    await t.http.delete(`${base}/question/${own.remote}`).set(as(admin.token)).expect(204);
    await t.http
      .post(`${base}/question`)
      .set(as(admin.token))
      .send({ type: 'text', texts: { 'pt-BR': { text: 'Pergunta nova' } } })
      .expect(201);

    const detail = await t.http.get(`/api/admin/survey/${survey.id}`).set(as(admin.token));
    expect(detail.body.questionCount).toBe(4);
    const token = await open(survey.id, people[1].email);
    const view = await t.http.get(`/api/survey/${survey.id}`).set(as(token)).expect(200);
    expect(view.body.questions.map((question: { text: string }) => question.text)).toEqual([
      'Qual é a sua cor ou raça?',
      'Você trabalha remotamente?',
      'Como é trabalhar remotamente?',
      expect.any(String),
    ]);
    expect(view.body.questions[1].imageUrl).toBe(imageUrl);
    // The frozen question still shows its image, though the question itself is gone.
    await t.http.get(imageUrl).expect(200);
    await t.http
      .post(`/api/survey/${survey.id}/submit`)
      .set(as(token))
      .send({
        answers: {
          [own.remote]: { optionKeys: ['yes'] },
          [own.remoteComment]: { text: 'Como antes.' },
          [own.belonging]: { optionKeys: ['4'] },
        },
        consent: consent(false),
      })
      .expect(201);

    // An image no sent survey froze goes with its question.
    const loose = (
      await t.http
        .post(`${base}/question`)
        .set(as(admin.token))
        .send({ type: 'text', texts: { 'pt-BR': { text: 'Com imagem' } } })
        .expect(201)
    ).body.id;
    const looseImage = (
      await t.http
        .post(`${base}/question/${loose}/image`)
        .set(as(admin.token))
        .attach('image', PNG_1x1, 'solta.png')
        .expect(201)
    ).body.imageUrl;
    await t.http.get(looseImage).expect(200);
    await t.http.delete(`${base}/question/${loose}`).set(as(admin.token)).expect(204);
    await t.http.get(looseImage).expect(404);
  });

  it('reads each question of a questionnaire, a page at a time or one by one', async () => {
    const base = `/api/admin/questionnaire/${questionnaire.id}/question`;
    const page = await t.http
      .get(base)
      .query({ pageSize: 2, page: 2 })
      .set(as(admin.token))
      .expect(200);
    expect(page.body).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(page.body.items.map((item: { id: string }) => item.id)).toEqual([
      questionnaire.remoteComment,
      questionnaire.belonging,
    ]);
    const found = await t.http.get(base).query({ search: 'remotamente' }).set(as(admin.token));
    expect(found.body.total).toBe(2);
    const bad = await t.http.get(base).query({ order: 'texts' }).set(as(admin.token)).expect(400);
    expect(Object.keys(bad.body.errors)).toEqual(['order']);
    const one = await t.http
      .get(`${base}/${questionnaire.remote}`)
      .set(as(admin.token))
      .expect(200);
    expect(one.body).toMatchObject({ id: questionnaire.remote, type: 'single', required: true });
    await t.http.get(`${base}/${questionnaire.id}`).set(as(admin.token)).expect(404);

    const other = await signedInWithCompany(t, 'admin');
    await t.http.get(base).set(as(other.token)).expect(404);
    await t.http.get(`${base}/${questionnaire.remote}`).set(as(other.token)).expect(404);
  });

  it('keeps response models: read one by id, and a model library questions use stays', async () => {
    const owner = await signIn(
      t,
      await createAccount(t.dataSource, { roles: ['super'], companyId: null }),
      'super',
    );
    const model = {
      names: { 'pt-BR': 'Frequência', 'en-US': 'Frequency' },
      options: [
        { key: 'never', labels: { 'pt-BR': 'Nunca' } },
        { key: 'always', labels: { 'pt-BR': 'Sempre' } },
      ],
    };
    const platform = (
      await t.http.post('/api/super/response-model').set(as(owner)).send(model).expect(201)
    ).body;
    expect(
      (await t.http.get(`/api/super/response-model/${platform.id}`).set(as(owner)).expect(200))
        .body,
    ).toMatchObject({ id: platform.id, companyId: null, names: model.names });
    // Companies read the platform's models and their own, never another company's.
    const own = (
      await t.http.post('/api/admin/response-model').set(as(admin.token)).send(model).expect(201)
    ).body;
    expect(own.companyId).toBe(admin.company!.id);
    await t.http.get(`/api/admin/response-model/${platform.id}`).set(as(admin.token)).expect(200);
    await t.http.get(`/api/admin/response-model/${own.id}`).set(as(admin.token)).expect(200);
    await t.http.get(`/api/super/response-model/${own.id}`).set(as(owner)).expect(404);
    const other = await signedInWithCompany(t, 'admin');
    await t.http.get(`/api/admin/response-model/${own.id}`).set(as(other.token)).expect(404);
    await t.http.delete(`/api/admin/response-model/${own.id}`).set(as(other.token)).expect(404);

    const question = (
      await t.http
        .post('/api/super/predefined-question')
        .set(as(owner))
        .send({
          type: 'scale',
          texts: { 'pt-BR': { text: 'Com que frequência você se sente ouvido(a)?' } },
          responseModelId: platform.id,
        })
        .expect(201)
    ).body;
    await t.http.delete(`/api/super/predefined-question/${question.id}`).set(as(owner)).expect(204);
    // Retired, the question still names the model: the model stays, said plainly.
    const inUse = await t.http
      .delete(`/api/super/response-model/${platform.id}`)
      .set(as(owner))
      .expect(409);
    expect(inUse.body.message).toBe(
      'Este modelo de resposta é usado por perguntas da biblioteca e não pode ser excluído.',
    );
    await t.http.get(`/api/super/response-model/${platform.id}`).set(as(owner)).expect(200);
    await t.http.delete(`/api/admin/response-model/${own.id}`).set(as(admin.token)).expect(204);
  });
});
