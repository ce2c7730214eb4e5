import { signedInWithCompany, SignedIn } from './support/session';
import { startTestApp, TestApp } from './support/test-app';
import { bearer } from './support/tokens';

/**
 * Company B's administrator walks every admin route with company A's ids: each answers 404,
 * and B's lists show only B's rows.
 */
describe('tenant isolation', () => {
  let t: TestApp;
  let a: SignedIn;
  let b: SignedIn;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    a = await signedInWithCompany(t, 'admin');
    b = await signedInWithCompany(t, 'admin');
    const post = async (path: string, body: object) =>
      (await t.http.post(path).set(bearer(a.token)).send(body).expect(201)).body.id as string;
    ids.organization = await post('/api/admin/company/organization', { name: 'Org A' });
    ids.department = await post('/api/admin/company/department', {
      name: 'Dept A',
      encryptedOrganizationId: ids.organization,
    });
    ids.contact = await post('/api/admin/company/contact', { name: 'Contato A' });
    ids.adminUser = await post('/api/admin/admin-user', {
      name: 'Admin A',
      email: 'admin.a@example.com',
    });
    await t.http
      .post('/api/admin/company/organization')
      .set(bearer(b.token))
      .send({ name: 'Org B' })
      .expect(201);
  });
  afterAll(() => t.close());

  const routes = () =>
    [
      ['get', `/api/admin/company/${a.company!.id}`],
      ['get', `/api/admin/company/organization/${ids.organization}`],
      ['put', `/api/admin/company/organization/${ids.organization}`, { name: 'x' }],
      ['delete', `/api/admin/company/organization/${ids.organization}`],
      ['get', `/api/admin/company/department/${ids.department}`],
      ['put', `/api/admin/company/department/${ids.department}`, { name: 'x' }],
      ['delete', `/api/admin/company/department/${ids.department}`],
      ['get', `/api/admin/company/contact/${ids.contact}`],
      ['put', `/api/admin/company/contact/${ids.contact}`, { name: 'x' }],
      ['delete', `/api/admin/company/contact/${ids.contact}`],
      ['get', `/api/admin/admin-user/${ids.adminUser}`],
      ['put', `/api/admin/admin-user/${ids.adminUser}`, { name: 'x' }],
      ['delete', `/api/admin/admin-user/${ids.adminUser}`],
    ] as const;

  it('answers 404 to every admin route called with another company’s ids', async () => {
    const answers: string[] = [];
    for (const [method, path, body] of routes()) {
      const response = await t.http[method](path)
        .set(bearer(b.token))
        .send(body ?? {});
      answers.push(
        `${method.toUpperCase()} ${path.replace(/[0-9a-f-]{36}/g, ':id')} ${response.status}`,
      );
    }
    expect(answers.filter((answer) => !answer.endsWith(' 404'))).toEqual([]);
  });

  it('refuses another company’s organization inside a department, and a foreign encryptedId on about', async () => {
    const response = await t.http
      .post('/api/admin/company/department')
      .set(bearer(b.token))
      .send({ name: 'Sneaky', encryptedOrganizationId: ids.organization })
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

  it('lists only the caller’s rows', async () => {
    for (const path of ['organization', 'department', 'contact']) {
      const list = await t.http.get(`/api/admin/company/${path}`).set(bearer(b.token)).expect(200);
      expect(list.body.items.map((item: { name: string }) => item.name).join()).not.toMatch(/ A$/);
    }
    const organizations = await t.http.get('/api/admin/company/organization').set(bearer(b.token));
    expect(organizations.body.items.map((item: { name: string }) => item.name)).toEqual(['Org B']);
    const admins = await t.http.get('/api/admin/admin-user').set(bearer(b.token));
    expect(admins.body.items.map((item: { id: string }) => item.id)).toEqual([b.account.id]);
  });

  it('left company A untouched', async () => {
    await t.http
      .get(`/api/admin/company/organization/${ids.organization}`)
      .set(bearer(a.token))
      .expect(200);
    await t.http.get(`/api/admin/admin-user/${ids.adminUser}`).set(bearer(a.token)).expect(200);
  });
});
