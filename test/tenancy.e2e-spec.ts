import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMMENT_ID } from '../src/report/report.repository';
import { PNG_1x1 } from './support/files';
import { signedInWithCompany, signIn, SignedIn } from './support/session';
import { buildQuestionnaire, createEmployee, libraryIds } from './support/survey-data';
import { startTestApp, TestApp } from './support/test-app';
import { bearer } from './support/tokens';

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** As registered, e.g. `/api/admin/survey/:id/access-code/:codeId`. */
  path: string;
}

/**
 * Every route the application registered whose path starts with /api/admin (or /api/:product,
 * which answers /api/admin too), read from the controllers' routing metadata the way Nest builds
 * the router, and checked against fastify's router.
 */
function adminRoutes(t: TestApp): Route[] {
  const scanner = new MetadataScanner();
  const routes: Route[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as { prototype: Record<string, object> } | null;
      if (!type) continue;
      const base = [Reflect.getMetadata(PATH_METADATA, type) as string | string[]].flat()[0];
      for (const name of scanner.getAllMethodNames(type.prototype)) {
        const handler = type.prototype[name];
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (path === undefined || method === undefined) continue;
        const full = `/api/${[base, path].filter((part) => part && part !== '/').join('/')}`;
        if (/^\/api\/(admin|:product)\//.test(full)) {
          routes.push({ method: RequestMethod[method] as Route['method'], path: full });
        }
      }
    }
  }
  const fastify = t.app.getHttpAdapter().getInstance();
  const unregistered = routes.filter((route) => !fastify.hasRoute({ ...route, url: route.path }));
  expect(unregistered).toEqual([]);
  return routes;
}

/** `survey` for `/api/admin/survey/:id`: a parameter is named by the collection before it. */
const collectionOf = (segments: string[], index: number) => segments[index - 1];

/**
 * Company B's administrator walks every admin route with company A's ids: each answers 404,
 * and B's lists show only B's rows.
 */
describe('tenant isolation', () => {
  let t: TestApp;
  let a: SignedIn;
  let b: SignedIn;
  /** Company A's ids by the collection that names them in a path. */
  const idsOfA: Record<string, string> = {};
  /** Rows of company B, one per list, by list path. */
  const rowsOfB: Record<string, string[]> = {};
  let library: Record<string, string>;
  let questionnaireOfB: string;
  let snapshotOfA: Record<string, unknown>;

  const questionBody = {
    type: 'single',
    texts: { 'pt-BR': { text: 'Pergunta de B?' } },
    options: [
      { key: 'yes', labels: { 'pt-BR': 'Sim' } },
      { key: 'no', labels: { 'pt-BR': 'Não' } },
    ],
  };
  const modelBody = {
    names: { 'pt-BR': 'Escala de B' },
    options: [
      { key: 'a', labels: { 'pt-BR': 'A' } },
      { key: 'b', labels: { 'pt-BR': 'B' } },
    ],
  };
  const inFuture = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
  const spreadsheet = () => readFileSync(join(__dirname, 'fixtures', 'employees.xlsx'));

  /** What B sends to a route that reads a body or a query: valid input, so only ownership decides. */
  const inputOf = (route: Route): { body?: object; query?: object; image?: boolean } => {
    const key = `${route.method} ${route.path}`;
    const inputs: Record<string, { body?: object; query?: object; image?: boolean }> = {
      'PUT /api/admin/company/organization/:id': { body: { name: 'x' } },
      'PUT /api/admin/company/department/:id': { body: { name: 'x' } },
      'PUT /api/admin/company/contact/:id': { body: { name: 'x', email: 'x@example.com' } },
      'PUT /api/admin/admin-user/:id': { body: { name: 'x' } },
      'PUT /api/admin/employee/:id': { body: { name: 'x', email: 'x@example.com' } },
      'PUT /api/admin/employee/import/:id/association': { body: { mapping: { Nome: 'name' } } },
      'PUT /api/admin/employee/import/:id/rows/:rowNumber': { body: { values: { name: 'x' } } },
      'PUT /api/admin/questionnaire/:id': { body: { name: 'x' } },
      'POST /api/admin/questionnaire/:id/question': { body: questionBody },
      'PUT /api/admin/questionnaire/:id/question/:questionId': { body: questionBody },
      'POST /api/admin/questionnaire/:id/question/from-library': {
        body: { predefinedQuestionId: library.race },
      },
      'PUT /api/admin/questionnaire/:id/question/order': {
        body: { questionIds: [idsOfA.question] },
      },
      'POST /api/admin/questionnaire/:id/question/:questionId/image': { image: true },
      'PUT /api/admin/response-model/:id': { body: modelBody },
      'PUT /api/admin/survey/:id': { body: { name: 'x', questionnaireId: questionnaireOfB } },
      'POST /api/admin/survey/:id/access-code': { body: { label: 'x' } },
      'POST /api/admin/survey/:id/extend': { body: { endsAt: inFuture() } },
      'POST /api/admin/survey/:id/edition': { body: { name: 'Edição seguinte' } },
      'POST /api/admin/survey/:id/comment/:commentId/hidden': { body: { reason: 'offensive' } },
      'GET /api/admin/survey/:id/export': { query: { format: 'xlsx' } },
      'POST /api/admin/privacy-request/:id/answer': { body: { status: 'done' } },
      'GET /api/admin/survey/:id/intersection': {
        query: { rowsBy: 'department', columnsBy: 'organization' },
      },
    };
    return inputs[key] ?? {};
  };

  /** A's rows as A reads them: B's calls must leave every one as it was. */
  const readA = async () => {
    const read = async (path: string) =>
      (await t.http.get(path).set(bearer(a.token)).expect(200)).body as unknown;
    return {
      organization: await read(`/api/admin/company/organization/${idsOfA.organization}`),
      department: await read(`/api/admin/company/department/${idsOfA.department}`),
      contact: await read(`/api/admin/company/contact/${idsOfA.contact}`),
      adminUser: await read(`/api/admin/admin-user/${idsOfA['admin-user']}`),
      employee: await read(`/api/admin/employee/${idsOfA.employee}`),
      import: await read(`/api/admin/employee/import/${idsOfA.import}`),
      questionnaire: await read(`/api/admin/questionnaire/${idsOfA.questionnaire}`),
      survey: await read(`/api/admin/survey/${idsOfA.survey}`),
      codes: await read(`/api/admin/survey/${idsOfA.survey}/access-code`),
      model: await read(`/api/admin/response-model/${idsOfA['response-model']}`),
      about: await read('/api/admin/company/about'),
      privacyRequest: await read(`/api/admin/privacy-request/${idsOfA['privacy-request']}`),
    };
  };

  beforeAll(async () => {
    t = await startTestApp();
    a = await signedInWithCompany(t, 'admin');
    b = await signedInWithCompany(t, 'admin');
    library = await libraryIds(t, a.token);

    const post = async (session: SignedIn, path: string, body: object, status = 201) =>
      (await t.http.post(path).set(bearer(session.token)).send(body).expect(status)).body as {
        id: string;
        exportId?: string;
      };
    const upload = async (session: SignedIn) =>
      (
        await t.http
          .post('/api/admin/employee/import')
          .set(bearer(session.token))
          .attach('file', spreadsheet(), 'employees.xlsx')
          .expect(202)
      ).body.id as string;

    idsOfA.company = a.company!.id;
    idsOfA.organization = (await post(a, '/api/admin/company/organization', { name: 'Org A' })).id;
    idsOfA.department = (
      await post(a, '/api/admin/company/department', {
        name: 'Dept A',
        encryptedOrganizationId: idsOfA.organization,
      })
    ).id;
    idsOfA.contact = (
      await post(a, '/api/admin/company/contact', { name: 'Contato A', email: 'a@example.com' })
    ).id;
    idsOfA['admin-user'] = (
      await post(a, '/api/admin/admin-user', { name: 'Admin A', email: 'admin.a@example.com' })
    ).id;
    const employeeOfA = await createEmployee(t.dataSource, a.company!.id, {
      departmentId: idsOfA.department,
    });
    idsOfA.employee = employeeOfA.id;
    idsOfA.import = await upload(a);
    const questionnaire = await buildQuestionnaire(t, a.token);
    idsOfA.questionnaire = questionnaire.id;
    idsOfA.question = questionnaire.remote;
    idsOfA['response-model'] = (await post(a, '/api/admin/response-model', modelBody)).id;
    idsOfA.survey = (
      await post(a, '/api/admin/survey', {
        name: 'Pesquisa A',
        questionnaireId: questionnaire.id,
        endsAt: inFuture(),
        accessModes: ['link', 'code'],
      })
    ).id;
    await post(a, `/api/admin/survey/${idsOfA.survey}/send`, {}, 200);
    // A survey compared with another of A's: with itself, the one at hand.
    idsOfA.compare = idsOfA.survey;
    idsOfA['access-code'] = (
      await post(a, `/api/admin/survey/${idsOfA.survey}/access-code`, { label: 'Quiosque' })
    ).id;
    const queued = await t.http
      .get(`/api/admin/survey/${idsOfA.survey}/export`)
      .query({ format: 'xlsx', async: 'true' })
      .set(bearer(a.token))
      .expect(202);
    idsOfA.export = queued.body.exportId as string;
    idsOfA.comment = await commentOf(a.company!.id, idsOfA.survey, questionnaire.remoteComment);

    /** A free-text answer of the survey, written as a submission would, named as reports name it. */
    async function commentOf(companyId: string, surveyId: string, questionId: string) {
      const [response] = await t.dataSource.query<{ id: string }[]>(
        `INSERT INTO survey_response (survey_id, company_id, submitted_on, language, consent)
         VALUES ($1, $2, current_date, 'pt-BR', '{}') RETURNING id`,
        [surveyId, companyId],
      );
      await t.dataSource.query(
        `INSERT INTO survey_answer (response_id, survey_id, question_id, value_text)
         VALUES ($1, $2, $3, 'Comentário de A')`,
        [response.id, surveyId, questionId],
      );
      const [row] = await t.dataSource.query<{ id: string }[]>(
        `SELECT ${COMMENT_ID} AS id FROM survey_answer a WHERE a.response_id = $1`,
        [response.id],
      );
      return row.id;
    }

    const auditEntry = async (companyId: string) =>
      (
        await t.dataSource.query<{ id: string }[]>(
          `INSERT INTO audit_entry (company_id, action, target_id)
           VALUES ($1, 'company.update', $2) RETURNING id`,
          [companyId, companyId],
        )
      )[0].id;
    await auditEntry(a.company!.id);
    // A person's request, made from the portal with their own session.
    const privacyRequest = async (employee: { email: string }) =>
      (
        await post(
          { token: await signIn(t, { email: employee.email } as never, 'user') } as SignedIn,
          '/api/user/privacy/request',
          { kind: 'statement', details: 'Tudo o que vocês guardam sobre mim' },
        )
      ).id;
    idsOfA['privacy-request'] = await privacyRequest(employeeOfA);

    questionnaireOfB = (await post(b, '/api/admin/questionnaire', { name: 'Questionário B' })).id;
    const employeeOfB = await createEmployee(t.dataSource, b.company!.id);
    const requestOfB = await privacyRequest(employeeOfB);
    await auditEntry(b.company!.id);
    // B's log: the entry above and the one B's person's request wrote.
    const auditOfB = (
      await t.dataSource.query<{ id: string }[]>(
        'SELECT id FROM audit_entry WHERE company_id = $1',
        [b.company!.id],
      )
    ).map((row) => row.id);
    const bOrganization = (await post(b, '/api/admin/company/organization', { name: 'Org B' })).id;
    Object.assign(rowsOfB, {
      '/api/admin/company/organization': [bOrganization],
      '/api/admin/company/department': [
        (await post(b, '/api/admin/company/department', { name: 'Dept B' })).id,
      ],
      '/api/admin/company/contact': [
        (await post(b, '/api/admin/company/contact', { name: 'Contato B', email: 'b@example.com' }))
          .id,
      ],
      '/api/admin/admin-user': [b.account.id],
      '/api/admin/employee': [employeeOfB.id],
      '/api/admin/employee/import': [await upload(b)],
      '/api/admin/questionnaire': [questionnaireOfB],
      '/api/admin/survey': [
        (
          await post(b, '/api/admin/survey', {
            name: 'Pesquisa B',
            questionnaireId: questionnaireOfB,
          })
        ).id,
      ],
      '/api/admin/response-model': [(await post(b, '/api/admin/response-model', modelBody)).id],
      '/api/admin/audit': auditOfB,
      '/api/admin/privacy-request': [requestOfB],
    });
    snapshotOfA = await readA();
  });
  afterAll(() => t.close());

  /** Platform-wide rows every company reads alike: B reading one is no leak. */
  const PLATFORM_WIDE = new Set(['predefined-question']);

  it('answers 404 to every admin route that takes an id, called with another company’s ids', async () => {
    const routes = adminRoutes(t);
    const withIds = routes.filter((route) => route.path.includes('/:'));
    expect(withIds.length).toBeGreaterThan(40);

    const missing: string[] = [];
    const answers: string[] = [];
    for (const route of withIds) {
      const segments = route.path.split('/');
      let platformWide = false;
      const concrete = segments.map((segment, index) => {
        if (!segment.startsWith(':')) return segment;
        if (segment === ':product') return 'admin';
        const collection = collectionOf(segments, index);
        if (segment === ':rowNumber') return '2';
        if (PLATFORM_WIDE.has(collection)) {
          platformWide = true;
          return library.race;
        }
        const id = idsOfA[collection];
        if (!id) missing.push(`${route.method} ${route.path}: no id of company A for ${segment}`);
        return id ?? 'missing';
      });
      if (!concrete.some((segment, index) => segment !== segments[index] && segment !== 'admin'))
        continue;
      const input = inputOf(route);
      const request = t.http[route.method.toLowerCase() as 'get'](concrete.join('/'))
        .set(bearer(b.token))
        .query(input.query ?? {});
      const response = input.image
        ? await request.attach('image', PNG_1x1, 'image.png')
        : await request.send(input.body ?? {});
      const expected = platformWide ? 200 : 404;
      answers.push(
        `${route.method} ${route.path} ${response.status === expected ? 'ok' : response.status}`,
      );
    }
    expect(missing).toEqual([]);
    expect(answers.filter((answer) => !answer.endsWith(' ok'))).toEqual([]);
  });

  it('left company A as it was', async () => {
    expect(await readA()).toEqual(snapshotOfA);
  });

  it('refuses another company’s organization inside a department, and a foreign encryptedId on about', async () => {
    const response = await t.http
      .post('/api/admin/company/department')
      .set(bearer(b.token))
      .send({ name: 'Sneaky', encryptedOrganizationId: idsOfA.organization })
      .expect(400);
    expect(response.body.errors.encryptedOrganizationId).toBeDefined();
    await t.http
      .put('/api/admin/company/about')
      .set(bearer(b.token))
      .field('encryptedId', a.company!.id)
      .field('companyName', 'Hijack')
      .field('cnpj', a.company!.cnpj)
      .expect(404);
  });

  it('lists only the caller’s rows, in every admin list', async () => {
    const lists = Object.keys(rowsOfB);
    const listRoutes = adminRoutes(t)
      .filter((route) => route.method === 'GET' && !route.path.includes(':'))
      .map((route) => route.path);
    // Every list of a company's rows is walked here; the rest are not lists of rows.
    const notRowLists = [
      '/api/admin/benchmark/colour-or-race',
      '/api/admin/company/about',
      '/api/admin/company/setup',
      '/api/admin/company/onboarding',
      '/api/admin/company/retention',
      '/api/admin/company/sso',
      '/api/admin/company/organization/type',
      '/api/admin/employee/import/template',
      '/api/admin/predefined-question',
      // A file of the list's rows: read below.
      '/api/admin/employee/export',
      // A file of the company's own settings and administrators: its isolation is read in
      // test/retention.e2e-spec.ts.
      '/api/admin/company/records-of-processing',
    ];
    expect(listRoutes.filter((path) => !notRowLists.includes(path)).sort()).toEqual(lists.sort());

    for (const path of lists) {
      const list = await t.http.get(path).query({ pageSize: 100 }).set(bearer(b.token)).expect(200);
      const items = list.body.items as Array<{ id: string; companyId?: string | null }>;
      // The platform's shared response models are everyone's; each other row must be B's own.
      const own = items.filter((item) => !(path.endsWith('response-model') && !item.companyId));
      expect([path, own.map((item) => item.id).sort()]).toEqual([path, rowsOfB[path].sort()]);
      for (const item of items) {
        if ('companyId' in item) expect([path, item.companyId]).not.toEqual([path, a.company!.id]);
      }
    }
    // Last: the export is itself an audit entry of B's, which the lists above do not expect.
    const emailOf = async (id: string) =>
      (
        (await t.dataSource.query('SELECT email FROM employee WHERE id = $1', [id])) as Array<{
          email: string;
        }>
      )[0].email;
    const exported = await t.http
      .get('/api/admin/employee/export')
      .query({ format: 'csv' })
      .set(bearer(b.token))
      .expect(200);
    expect(exported.text).toContain(await emailOf(rowsOfB['/api/admin/employee'][0]));
    expect(exported.text).not.toContain(await emailOf(idsOfA.employee));
  });
});
