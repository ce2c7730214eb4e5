import { createAccount, createCompany } from './support/factories';
import { PDF_BYTES, PNG_1x1, pngOfSize } from './support/files';
import { signedInWithCompany, signIn } from './support/session';
import { createEmployee } from './support/survey-data';
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

  it('completes the setup only with every step done, whatever the order', async () => {
    const fresh = await signedInWithCompany(t, 'admin');
    const answers = {
      sector: 'Varejo',
      employeeCountRange: '50-99',
      hasDiversityCommittee: false,
    };
    const early = await t.http
      .post('/api/admin/company/setup')
      .set(bearer(fresh.token))
      .send(answers)
      .expect(200);
    expect(early.body).toMatchObject({
      isSetupComplete: false,
      steps: {
        about: false,
        organizations: false,
        departments: false,
        contacts: false,
        setup: true,
      },
    });
    expect(claimsOf(early.body.token).isSetupComplete).toBe(false);
    const setup = await t.http.get('/api/admin/company/setup').set(bearer(fresh.token));
    expect(setup.body).toMatchObject({ sector: 'Varejo', isSetupComplete: false });
  });

  it('answers the onboarding flags as they are now, with a token that carries them', async () => {
    const admin = await signedInWithCompany(t, 'admin', { company: { modules: ['Employee'] } });
    expect(claimsOf(admin.token).isEmployeesComplete).toBe(false);
    await createEmployee(t.dataSource, admin.company!.id);
    const fresh = await t.http
      .get('/api/admin/company/onboarding')
      .set(bearer(admin.token))
      .expect(200);
    expect(fresh.body).toMatchObject({
      isAboutComplete: false,
      isEmployeesComplete: true,
      isEvaluationComplete: false,
      isSetupComplete: false,
    });
    expect(claimsOf(fresh.body.token)).toMatchObject({
      id: admin.account.id,
      companyId: admin.company!.id,
      isEmployeesComplete: true,
    });
    await t.http.get('/api/admin/company/onboarding').expect(401);
  });

  it('keeps about by POST too, and refuses bad input: CNPJ, duplicates, large or disguised logos', async () => {
    const admin = await signedInWithCompany(t, 'admin');
    const about = (cnpj = admin.company!.cnpj) =>
      t.http
        .post('/api/admin/company/about')
        .set(bearer(admin.token))
        .field('companyName', 'Recém Chegada Ltda')
        .field('cnpj', cnpj);

    const saved = await about().attach('logo', PNG_1x1, 'logo.png').expect(200);
    expect(saved.body).toMatchObject({ id: admin.company!.id, companyName: 'Recém Chegada Ltda' });
    expect(claimsOf(saved.body.token).companyName).toBe('Recém Chegada Ltda');
    const logo = await t.http.get(saved.body.logoUrl).expect(200);
    expect(Buffer.compare(logo.body, PNG_1x1)).toBe(0);

    const bad = await about('12.345.678/0001-00').field('zipCode', '12').expect(400);
    expect(bad.body.errors).toEqual({
      cnpj: [
        'Os dígitos verificadores do CNPJ não conferem: confira se foi digitado corretamente.',
      ],
      zipCode: ['CEP inválido. Use 8 dígitos.'],
    });
    const taken = await createCompany(t.dataSource);
    const duplicate = await about(taken.cnpj).expect(409);
    expect(duplicate.body.message).toBe('Já existe uma empresa cadastrada com este CNPJ.');
    await about()
      .attach('logo', pngOfSize(6 * 1024 * 1024), 'logo.png')
      .expect(413);
    const pdf = await about().attach('logo', PDF_BYTES, 'logo.png').expect(400);
    expect(pdf.body.errors.logo).toEqual(['A imagem deve ser PNG ou JPG.']);
    await t.http
      .post('/api/admin/company/about')
      .set(bearer(admin.token))
      .send({ companyName: 'json' })
      .expect(400);

    const kept = await t.http.get('/api/admin/company/about').set(bearer(admin.token));
    expect(kept.body).toMatchObject({
      companyName: 'Recém Chegada Ltda',
      cnpj: admin.company!.cnpj,
      logoUrl: saved.body.logoUrl,
    });
  });

  it('keeps contacts, paginated by 10, with normalized e-mail and phone', async () => {
    for (let index = 0; index < 11; index++) {
      await t.http
        .post('/api/admin/company/contact')
        .set(as())
        .send({ name: `Contato ${index}`, email: `contato${index}@example.com` })
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
      .send({ name: 'Joana R.', position: 'RH', phone: '31 98888-7777' })
      .expect(200);
    // Someone to reach: a name alone is not a contact.
    const unreachable = await t.http
      .put(`/api/admin/company/contact/${joana.id}`)
      .set(as())
      .send({ name: 'Joana R.' })
      .expect(400);
    expect(unreachable.body.errors).toEqual({
      email: ['Informe o e-mail ou o telefone do contato.'],
    });
    await t.http.delete(`/api/admin/company/contact/${joana.id}`).set(as()).expect(204);
    await t.http.get(`/api/admin/company/contact/${joana.id}`).set(as()).expect(404);
    const bad = await t.http
      .post('/api/admin/company/contact')
      .set(as())
      .send({ email: 'x', phone: '1' })
      .expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'name', 'phone']);
  });

  it('finds a typed % or _ literally in every search', async () => {
    await t.http
      .post('/api/admin/company/contact')
      .set(as())
      .send({ name: 'Comitê 100% Inclusão', email: 'comite_dei@example.com' })
      .expect(201);
    const search = async (path: string, text: string) =>
      (
        await t.http.get(`/api/admin/${path}`).set(as()).query({ search: text }).expect(200)
      ).body.items.map((item: { name: string }) => item.name);
    expect(await search('company/contact', '100%')).toEqual(['Comitê 100% Inclusão']);
    expect(await search('company/contact', 'comite_')).toEqual(['Comitê 100% Inclusão']);
    for (const path of ['company/contact', 'company/organization', 'company/department']) {
      expect([path, await search(path, '%')]).toEqual([
        path,
        path === 'company/contact' ? ['Comitê 100% Inclusão'] : [],
      ]);
      expect([path, await search(path, '_')]).toEqual([
        path,
        path === 'company/contact' ? ['Comitê 100% Inclusão'] : [],
      ]);
    }
    expect(await search('admin-user', '%')).toEqual([]);
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

  it('edits organizations and departments, naming each bad field', async () => {
    const [type] = (await t.http.get('/api/admin/company/organization/type').set(as())).body;
    const organization = await t.http
      .post('/api/admin/company/organization')
      .set(as())
      .send({ name: 'Unidade Sul' })
      .expect(201);
    const edited = await t.http
      .put(`/api/admin/company/organization/${organization.body.id}`)
      .set(as())
      .send({ name: ' Unidade Porto Alegre ', encryptedOrganizationTypeId: type.id })
      .expect(200);
    expect(edited.body).toMatchObject({
      id: organization.body.id,
      name: 'Unidade Porto Alegre',
      encryptedOrganizationTypeId: type.id,
      organizationTypeName: type.name,
    });
    const badOrganization = await t.http
      .put(`/api/admin/company/organization/${organization.body.id}`)
      .set(as())
      .send({ name: '', encryptedOrganizationTypeId: 'matriz' })
      .expect(400);
    expect(Object.keys(badOrganization.body.errors).sort()).toEqual([
      'encryptedOrganizationTypeId',
      'name',
    ]);
    expect(badOrganization.body.errors.name).toEqual(['Campo obrigatório.']);
    await t.http
      .put(`/api/admin/company/organization/${organization.body.id}`)
      .set(as())
      .send({ name: 'x', encryptedOrganizationTypeId: '00000000-0000-4000-8000-000000000000' })
      .expect(400);

    const badDepartment = await t.http
      .post('/api/admin/company/department')
      .set(as())
      .send({ name: '', encryptedOrganizationId: 'sul' })
      .expect(400);
    expect(Object.keys(badDepartment.body.errors).sort()).toEqual([
      'encryptedOrganizationId',
      'name',
    ]);
    const department = await t.http
      .post('/api/admin/company/department')
      .set(as())
      .send({ name: 'Financeiro' })
      .expect(201);
    const unknown = await t.http
      .put(`/api/admin/company/department/${department.body.id}`)
      .set(as())
      .send({ name: 'Financeiro', encryptedOrganizationId: '00000000-0000-4000-8000-000000000000' })
      .expect(400);
    expect(unknown.body.errors.encryptedOrganizationId).toEqual(['Opção inválida.']);
    await t.http
      .put(`/api/admin/company/department/${department.body.id}`)
      .set(as())
      .send({ name: 'a'.repeat(201) })
      .expect(400);
    const kept = await t.http.get(`/api/admin/company/department/${department.body.id}`).set(as());
    expect(kept.body).toMatchObject({ name: 'Financeiro', encryptedOrganizationId: null });
  });

  it('keeps a department or organization people work in, and says why, in the caller language', async () => {
    const organization = await t.http
      .post('/api/admin/company/organization')
      .set(as())
      .send({ name: 'Fábrica Contagem' })
      .expect(201);
    const department = await t.http
      .post('/api/admin/company/department')
      .set(as())
      .send({ name: 'Produção', encryptedOrganizationId: organization.body.id })
      .expect(201);
    const employee = await createEmployee(t.dataSource, companyId, {
      departmentId: department.body.id,
      organizationId: organization.body.id,
    });

    // The token's language is the caller's (DESIGN §3): an administrator who reads English.
    const english = await createAccount(t.dataSource, {
      companyId,
      roles: ['admin'],
      languageId: 2,
    });
    const inUse = await t.http
      .delete(`/api/admin/company/department/${department.body.id}`)
      .set(bearer(await signIn(t, english, 'admin')))
      .expect(409);
    expect(inUse.body.message).toBe(
      'This department has employees. Move them to another department before deleting it.',
    );
    const organizationInUse = await t.http
      .delete(`/api/admin/company/organization/${organization.body.id}`)
      .set(as())
      .expect(409);
    expect(organizationInUse.body.message).toBe(
      'Esta organização tem departamentos ou colaboradores. Transfira-os antes de excluí-la.',
    );

    // Moved elsewhere, the people no longer hold the department; the organization keeps them.
    await t.dataSource.query('UPDATE employee SET department_id = NULL WHERE id = $1', [
      employee.id,
    ]);
    await t.http
      .delete(`/api/admin/company/department/${department.body.id}`)
      .set(as())
      .expect(204);
    await t.http
      .delete(`/api/admin/company/organization/${organization.body.id}`)
      .set(as())
      .expect(409);
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

    const edited = await t.http
      .put(`/api/admin/admin-user/${colleague.id}`)
      .set(as())
      .send({ name: ' Colega Reativada ', phone: '(31) 98888-1234', isActive: true })
      .expect(200);
    expect(edited.body).toMatchObject({
      id: colleague.id,
      name: 'Colega Reativada',
      phone: '+5531988881234',
      isActive: true,
    });
    await signIn(t, colleague, 'admin');
    const refusedSelf = await t.http
      .put(`/api/admin/admin-user/${accountId}`)
      .set(as())
      .send({ name: 'Eu', isActive: false })
      .expect(400);
    expect(refusedSelf.body.errors.id).toBeDefined();

    const badInvite = await t.http
      .post('/api/admin/admin-user')
      .set(as())
      .send({ name: '', email: 'not-an-email', phone: '123' })
      .expect(400);
    expect(badInvite.body.errors).toEqual({
      name: ['Campo obrigatório.'],
      email: ['E-mail inválido.'],
      phone: ['Telefone inválido. Use o formato +55 99 99999-9999.'],
    });
    const badEdit = await t.http
      .put(`/api/admin/admin-user/${colleague.id}`)
      .set(as())
      .send({ name: 'Colega', isActive: 'sim' })
      .expect(400);
    expect(Object.keys(badEdit.body.errors)).toEqual(['isActive']);
    // null is "no change", as a missing field is (it answered 500, found by the API fuzz test).
    await t.http
      .put(`/api/admin/admin-user/${colleague.id}`)
      .set(as())
      .send({ name: 'Colega', isActive: null })
      .expect(200)
      .expect(({ body }) => expect(body.isActive).toBe(true));
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
