import { brazilDay } from '../src/common/time/brazil-day';
import { createAccount } from './support/factories';
import { signedInWithCompany, signIn, SignedIn } from './support/session';
import { startTestApp, TestApp } from './support/test-app';
import { bearer } from './support/tokens';

/** The audit log, read: a company's administrators see what was done to their company. */
describe('audit log', () => {
  let t: TestApp;
  let owner: string;
  let ownerName: string;
  let admin: SignedIn;
  let neighbour: SignedIn;

  const adminLog = (token: string, query: Record<string, string> = {}) =>
    t.http.get('/api/admin/audit').query(query).set(bearer(token));

  beforeAll(async () => {
    t = await startTestApp();
    const account = await createAccount(t.dataSource, { roles: ['super'] });
    ownerName = account.name;
    owner = await signIn(t, account, 'super');
    admin = await signedInWithCompany(t, 'admin');
    neighbour = await signedInWithCompany(t, 'admin');
    await t.http
      .get(`/api/super/company/impersonate/${admin.company!.id}`)
      .set(bearer(owner))
      .expect(200);
    await t.http
      .put(`/api/super/company/${admin.company!.id}`)
      .set(bearer(owner))
      .field('companyName', 'Auditada S.A.')
      .field('cnpj', admin.company!.cnpj)
      .expect(200);
  });
  afterAll(() => t.close());

  it("shows a company's administrators who impersonated them and what changed, newest first", async () => {
    const { body } = await adminLog(admin.token).expect(200);
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(body.items.map((entry: { action: string }) => entry.action)).toEqual([
      'company.update',
      'company.impersonate',
    ]);
    expect(body.items[1]).toMatchObject({
      actor: { name: ownerName },
      companyId: admin.company!.id,
      targetId: admin.company!.id,
    });
    // The owner's address is the owner's personal data: not for the company's administrators.
    expect(body.items[1]).not.toHaveProperty('ip');
  });

  it('filters by action and by time, and orders only by its own fields', async () => {
    const impersonations = await adminLog(admin.token, { action: 'company.impersonate' }).expect(
      200,
    );
    expect(impersonations.body.items).toHaveLength(1);
    const future = await adminLog(admin.token, { from: '2999-01-01' }).expect(200);
    expect(future.body).toMatchObject({ total: 0, items: [] });
    const past = await adminLog(admin.token, { to: '2000-01-01T00:00:00Z' }).expect(200);
    expect(past.body.total).toBe(0);
    // Calendar days are Brazil's, and the end day is included: today's entries are today's.
    const today = brazilDay();
    const all = (await adminLog(admin.token).expect(200)).body.total;
    expect(all).toBeGreaterThan(0);
    expect((await adminLog(admin.token, { from: today, to: today }).expect(200)).body.total).toBe(
      all,
    );
    const oldest = await adminLog(admin.token, { order: 'createdAt' }).expect(200);
    expect(oldest.body.items[0].action).toBe('company.impersonate');
    for (const query of <Record<string, string>[]>[
      { order: 'ip' },
      { from: '2026-W01' },
      { from: '0000-01-01' },
      { to: '2026-02-30' },
      { action: 'DROP TABLE' },
    ])
      expect((await adminLog(admin.token, query).expect(400)).body.statusCode).toBe(400);
  });

  it("never shows another company's entries, and is not for employees", async () => {
    expect((await adminLog(neighbour.token).expect(200)).body.total).toBe(0);
    const employee = await signedInWithCompany(t, 'user');
    await adminLog(employee.token).expect(403);
  });

  it("gives the platform owner every company's log, one company's on request, with the address", async () => {
    const all = await t.http.get('/api/super/audit').set(bearer(owner)).expect(200);
    expect(all.body.total).toBeGreaterThanOrEqual(2);
    const one = await t.http
      .get('/api/super/audit')
      .query({ companyId: admin.company!.id, action: 'company.impersonate' })
      .set(bearer(owner))
      .expect(200);
    expect(one.body.items).toHaveLength(1);
    expect(one.body.items[0].ip).toEqual(expect.any(String));
    await t.http.get('/api/super/audit').set(bearer(admin.token)).expect(403);
    await t.http.get('/api/super/audit').query({ companyId: 'x' }).set(bearer(owner)).expect(400);
  });
});
