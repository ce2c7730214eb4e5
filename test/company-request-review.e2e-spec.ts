import { Company } from '../src/company/company.entity';
import { createAccount, createPlan, makeCnpj } from './support/factories';
import { signIn } from './support/session';
import { codeIn } from './support/smtp';
import { startTestApp, TestApp } from './support/test-app';
import { bearer, claimsOf } from './support/tokens';

describe('platform owner: reviewing account requests', () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signIn(t, await createAccount(t.dataSource, { roles: ['super'] }), 'super');
  });
  afterAll(() => t.close());

  const request = async (email: string, cnpj = makeCnpj()) =>
    (
      await t.http
        .post('/api/user/company/request')
        .send({
          contactName: 'Bruno Costa',
          contactPhone: '(21) 99876-5432',
          contactEmail: email,
          companyName: 'Oficina Solar',
          cnpj,
        })
        .expect(201)
    ).body.id as string;

  it('approves: the company exists, its first administrator completes first access', async () => {
    const email = 'bruno@oficina.example.com';
    const id = await request(email);
    const pending = await t.http
      .get('/api/super/company/request')
      .set(bearer(owner))
      .query({ status: 'pending' })
      .expect(200);
    expect(pending.body.items.map((item: { id: string }) => item.id)).toContain(id);

    const plan = await createPlan(t.dataSource, { modules: ['Company', 'AdminUser'] });
    const approved = await t.http
      .post(`/api/super/company/request/${id}/approve`)
      .set(bearer(owner))
      .send({ planId: plan.id, subscriptionEndDate: '2031-06-30' })
      .expect(200);
    const company = await t.dataSource
      .getRepository(Company)
      .findOneByOrFail({ id: approved.body.companyId });
    expect(company).toMatchObject({
      companyName: 'Oficina Solar',
      planId: plan.id,
      subscriptionEndDate: '2031-06-30',
    });
    expect(
      (await t.http.get(`/api/super/company/request/${id}`).set(bearer(owner))).body.status,
    ).toBe('approved');
    await t.http
      .post(`/api/super/company/request/${id}/approve`)
      .set(bearer(owner))
      .send({ planId: plan.id, subscriptionEndDate: '2031-06-30' })
      .expect(409);

    await t.smtp.waitFor(email, (mail) => mail.text.includes('/first-access?as=admin'));
    const started = await t.http
      .post('/api/admin/auth/first-access')
      .send({ emailOrPhoneNumber: email })
      .expect(200);
    const code = codeIn(await t.smtp.waitFor(email, (mail) => /\b\d{6}\b/.test(mail.text)));
    const verified = await t.http
      .post('/api/admin/auth/2fa')
      .query({ code })
      .set(bearer(started.body.token))
      .expect(200);
    const created = await t.http
      .post('/api/admin/auth/first-password')
      .set(bearer(verified.body.token))
      .send({ password: 'Girassol#Forte8', confirmNewPassword: 'Girassol#Forte8' })
      .expect(200);
    const full = await t.http
      .post('/api/admin/auth/accept-terms')
      .set(bearer(created.body.token))
      .send({ HasAcceptedTerms: true })
      .expect(200);
    expect(claimsOf(full.body.token)).toMatchObject({
      role: 'admin',
      companyId: company.id,
      modules: ['Company', 'AdminUser'],
    });
  });

  it('refuses a bad approval, naming each field, and leaves the request pending', async () => {
    const id = await request('dora@pendente.example.com');
    const bad = await t.http
      .post(`/api/super/company/request/${id}/approve`)
      .set(bearer(owner))
      .set('Accept-Language', 'en-US')
      .send({ planId: 'premium', subscriptionEndDate: '31/12/2030' })
      .expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['planId', 'subscriptionEndDate']);
    await t.http
      .post(`/api/super/company/request/${id}/approve`)
      .set(bearer(owner))
      .send({ planId: '00000000-0000-4000-8000-000000000000', subscriptionEndDate: '2030-12-31' })
      .expect(400);
    const kept = await t.http.get(`/api/super/company/request/${id}`).set(bearer(owner));
    expect(kept.body).toMatchObject({ status: 'pending', companyId: null });
  });

  it('sorts by the contact name, as the dashboard offers', async () => {
    for (const contactName of ['Zilda Prado', 'Abel Nunes']) {
      await t.http
        .post('/api/user/company/request')
        .send({
          contactName,
          contactPhone: '(21) 99876-5432',
          contactEmail: `${contactName.split(' ')[0].toLowerCase()}@ordem.example.com`,
          companyName: 'Ordem Alfabética',
          cnpj: makeCnpj(),
        })
        .expect(201);
    }
    for (const [order, expected] of [
      ['contactName', ['Abel Nunes', 'Zilda Prado']],
      ['-contactName', ['Zilda Prado', 'Abel Nunes']],
    ] as const) {
      const page = await t.http
        .get('/api/super/company/request')
        .set(bearer(owner))
        .query({ search: 'ordem alfabetica', order })
        .expect(200);
      expect(page.body.items.map((item: { contactName: string }) => item.contactName)).toEqual(
        expected,
      );
    }
  });

  it('rejects with a reason the requester reads', async () => {
    const email = 'carla@recusada.example.com';
    const id = await request(email);
    await t.http
      .post(`/api/super/company/request/${id}/reject`)
      .set(bearer(owner))
      .send({ reason: 'CNPJ inativo.' })
      .expect(204);
    const mail = await t.smtp.waitFor(
      email,
      (message) => message.subject === 'Sua solicitação de conta',
    );
    expect(mail.text).toContain('CNPJ inativo.');
    await t.http
      .post(`/api/super/company/request/${id}/reject`)
      .set(bearer(owner))
      .send({})
      .expect(409);
    await t.http.get('/api/super/company/request/not-an-id').set(bearer(owner)).expect(400);
  });
});
