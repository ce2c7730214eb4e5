import { AuditEntry } from '../src/audit/audit-entry.entity';
import { Company } from '../src/company/company.entity';
import { CompanyRepository } from '../src/company/company.repository';
import {
  createAccount,
  createCompany,
  createPlan,
  makeAlphanumericCnpj,
  makeCnpj,
} from './support/factories';
import { PDF_BYTES, PNG_1x1, pngOfSize } from './support/files';
import { signIn } from './support/session';
import { startTestApp, TestApp } from './support/test-app';
import { bearer, claimsOf } from './support/tokens';

describe('platform owner: companies, plans, impersonation', () => {
  let t: TestApp;
  let owner: string;
  let ownerId: string;
  let reference: { stateId: string; cityId: string; companyTypeId: string };

  beforeAll(async () => {
    t = await startTestApp();
    const account = await createAccount(t.dataSource, { roles: ['super'] });
    ownerId = account.id;
    owner = await signIn(t, account, 'super');
    const states = (await t.http.get('/api/public/state').expect(200)).body;
    const sp = states.find((state: { code: string }) => state.code === 'SP');
    const cities = (
      await t.http.get(`/api/public/state/${sp.id}/city`).query({ search: 'sao paulo' }).expect(200)
    ).body;
    const types = (await t.http.get('/api/public/company-type').expect(200)).body;
    reference = {
      stateId: sp.id,
      cityId: cities.find((city: { name: string }) => city.name === 'São Paulo').id,
      companyTypeId: types[0].id,
    };
  });
  afterAll(() => t.close());

  const formOf = (fields: Record<string, string>) => {
    const request = t.http.post('/api/super/company').set(bearer(owner));
    for (const [name, value] of Object.entries(fields)) request.field(name, value);
    return request;
  };
  const newCompanyFields = (overrides: Record<string, string> = {}) => ({
    companyName: 'Empresa Aurora Ltda',
    cnpj: makeCnpj(),
    has2faAuthentication: 'false',
    zipCode: '01310-100',
    street: 'Avenida Paulista',
    number: '1000',
    neighborhood: 'Bela Vista',
    encryptedStateId: reference.stateId,
    encryptedCityId: reference.cityId,
    encryptedCompanyTypeId: reference.companyTypeId,
    subscriptionEndDate: '2030-12-31',
    adminName: 'Ana Souza',
    adminEmail: `ana.${Date.now()}@example.com`,
    ...overrides,
  });

  it('has the IBGE reference data', async () => {
    const states = (await t.http.get('/api/public/state').expect(200)).body;
    expect(states).toHaveLength(27);
    expect(states.find((state: { code: string }) => state.code === 'SP')).toMatchObject({
      ibgeCode: 35,
      name: 'São Paulo',
    });
    const all = (await t.http.get(`/api/public/state/${reference.stateId}/city`).expect(200)).body;
    expect(all).toHaveLength(645);
    expect(all.find((city: { name: string }) => city.name === 'São Paulo').ibgeCode).toBe(3550308);
    const english = (
      await t.http.get('/api/public/company-type').set('Accept-Language', 'en-US').expect(200)
    ).body;
    expect(english.map((type: { name: string }) => type.name)).toContain('Corporation (S.A.)');
  });

  it('creates a company with its logo and first administrator, who is invited', async () => {
    const plan = await createPlan(t.dataSource, { modules: ['Company', 'Employee'] });
    const fields = newCompanyFields({ planId: plan.id });
    const created = await formOf(fields).attach('logo', PNG_1x1, 'logo.png').expect(201);
    expect(created.body).toMatchObject({
      companyName: 'Empresa Aurora Ltda',
      cnpj: fields.cnpj,
      zipCode: '01310100',
      planName: plan.name,
      subscriptionEndDate: '2030-12-31',
      status: 'active',
      encryptedCityId: reference.cityId,
      has2faAuthentication: false,
    });
    expect(created.body.encryptedId).toBe(created.body.id);
    const logo = await t.http.get(created.body.logoUrl).expect(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(logo.body, PNG_1x1)).toBe(0);

    const invitation = await t.smtp.waitFor(fields.adminEmail);
    expect(invitation.subject).toBe('Você foi convidado(a) para a Diversitera');
    expect(invitation.text).toContain('/first-access?as=admin');
    await t.http
      .post('/api/admin/auth/first-access')
      .send({ emailOrPhoneNumber: fields.adminEmail })
      .expect(200);
    const code = await t.smtp.waitFor(fields.adminEmail, (mail) => /\b\d{6}\b/.test(mail.text));
    expect(code).toBeDefined();
  });

  it('refuses bad input: CNPJ, duplicates, oversized and disguised logos, unknown references', async () => {
    const bad = await formOf(
      newCompanyFields({ cnpj: '11.111.111/1111-11', zipCode: '123' }),
    ).expect(400);
    expect(bad.body.errors).toMatchObject({
      cnpj: [
        'Os dígitos verificadores do CNPJ não conferem: confira se foi digitado corretamente.',
      ],
      zipCode: ['CEP inválido. Use 8 dígitos.'],
    });

    const taken = await createCompany(t.dataSource);
    const duplicate = await formOf(newCompanyFields({ cnpj: taken.cnpj })).expect(409);
    expect(duplicate.body.message).toBe('Já existe uma empresa cadastrada com este CNPJ.');

    const big = await formOf(newCompanyFields())
      .attach('logo', pngOfSize(6 * 1024 * 1024), 'logo.png')
      .expect(413);
    expect(big.body.message).toBe('O arquivo ultrapassa o tamanho máximo de 2 MB.');
    const pdf = await formOf(newCompanyFields()).attach('logo', PDF_BYTES, 'logo.png').expect(400);
    expect(pdf.body.errors.logo).toEqual(['A imagem deve ser PNG ou JPG.']);

    const otherState = (await t.http.get('/api/public/state').expect(200)).body.find(
      (state: { code: string }) => state.code === 'RJ',
    );
    const mismatch = await formOf(newCompanyFields({ encryptedStateId: otherState.id })).expect(
      400,
    );
    expect(mismatch.body.errors.encryptedCityId).toEqual([
      'A cidade não pertence ao estado informado.',
    ]);
    await formOf(newCompanyFields({ planId: '00000000-0000-4000-8000-000000000000' })).expect(400);
    await t.http
      .post('/api/super/company')
      .set(bearer(owner))
      .send({ companyName: 'json' })
      .expect(400);
    expect(
      await t.dataSource.getRepository(Company).countBy({ companyName: 'Empresa Aurora Ltda' }),
    ).toBe(1);
  });

  it('accepts the alphanumeric CNPJ', async () => {
    const cnpj = makeAlphanumericCnpj();
    const created = await formOf(newCompanyFields({ cnpj: cnpj.toLowerCase() })).expect(201);
    expect(created.body.cnpj).toBe(cnpj);
  });

  it('lists with search, plan and status filters, order and pages of 10', async () => {
    const plan = await createPlan(t.dataSource);
    for (let index = 0; index < 12; index++) {
      await createCompany(t.dataSource, {
        companyName: `Cooperativa Ipê ${String(index).padStart(2, '0')}`,
        planId: plan.id,
      });
    }
    await createCompany(t.dataSource, {
      companyName: 'Cooperativa Ipê Vencida',
      planId: plan.id,
      subscriptionEndDate: '2020-01-01',
    });
    await createCompany(t.dataSource, {
      companyName: 'Cooperativa Ipê Inativa',
      planId: plan.id,
      isActive: false,
    });

    const first = await t.http
      .get('/api/super/company')
      .set(bearer(owner))
      .query({ search: 'cooperativa ipe', plan: plan.id, order: 'companyName' })
      .expect(200);
    expect(first.body).toMatchObject({ total: 14, page: 1, pageSize: 10 });
    expect(first.body.items).toHaveLength(10);
    expect(first.body.items[0]).toMatchObject({
      companyName: 'Cooperativa Ipê 00',
      planName: plan.name,
    });
    expect(first.body.items[0]).toHaveProperty('subscriptionEndDate');

    const second = await t.http
      .get('/api/super/company')
      .set(bearer(owner))
      .query({ search: 'ipê', plan: plan.id, order: '-companyName', page: 2 })
      .expect(200);
    expect(
      second.body.items.map((item: { companyName: string }) => item.companyName).slice(-1),
    ).toEqual(['Cooperativa Ipê 00']);

    const expired = await t.http
      .get('/api/super/company')
      .set(bearer(owner))
      .query({ plan: plan.id, status: 'expired' });
    expect(expired.body.items.map((item: { companyName: string }) => item.companyName)).toEqual([
      'Cooperativa Ipê Vencida',
    ]);
    const inactive = await t.http
      .get('/api/super/company')
      .set(bearer(owner))
      .query({ plan: plan.id, status: 'inactive' });
    expect(inactive.body.total).toBe(1);

    const beyond = await t.http
      .get('/api/super/company')
      .set(bearer(owner))
      .query({ plan: plan.id, page: 99 })
      .expect(200);
    expect(beyond.body).toMatchObject({ items: [], total: 14, page: 99 });
    const badOrder = await t.http
      .get('/api/super/company')
      .set(bearer(owner))
      .query({ order: 'password' })
      .expect(400);
    expect(badOrder.body.errors.order[0]).toContain('companyName');
    await t.http.get('/api/super/company').set(bearer(owner)).query({ pageSize: 500 }).expect(400);

    const filters = await t.http.get('/api/super/company/filters').set(bearer(owner)).expect(200);
    expect(filters.body.statuses).toEqual(['active', 'inactive', 'expired']);
    expect(filters.body.plans.map((item: { id: string }) => item.id)).toContain(plan.id);
  });

  it('orders names as people file them, accents and case aside', async () => {
    const plan = await createPlan(t.dataSource);
    for (const companyName of ['gama Letras', 'Épsilon Letras', 'Delta Letras', 'Mirante Letras'])
      await createCompany(t.dataSource, { companyName, planId: plan.id });
    const listed = await t.http
      .get('/api/super/company')
      .set(bearer(owner))
      .query({ plan: plan.id, order: 'companyName' })
      .expect(200);
    expect(listed.body.items.map((item: { companyName: string }) => item.companyName)).toEqual([
      'Delta Letras',
      'Épsilon Letras',
      'gama Letras',
      'Mirante Letras',
    ]);
  });

  it('answers a repeated list without searching again, and shows any write to companies or plans at once', async () => {
    const plan = await createPlan(t.dataSource);
    await createCompany(t.dataSource, { companyName: 'Jacarandá Primeira', planId: plan.id });
    const search = () =>
      t.http
        .get('/api/super/company')
        .set(bearer(owner))
        .query({ search: 'jacaranda', order: 'companyName' })
        .expect(200)
        .then((response) => response.body);
    const names = (body: { items: Array<{ companyName: string }> }) =>
      body.items.map((item) => item.companyName);
    const pages = jest.spyOn(t.app.get(CompanyRepository), 'page');

    expect(names(await search())).toEqual(['Jacarandá Primeira']);
    expect(names(await search())).toEqual(['Jacarandá Primeira']);
    expect(pages).toHaveBeenCalledTimes(1);

    // Written past the product, as another instance or a migration would.
    await t.dataSource.query(
      `INSERT INTO company (company_name, cnpj, plan_id) VALUES ('Jacarandá Segunda', $1, $2)`,
      [makeCnpj(), plan.id],
    );
    expect(names(await search())).toEqual(['Jacarandá Primeira', 'Jacarandá Segunda']);
    await t.dataSource.query(`UPDATE plan SET name = 'Plano Renomeado Jacarandá' WHERE id = $1`, [
      plan.id,
    ]);
    expect((await search()).items[0].planName).toBe('Plano Renomeado Jacarandá');
    await t.dataSource.query(
      `UPDATE company SET deleted_at = now() WHERE company_name = 'Jacarandá Primeira'`,
    );
    expect(await search()).toMatchObject({
      items: [{ companyName: 'Jacarandá Segunda' }],
      total: 1,
    });
    expect(pages).toHaveBeenCalledTimes(4);
    pages.mockRestore();
  });

  it('updates by id and by the collection with encryptedId, and deletes softly', async () => {
    const company = await createCompany(t.dataSource);
    const admin = await createAccount(t.dataSource, { companyId: company.id, roles: ['admin'] });
    await t.http
      .put(`/api/super/company/${company.id}`)
      .set(bearer(owner))
      .field('companyName', 'Renomeada S.A.')
      .field('cnpj', company.cnpj)
      .field('isActive', 'true')
      .expect(200)
      .expect(({ body }) => expect(body.companyName).toBe('Renomeada S.A.'));
    await t.http
      .put('/api/super/company')
      .set(bearer(owner))
      .field('encryptedId', company.id)
      .field('companyName', 'Renomeada de Novo S.A.')
      .field('cnpj', company.cnpj)
      .expect(200);
    expect(
      (await t.http.get(`/api/super/company/${company.id}`).set(bearer(owner)).expect(200)).body
        .companyName,
    ).toBe('Renomeada de Novo S.A.');

    await t.http.delete(`/api/super/company/${company.id}`).set(bearer(owner)).expect(204);
    await t.http.get(`/api/super/company/${company.id}`).set(bearer(owner)).expect(404);
    const kept = await t.dataSource
      .getRepository(Company)
      .findOne({ where: { id: company.id }, withDeleted: true });
    expect(kept?.deletedAt).not.toBeNull();
    await t.http
      .post('/api/admin/auth/local')
      .send({ emailOrPhoneNumber: admin.email, password: 'Tucano#Azul42' })
      .expect(401);
  });

  it('refuses bad updates: a CNPJ another company has, oversized and disguised logos, no id', async () => {
    const company = await createCompany(t.dataSource, { companyName: 'Alvo da Edição' });
    const other = await createCompany(t.dataSource);
    const put = () =>
      t.http
        .put(`/api/super/company/${company.id}`)
        .set(bearer(owner))
        .field('companyName', 'Editada')
        .field('cnpj', company.cnpj);

    const duplicate = await t.http
      .put(`/api/super/company/${company.id}`)
      .set(bearer(owner))
      .field('companyName', 'Editada')
      .field('cnpj', other.cnpj)
      .expect(409);
    expect(duplicate.body.message).toBe('Já existe uma empresa cadastrada com este CNPJ.');
    const big = await put()
      .attach('logo', pngOfSize(6 * 1024 * 1024), 'logo.png')
      .expect(413);
    expect(big.body.message).toBe('O arquivo ultrapassa o tamanho máximo de 2 MB.');
    const pdf = await put().attach('logo', PDF_BYTES, 'logo.png').expect(400);
    expect(pdf.body.errors.logo).toEqual(['A imagem deve ser PNG ou JPG.']);

    const withoutId = await t.http
      .put('/api/super/company')
      .set(bearer(owner))
      .field('companyName', 'Editada')
      .field('cnpj', company.cnpj)
      .expect(400);
    expect(withoutId.body.errors).toEqual({ encryptedId: ['Campo obrigatório.'] });

    const kept = await t.http.get(`/api/super/company/${company.id}`).set(bearer(owner));
    expect(kept.body).toMatchObject({ companyName: 'Alvo da Edição', logoUrl: null });
  });

  it('finds a typed % or _ literally, not as a wildcard', async () => {
    await createCompany(t.dataSource, { companyName: 'Inclusão 100% Ltda' });
    const percent = await t.http
      .get('/api/super/company')
      .set(bearer(owner))
      .query({ search: '100%' })
      .expect(200);
    expect(percent.body.items.map((item: { companyName: string }) => item.companyName)).toEqual([
      'Inclusão 100% Ltda',
    ]);
    const underscore = await t.http
      .get('/api/super/company')
      .set(bearer(owner))
      .query({ search: '_' })
      .expect(200);
    expect(underscore.body.total).toBe(0);
  });

  it('impersonates only a company that exists', async () => {
    await t.http
      .get('/api/super/company/impersonate/00000000-0000-4000-8000-000000000000')
      .set(bearer(owner))
      .expect(404);
    await t.http.get('/api/super/company/impersonate/not-an-id').set(bearer(owner)).expect(400);
    const gone = await createCompany(t.dataSource);
    await t.http.delete(`/api/super/company/${gone.id}`).set(bearer(owner)).expect(204);
    await t.http.get(`/api/super/company/impersonate/${gone.id}`).set(bearer(owner)).expect(404);
    expect(
      await t.dataSource
        .getRepository(AuditEntry)
        .countBy({ action: 'company.impersonate', companyId: gone.id }),
    ).toBe(0);
  });

  it('impersonates a company as its administrator, in the audit log', async () => {
    const company = await createCompany(t.dataSource, { companyName: 'Empresa Visitada' });
    const response = await t.http
      .get(`/api/super/company/impersonate/${company.id}`)
      .set(bearer(owner))
      .expect(200);
    const claims = claimsOf(response.body.token);
    expect(claims).toMatchObject({
      role: 'admin',
      stage: 'full',
      companyId: company.id,
      companyName: 'Empresa Visitada',
      impersonatedBy: ownerId,
    });
    await t.http.get('/api/admin/company/about').set(bearer(response.body.token)).expect(200);
    const entry = await t.dataSource
      .getRepository(AuditEntry)
      .findOneBy({ action: 'company.impersonate', companyId: company.id });
    expect(entry).toMatchObject({ actorAccountId: ownerId, targetId: company.id });
    expect(entry?.ip).toBeTruthy();

    // Language changes keep the impersonation.
    const english = await t.http
      .post('/api/admin/language')
      .set(bearer(response.body.token))
      .send({ languageId: 2 })
      .expect(200);
    expect(claimsOf(english.body.token)).toMatchObject({
      companyId: company.id,
      impersonatedBy: ownerId,
      role: 'admin',
    });
    await t.http.post('/api/super/language').set(bearer(owner)).send({ languageId: 1 }).expect(200);
  });

  it('keeps plans: modules, employee limit, names unique, in-use ones kept', async () => {
    const created = await t.http
      .post('/api/super/plan')
      .set(bearer(owner))
      .send({ name: 'Plano Teste', modules: ['Company', 'Survey'], employeeLimit: 50 })
      .expect(201);
    expect(created.body).toMatchObject({
      name: 'Plano Teste',
      modules: ['Company', 'Survey'],
      companyCount: 0,
    });
    await t.http
      .post('/api/super/plan')
      .set(bearer(owner))
      .send({ name: 'plano teste', modules: [], employeeLimit: 5 })
      .expect(409);
    const bad = await t.http
      .post('/api/super/plan')
      .set(bearer(owner))
      .send({ name: 'X', modules: ['Payroll'], employeeLimit: 0 })
      .expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['employeeLimit', 'modules']);
    expect(bad.body.errors.employeeLimit).toEqual(['Deve ser no mínimo 1.']);
    await createCompany(t.dataSource, { planId: created.body.id });
    await t.http.delete(`/api/super/plan/${created.body.id}`).set(bearer(owner)).expect(409);
    const list = await t.http
      .get('/api/super/plan')
      .set(bearer(owner))
      .query({ search: 'teste' })
      .expect(200);
    expect(list.body.items[0]).toMatchObject({ name: 'Plano Teste', companyCount: 1 });
  });

  it('reads, edits and deletes an unused plan', async () => {
    const created = await t.http
      .post('/api/super/plan')
      .set(bearer(owner))
      .send({ name: 'Plano Temporário', modules: ['Company'], employeeLimit: 10 })
      .expect(201);
    const path = `/api/super/plan/${created.body.id}`;
    const read = await t.http.get(path).set(bearer(owner)).expect(200);
    expect(read.body).toEqual({
      id: created.body.id,
      name: 'Plano Temporário',
      modules: ['Company'],
      employeeLimit: 10,
      companyCount: 0,
    });
    const edited = await t.http
      .put(path)
      .set(bearer(owner))
      .send({ name: 'Plano Ampliado', modules: ['Company', 'Chart'], employeeLimit: 25 })
      .expect(200);
    expect(edited.body).toMatchObject({
      name: 'Plano Ampliado',
      modules: ['Company', 'Chart'],
      employeeLimit: 25,
    });
    const bad = await t.http
      .put(path)
      .set(bearer(owner))
      .send({ name: '', modules: 'Company', employeeLimit: 'ten' })
      .expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['employeeLimit', 'modules', 'name']);

    await t.http.delete(path).set(bearer(owner)).expect(204);
    await t.http.get(path).set(bearer(owner)).expect(404);
    await t.http
      .put(path)
      .set(bearer(owner))
      .send({ name: 'Plano Ampliado', modules: [], employeeLimit: 1 })
      .expect(404);
    const names = (
      await t.http.get('/api/super/plan').set(bearer(owner)).query({ pageSize: 100 })
    ).body.items.map((item: { name: string }) => item.name);
    expect(names).not.toContain('Plano Ampliado');
  });

  it('is for the platform owner only', async () => {
    const company = await createCompany(t.dataSource, { has2faAuthentication: false });
    const admin = await createAccount(t.dataSource, { companyId: company.id, roles: ['admin'] });
    const adminToken = await signIn(t, admin, 'admin');
    await t.http.get('/api/super/company').set(bearer(adminToken)).expect(403);
    await t.http.get('/api/super/plan').set(bearer(adminToken)).expect(403);
    await t.http.get('/api/super/company').expect(401);
  });
});
