import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAccount, createCompany, createPlan, makeCnpj } from '../factories';
import { PNG_1x1 } from '../files';
import { signIn, signedInWithCompany } from '../session';
import { buildQuestionnaire, createEmployee } from '../survey-data';
import { TestApp } from '../test-app';
import { bearer } from '../tokens';
import { Operation, World } from './operations';
import { Schema, SchemaValues } from './values';

type Pools = Record<string, string[]>;

/**
 * Real records of every kind, made through the factories and the API, so that fuzzed ids hit
 * existing rows; and a signed-in caller of each role. The callers' own records (their accounts,
 * their company, the survey the survey token answers) are kept out of the pools that deleting or
 * closing operations draw from, so one fuzzed request cannot sign the others out.
 */
export async function buildWorld(t: TestApp, components: Record<string, Schema>): Promise<World> {
  const owner = await createAccount(t.dataSource, { roles: ['super'] });
  const ownerToken = await signIn(t, owner, 'super');
  const admin = await signedInWithCompany(t, 'admin');
  const companyId = admin.company!.id;
  const as = bearer(admin.token);
  const post = async (path: string, body: object, token: string | null = admin.token) => {
    const answer = await t.http
      .post(path)
      .set(token ? bearer(token) : {})
      .send(body);
    if (answer.status >= 300) throw new Error(`${path}: ${answer.status} ${answer.text}`);
    return answer.body;
  };

  const organizations = [
    (await post('/api/admin/company/organization', { name: 'Matriz' })).id,
    (await post('/api/admin/company/organization', { name: 'Filial' })).id,
  ];
  const departments = [
    (
      await post('/api/admin/company/department', {
        name: 'Pessoas',
        encryptedOrganizationId: organizations[0],
      })
    ).id,
    (await post('/api/admin/company/department', { name: 'Vendas' })).id,
  ];
  const contacts = [
    (await post('/api/admin/company/contact', { name: 'Joana Reis', email: 'joana@example.com' }))
      .id,
  ];
  const otherAdmin = (
    await post('/api/admin/admin-user', { name: 'Rita Souza', email: 'rita@example.com' })
  ).id;
  const person = await createEmployee(t.dataSource, companyId, { departmentId: departments[0] });
  const employees = [
    (await createEmployee(t.dataSource, companyId, { departmentId: departments[1] })).id,
    (await createEmployee(t.dataSource, companyId)).id,
  ];
  const userToken = await signIn(t, { email: person.email } as never, 'user');

  const questionnaire = await buildQuestionnaire(t, admin.token);
  const questions = [
    questionnaire.race,
    questionnaire.remote,
    questionnaire.remoteComment,
    questionnaire.belonging,
  ];
  const image = await t.http
    .post(`/api/admin/questionnaire/${questionnaire.id}/question/${questionnaire.remote}/image`)
    .set(as)
    .attach('image', PNG_1x1, 'remoto.png')
    .expect(201);
  const imageFile = String(image.body.imageUrl).split('/').pop()!.split('?')[0];
  const endsAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const survey = async (name: string, sent: boolean) => {
    const created = await post('/api/admin/survey', {
      name,
      questionnaireId: questionnaire.id,
      endsAt,
      accessModes: ['link', 'code'],
    });
    if (sent) await t.http.post(`/api/admin/survey/${created.id}/send`).set(as).expect(200);
    return created.id as string;
  };
  const answered = await survey('Respondida', true);
  const managed = await survey('Gerida', true);
  const draft = await survey('Rascunho', false);
  const answeringCode = await post(`/api/admin/survey/${answered}/access-code`, {
    label: 'Quiosque',
    maxUses: 1000,
  });
  const code = await post(`/api/admin/survey/${managed}/access-code`, { label: 'Recepção' });
  const surveyToken = (
    await post('/api/user/auth/access-by-code', { code: answeringCode.code }, null)
  ).token;
  const privacyRequest = await post(
    '/api/user/privacy/request',
    { kind: 'statement', details: 'Tudo o que vocês guardam sobre mim' },
    userToken,
  );
  const exported = await t.http
    .get(`/api/admin/survey/${managed}/export`)
    .query({ format: 'csv', async: 'true' })
    .set(as)
    .expect(202);

  const xlsx = readFileSync(join(__dirname, '..', '..', 'fixtures', 'employees.xlsx'));
  const imported = await t.http
    .post('/api/admin/employee/import')
    .set(as)
    .attach('file', xlsx, 'pessoas.xlsx')
    .expect(202);
  const responseModel = await post('/api/admin/response-model', {
    names: { 'pt-BR': 'Frequência' },
    options: [
      { key: 'sempre', labels: { 'pt-BR': 'Sempre' } },
      { key: 'nunca', labels: { 'pt-BR': 'Nunca' } },
    ],
  });
  const library = (
    await t.http.get('/api/admin/predefined-question').set(as).query({ pageSize: 100 }).expect(200)
  ).body.items.map((item: { id: string }) => item.id);
  const models = (
    await t.http.get('/api/admin/response-model').set(as).query({ pageSize: 100 }).expect(200)
  ).body.items.map((item: { id: string }) => item.id);
  const request = await post(
    '/api/admin/company/request',
    {
      contactName: 'Ana Souza',
      contactPhone: '+55 11 98765-4321',
      contactEmail: 'ana.souza@example.com',
      companyName: 'Empresa Pedido',
      cnpj: makeCnpj(),
    },
    null,
  );
  const plans = [(await createPlan(t.dataSource)).id, (await createPlan(t.dataSource)).id];
  const companies = [
    (await createCompany(t.dataSource)).id,
    (await createCompany(t.dataSource)).id,
  ];
  const states = (await t.http.get('/api/public/state').expect(200)).body
    .map((state: { id: string }) => state.id)
    .slice(0, 3);
  const cities = (await t.http.get(`/api/public/state/${states[0]}/city`).expect(200)).body
    .map((city: { id: string }) => city.id)
    .slice(0, 3);
  const companyTypes = (await t.http.get('/api/public/company-type').expect(200)).body.map(
    (type: { id: string }) => type.id,
  );

  const byResource: Pools = {
    'super/company': companies,
    impersonate: companies,
    'admin/company': [companyId, companies[0]],
    'public/company': [companyId, companies[0]],
    plan: plans,
    organization: organizations,
    department: departments,
    contact: contacts,
    'admin-user': [otherAdmin],
    employee: employees,
    import: [imported.body.id],
    request: [request.id],
    'predefined-question': library.slice(0, 5),
    'response-model': [...models.slice(0, 3), responseModel.id],
    questionnaire: [questionnaire.id],
    'admin/survey': [managed, draft],
    'api/survey': [answered, managed],
    state: states,
    'privacy-request': [privacyRequest.id],
  };
  const byName: Pools = {
    questionId: questions,
    groupQuestionId: questions,
    filterQuestionId: questions,
    codeId: [code.id],
    exportId: [exported.body.exportId],
    stateId: states,
    rowNumber: ['1', '2', '3', '99'],
    file: [imageFile],
    questionnaireId: [questionnaire.id],
    planId: plans,
    organizationId: organizations,
    encryptedOrganizationId: organizations,
    departmentId: departments,
    encryptedDepartmentId: departments,
    predefinedQuestionId: library.slice(0, 5),
    responseModelId: models.slice(0, 3),
    encryptedStateId: states,
    encryptedCityId: cities,
    encryptedCompanyTypeId: companyTypes,
    encryptedOrganizationTypeId: [],
    encryptedId: companies,
    ids: [...departments, ...organizations],
  };
  const everything = [...new Set(Object.values(byName).flat())].filter((id) =>
    /^[0-9a-f-]{36}$/.test(id),
  );

  return {
    tokens: { super: ownerToken, admin: admin.token, user: userToken, survey: surveyToken },
    pathIds(operation: Operation, parameter: string) {
      if (parameter !== 'id') return byName[parameter] ?? [];
      const before = operation.path.split(`/{${parameter}}`)[0];
      const resource = Object.keys(byResource)
        .filter((key) => before.endsWith(key))
        .sort((a, b) => b.length - a.length)[0];
      return resource ? byResource[resource] : everything;
    },
    values: new SchemaValues(components, {
      idsFor: (name) => byName[name] ?? (/Id$/.test(name) ? everything : []),
    }),
    files: { png: PNG_1x1, xlsx },
  };
}
