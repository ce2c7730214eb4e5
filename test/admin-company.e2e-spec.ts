import { createAccount, createCompany } from './support/factories';
import { PNG_1x1 } from './support/files';
import { signedInWithCompany, signIn } from './support/session';
import { startTestApp, TestApp } from './support/test-app';
import { bearer, claimsOf } from './support/tokens';

describe('company administrator: about, setup, contacts, organizations, departments, administrators', () => {
  let t: TestApp;
  let token: string;
  let companyId: string;
  let accountId: string;
  beforeAll(async () => {
    t = await startTestApp();
    const session = await signedInWithCompany(t, 'admin');
    token = session.token;
    companyId = session.company!.id;
    accountId = session.account.id;
  });
  afterAll(() => t.close());

  const as = () => bearer(token);

  it('walks the setup: each step moves the onboarding flags', async () => {
    expect(claimsOf(token)).toMatchObject({ isAboutComplete: false, isSetupComplete: false });
    const before = await t.http.get('/api/admin/company/setup').set(as()).expect(200);
    expect(before.body.steps).toEqual({
      about: false,
      organizations: false,
      departments: false,
      contacts: false,
      setup: false,
    });

    const states = (await t.http.get('/api/public/state')).body;
    const mg = states.find((state: { code: string }) => state.code === 'MG');
    const [city] = (
      await t.http.get(`/api/public/state/${mg.id}/city`).query({ search: 'belo horizonte' })
    ).body;
    const [type] = (await t.http.get('/api/public/company-type')).body;
    const about = (await t.http.get('/api/admin/company/about').set(as()).expect(200)).body;
    const saved = await t.http
      .put('/api/admin/company/about')
      .set(as())
      .field('companyName', 'Minas Diversa Ltda')
      .field('cnpj', about.cnpj)
      .field('encryptedCompanyTypeId', type.id)
      .field('zipCode', '30130-000')
      .field('street', 'Rua da Bahia')
      .field('number', '500')
      .field('neighborhood', 'Centro')
      .field('encryptedStateId', mg.id)
      .field('encryptedCityId', city.id)
      .attach('logo', PNG_1x1, 'logo.png')
      .expect(200);
    expect(saved.body).toMatchObject({
      companyName: 'Minas Diversa Ltda',
      subscriptionExpired: false,
    });
    expect(saved.body.logoUrl).toMatch(/^\/api\/public\/company\/.+\/logo\?v=/);
    token = saved.body.token;
    expect(claimsOf(token)).toMatchObject({
      isAboutComplete: true,
      companyName: 'Minas Diversa Ltda',
    });

    const organization = await t.http
      .post('/api/admin/company/organization')
      .set(as())
      .send({ name: 'Matriz BH' })
      .expect(201);
    await t.http
      .post('/api/admin/company/department')
      .set(as())
      .send({ name: 'Pessoas e Cultura', encryptedOrganizationId: organization.body.id })
      .expect(201);
    await t.http
      .post('/api/admin/company/contact')
      .set(as())
      .send({ name: 'Joana Reis', email: 'JOANA@example.com', phone: '31 98888-7777' })
      .expect(201);
    const setup = await t.http
      .post('/api/admin/company/setup')
      .set(as())
      .send({
        sector: 'Tecnologia',
        employeeCountRange: '100-499',
        hasDiversityCommittee: true,
        goals: 'Equidade salarial.',
      })
      .expect(200);
    expect(setup.body).toMatchObject({
      sector: 'Tecnologia',
      isSetupComplete: true,
      steps: { about: true, organizations: true, departments: true, contacts: true, setup: true },
    });
    token = setup.body.token;
    expect(claimsOf(token).isSetupComplete).toBe(true);
    await t.http
      .post('/api/admin/company/setup')
      .set(as())
      .send({ sector: '', employeeCountRange: '7' })
      .expect(400);
    await t.http.get(`/api/admin/company/${companyId}`).set(as()).expect(200);
  });

  it('keeps contacts, paginated by 10, with normalized e-mail and phone', async () => {
    for (let index = 0; index < 11; index++) {
      await t.http
        .post('/api/admin/company/contact')
        .set(as())
        .send({ name: `Contato ${index}` })
        .expect(201);
    }
    const page = await t.http.get('/api/admin/company/contact').set(as()).expect(200);
    expect(page.body).toMatchObject({ total: 12, pageSize: 10, page: 1 });
    const joana = (
      await t.http.get('/api/admin/company/contact').set(as()).query({ search: 'joana' })
    ).body.items[0];
    expect(joana).toMatchObject({ email: 'joana@example.com', phone: '+5531988887777' });
    await t.http
      .put(`/api/admin/company/contact/${joana.id}`)
      .set(as())
      .send({ name: 'Joana R.', position: 'RH' })
      .expect(200);
    await t.http.delete(`/api/admin/company/contact/${joana.id}`).set(as()).expect(204);
    await t.http.get(`/api/admin/company/contact/${joana.id}`).set(as()).expect(404);
    const bad = await t.http
      .post('/api/admin/company/contact')
      .set(as())
      .send({ email: 'x', phone: '1' })
      .expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'name', 'phone']);
  });

  it('keeps organizations with localized types, and departments filtered by organization', async () => {
    // The token's language wins over the header (DESIGN §3): this administrator reads Portuguese.
    const types = await t.http
      .get('/api/admin/company/organization/type')
      .set(as())
      .set('Accept-Language', 'en-US')
      .expect(200);
    expect(types.body.map((type: { name: string }) => type.name)).toContain('Matriz');
    const branchType = types.body.find((type: { name: string }) => type.name === 'Filial');
    const branch = await t.http
      .post('/api/admin/company/organization')
      .set(as())
      .send({ name: 'Filial Recife', encryptedOrganizationTypeId: branchType.id })
      .expect(201);
    expect(branch.body.organizationTypeName).toBe('Filial');
    await t.http
      .post('/api/admin/company/organization')
      .set(as())
      .send({ name: 'filial recife' })
      .expect(409);

    const department = await t.http
      .post('/api/admin/company/department')
      .set(as())
      .send({ name: 'Logística', encryptedOrganizationId: branch.body.id })
      .expect(201);
    expect(department.body).toMatchObject({ organizationName: 'Filial Recife' });
    const filtered = await t.http
      .get('/api/admin/company/department')
      .set(as())
      .query({ organizationId: branch.body.id })
      .expect(200);
    expect(filtered.body.items.map((item: { name: string }) => item.name)).toEqual(['Logística']);
    await t.http.delete(`/api/admin/company/organization/${branch.body.id}`).set(as()).expect(409);
    await t.http
      .put(`/api/admin/company/department/${department.body.id}`)
      .set(as())
      .send({ name: 'Logística e Frota' })
      .expect(200);
    await t.http
      .delete(`/api/admin/company/department/${department.body.id}`)
      .set(as())
      .expect(204);
    await t.http.delete(`/api/admin/company/organization/${branch.body.id}`).set(as()).expect(204);
  });

  it('invites, edits and deactivates administrators, never itself', async () => {
    const invited = await t.http
      .post('/api/admin/admin-user')
      .set(as())
      .send({ name: 'Pedro Alves', email: 'pedro@example.com' })
      .expect(201);
    expect(invited.body).toMatchObject({
      name: 'Pedro Alves',
      isActive: true,
      isFirstAccess: true,
    });
    await t.smtp.waitFor('pedro@example.com');
    await t.http
      .post('/api/admin/admin-user')
      .set(as())
      .send({ name: 'Pedro', email: 'PEDRO@example.com' })
      .expect(409);

    const colleague = await createAccount(t.dataSource, { companyId, roles: ['admin'] });
    const colleagueToken = await signIn(t, colleague, 'admin');
    await t.http.get('/api/admin/company/about').set(bearer(colleagueToken)).expect(200);
    await t.http.delete(`/api/admin/admin-user/${colleague.id}`).set(as()).expect(204);
    await t.http.get('/api/admin/company/about').set(bearer(colleagueToken)).expect(401);
    const list = await t.http
      .get('/api/admin/admin-user')
      .set(as())
      .query({ isActive: 'false' })
      .expect(200);
    expect(list.body.items.map((item: { id: string }) => item.id)).toEqual([colleague.id]);

    const self = await t.http.delete(`/api/admin/admin-user/${accountId}`).set(as()).expect(400);
    expect(self.body.message).toBe('Você não pode desativar o seu próprio acesso.');
  });

  it('hides what the plan does not include', async () => {
    const limited = await signedInWithCompany(t, 'admin', { company: { modules: ['Company'] } });
    await t.http.get('/api/admin/admin-user').set(bearer(limited.token)).expect(403);
    await t.http.get('/api/admin/company/about').set(bearer(limited.token)).expect(200);
    const employee = await signedInWithCompany(t, 'user');
    await t.http.get('/api/admin/company/about').set(bearer(employee.token)).expect(403);
  });

  it('tells an administrator when the subscription has expired', async () => {
    const company = await createCompany(t.dataSource, {
      has2faAuthentication: false,
      subscriptionEndDate: '2021-01-31',
    });
    const admin = await createAccount(t.dataSource, { companyId: company.id, roles: ['admin'] });
    const about = await t.http
      .get('/api/admin/company/about')
      .set(bearer(await signIn(t, admin, 'admin')))
      .expect(200);
    expect(about.body.subscriptionExpired).toBe(true);
  });
});
