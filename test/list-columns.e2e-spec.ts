import * as preparedQueries from '../src/common/database/prepared-query';
import { createAccount, createCompany, makeCpf, makePhone } from './support/factories';
import { signedInWithCompany, signIn, SignedIn } from './support/session';
import { createEmployee } from './support/survey-data';
import { startTestApp, TestApp } from './support/test-app';
import { bearer } from './support/tokens';

type View = Record<string, unknown>;

const inDays = (days: number) => new Date(Date.now() + days * 864e5).toISOString();

/**
 * Lists read only the columns their items show, not whole rows. A record with every optional
 * field filled must come out of its list as its detail route (which reads whole rows) answers
 * it: a column a list left out shows up as a field missing or null. Values that a presenter
 * would otherwise fall back to (language 1, first access pending) are avoided for the same reason.
 */
describe('list items hold what their detail shows', () => {
  let t: TestApp;
  let admin: SignedIn;
  let owner: string;
  const as = () => bearer(admin.token);
  /** The page statements' texts, by the list they were read for. */
  const statements = new Map<string, string>();
  let reading: string | null = null;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInWithCompany(t, 'admin');
    const account = await createAccount(t.dataSource, { roles: ['super'] });
    owner = await signIn(t, account, 'super');
    const prepared = preparedQueries.preparedQuery;
    jest.spyOn(preparedQueries, 'preparedQuery').mockImplementation((...args) => {
      if (reading && args[1].startsWith('list-page-')) statements.set(reading, args[2]);
      return prepared(...args);
    });
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  const post = async (path: string, body: object): Promise<View> =>
    (await t.http.post(`/api/${path}`).set(as()).send(body).expect(201)).body;

  async function listed(path: string, id: string, query: object, token = admin.token) {
    reading = path;
    try {
      const page = await t.http
        .get(`/api/${path}`)
        .set(bearer(token))
        .query({ pageSize: 100, ...query })
        .expect(200);
      const item = page.body.items.find((candidate: View) => candidate.id === id);
      expect(item).toBeDefined();
      return item as View;
    } finally {
      reading = null;
    }
  }

  const detail = async (path: string, id: string, token = admin.token): Promise<View> =>
    (await t.http.get(`/api/${path}/${id}`).set(bearer(token)).expect(200)).body;

  /** Fields left null, which for a record filled in full means a column was not read. */
  const nulls = (view: View) =>
    Object.entries(view)
      .filter(([, value]) => value === null)
      .map(([field]) => field);

  /** The columns a page statement selects, by their result names. */
  const selected = (path: string) =>
    [...(statements.get(path) ?? '').matchAll(/ AS "([a-zA-Z_]+)"/g)]
      .map(([, name]) => name)
      .filter((name) => name !== 'page_total')
      .sort();

  let organizationTypeId: string;
  let organization: View;
  let department: View;

  it('lists a department as its detail shows it, with and without its organization', async () => {
    const types = (await t.http.get('/api/admin/company/organization/type').set(as()).expect(200))
      .body;
    organizationTypeId = types[0].id;
    organization = await post('admin/company/organization', {
      name: 'Matriz Campinas',
      encryptedOrganizationTypeId: organizationTypeId,
    });
    department = await post('admin/company/department', {
      name: 'Pessoas e Cultura',
      encryptedOrganizationId: organization.id,
    });
    const alone = await post('admin/company/department', { name: 'Pessoas sem unidade' });

    const path = 'admin/company/department';
    const item = await listed(path, department.id as string, { search: 'pessoas' });
    expect(item).toEqual(await detail(path, department.id as string));
    expect(nulls(item)).toEqual([]);
    expect(item.organizationName).toBe('Matriz Campinas');
    const without = await listed(path, alone.id as string, { search: 'pessoas' });
    expect(without).toEqual(await detail(path, alone.id as string));
    expect(nulls(without)).toEqual(['encryptedOrganizationId', 'organizationName']);
    expect(selected(path)).toEqual([
      'department_id',
      'department_name',
      'department_organization_id',
      'organization_id',
      'organization_name',
    ]);
  });

  it('lists an organization with its type and department count as its detail shows it', async () => {
    const path = 'admin/company/organization';
    const item = await listed(path, organization.id as string, { search: 'campinas' });
    expect(item).toEqual(await detail(path, organization.id as string));
    expect(nulls(item)).toEqual([]);
    expect(item.departmentCount).toBe(1);
    expect(selected(path)).toEqual([
      'organizationType_id',
      'organizationType_names',
      'organization_id',
      'organization_name',
      'organization_organization_type_id',
    ]);
  });

  it('lists a contact as its detail shows it', async () => {
    const contact = await post('admin/company/contact', {
      name: 'Marina Lima',
      email: 'marina.lima@example.com',
      phone: makePhone(),
      position: 'Gerente de RH',
    });
    const path = 'admin/company/contact';
    const item = await listed(path, contact.id as string, { search: 'marina' });
    expect(item).toEqual(await detail(path, contact.id as string));
    expect(nulls(item)).toEqual([]);
    expect(selected(path)).toEqual([
      'contact_email',
      'contact_id',
      'contact_name',
      'contact_phone',
      'contact_position',
    ]);
  });

  it('lists an employee, their account, organization and department as their detail shows them', async () => {
    // An account of their own (first access done), then every field of the form filled in.
    const { id } = await createEmployee(t.dataSource, admin.company!.id, { name: 'Beatriz Lopes' });
    await t.http
      .put(`/api/admin/employee/${id}`)
      .set(as())
      .send({
        name: 'Beatriz Lopes',
        email: 'beatriz.lopes@example.com',
        cellPhone: makePhone(),
        cpf: makeCpf(),
        rg: '123456789',
        birthDate: '1990-01-31',
        admissionDate: '2020-03-02',
        jobTitle: 'Analista',
        organizationId: organization.id,
        departmentId: department.id,
        preferredChannel: 'sms',
        isActive: true,
        languageId: 3,
      })
      .expect(200);
    const path = 'admin/employee';
    const item = await listed(path, id, { search: 'beatriz' });
    expect(item).toEqual(await detail(path, id));
    expect(nulls(item)).toEqual([]);
    expect(item).toMatchObject({
      isFirstAccess: false,
      languageId: 3,
      organization: 'Matriz Campinas',
      department: 'Pessoas e Cultura',
    });
    expect(selected(path)).toEqual([
      'account_id',
      'account_language_id',
      'account_must_create_password',
      'department_id',
      'department_name',
      'employee_account_id',
      'employee_admission_date',
      'employee_birth_date',
      'employee_cell_phone',
      'employee_cpf',
      'employee_created_at',
      'employee_department_id',
      'employee_email',
      'employee_id',
      'employee_is_active',
      'employee_job_title',
      'employee_name',
      'employee_organization_id',
      'employee_preferred_channel',
      'employee_rg',
      'organization_id',
      'organization_name',
    ]);
  });

  it('lists an administrator as their detail shows them', async () => {
    const account = await createAccount(t.dataSource, {
      companyId: admin.company!.id,
      roles: ['admin'],
      name: 'Carla Dias',
      phone: makePhone(),
      isActive: false,
      mustCreatePassword: true,
      lastLoginAt: new Date('2026-02-03T04:05:06.789Z'),
    });
    const path = 'admin/admin-user';
    const item = await listed(path, account.id, { search: 'carla' });
    expect(item).toEqual(await detail(path, account.id));
    expect(nulls(item)).toEqual([]);
    expect(item).toMatchObject({ isActive: false, isFirstAccess: true });
    expect(selected(path)).toEqual([
      'account_email',
      'account_id',
      'account_is_active',
      'account_last_login_at',
      'account_must_create_password',
      'account_name',
      'account_phone',
    ]);
  });

  let questionnaireId: string;

  it('lists a questionnaire with its question count as its detail shows it', async () => {
    const questionnaire = await post('admin/questionnaire', {
      name: 'Censo de pertencimento',
      description: 'Segunda edição',
    });
    questionnaireId = questionnaire.id as string;
    await post(`admin/questionnaire/${questionnaireId}/question`, {
      type: 'text',
      texts: { 'pt-BR': { text: 'O que faria você se sentir mais em casa aqui?' } },
    });
    const path = 'admin/questionnaire';
    const item = await listed(path, questionnaireId, { search: 'pertencimento' });
    const { questions, ...shown } = await detail(path, questionnaireId);
    expect(questions).toHaveLength(1);
    expect(item).toEqual(shown);
    expect(nulls(item)).toEqual([]);
    expect(item.questionCount).toBe(1);
    expect(selected(path)).toEqual([
      'questionnaire_created_at',
      'questionnaire_description',
      'questionnaire_id',
      'questionnaire_name',
      'questionnaire_updated_at',
    ]);
  });

  it('lists a sent survey with its frozen question count, and a draft edition, as their details show them', async () => {
    // Someone in the audience, so the survey can be sent.
    await createEmployee(t.dataSource, admin.company!.id, {
      departmentId: department.id as string,
    });
    const survey = await post('admin/survey', {
      name: 'Pertencimento 2026',
      questionnaireId,
      anonymous: false,
      audience: { type: 'departments', ids: [department.id] },
      startsAt: inDays(1),
      endsAt: inDays(30),
      accessModes: ['link', 'code'],
      reminderIntervalDays: 7,
      recurrence: 'monthly',
      texts: {
        'pt-BR': {
          title: 'Censo de pertencimento',
          invitation: 'Sua voz conta.',
          introduction: '<p>Leia com calma.</p>',
          closing: '<p>Obrigado!</p>',
        },
      },
    });
    const id = survey.id as string;
    await t.http.post(`/api/admin/survey/${id}/send`).set(as()).expect(200);
    await t.http.post(`/api/admin/survey/${id}/close`).set(as()).expect(200);
    const edition = await post(`admin/survey/${id}/edition`, { name: 'Pertencimento 2027' });

    const path = 'admin/survey';
    const item = await listed(path, id, { search: 'pertencimento' });
    expect(item).toEqual(await detail(path, id));
    expect(nulls(item)).toEqual([]);
    expect(item).toMatchObject({ status: 'closed', questionCount: 1, edition: 1 });
    const draft = await listed(path, edition.id as string, { search: 'pertencimento' });
    expect(draft).toEqual(await detail(path, edition.id as string));
    expect(draft).toMatchObject({ status: 'draft', questionCount: null, edition: 2 });
    expect(selected(path)).toEqual([
      'survey_access_modes',
      'survey_anonymous',
      'survey_audience',
      'survey_closed_at',
      'survey_edition',
      'survey_ends_at',
      'survey_id',
      'survey_name',
      'survey_question_count',
      'survey_questionnaire_id',
      'survey_recurrence',
      'survey_reminder_interval_days',
      'survey_sent_at',
      'survey_series_id',
      'survey_starts_at',
      'survey_texts',
    ]);
  });

  it('lists a company with its plan and logo as its detail shows them to the platform owner', async () => {
    const company = await createCompany(t.dataSource, {
      companyName: 'Empresa Jacarandá Ltda',
      subscriptionEndDate: '2030-12-31',
      logoKey: 'logos/jacaranda/0123abcd.png',
    });
    const path = 'super/company';
    const item = await listed(path, company.id, { search: 'jacaranda' }, owner);
    expect(nulls(item)).toEqual([]);
    expect(Object.keys(item).sort()).toEqual(
      [
        'id',
        'encryptedId',
        'companyName',
        'cnpj',
        'isActive',
        'status',
        'planId',
        'planName',
        'subscriptionEndDate',
        'createdAt',
        'logoUrl',
      ].sort(),
    );
    expect(await detail(path, company.id, owner)).toMatchObject(item);
    expect(selected(path)).toEqual([
      'company_cnpj',
      'company_company_name',
      'company_created_at',
      'company_id',
      'company_is_active',
      'company_logo_key',
      'company_plan_id',
      'company_subscription_end_date',
      'plan_id',
      'plan_name',
    ]);
  });
});
