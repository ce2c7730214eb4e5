import { Account } from '../src/account/account.entity';
import { AuditEntry } from '../src/audit/audit-entry.entity';
import { AccountRecoveryCode, AccountTotp } from '../src/auth/second-factor/second-factor.entities';
import { Company } from '../src/company/company.entity';
import { appCode } from './support/authenticator';
import { createAccount, createCompany, STRONG_PASSWORD } from './support/factories';
import { signIn } from './support/session';
import { codeIn } from './support/smtp';
import { startTestApp, TestApp } from './support/test-app';
import { bearer, claimsOf } from './support/tokens';

describe('authenticator-app second factor', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    await t.startRole('worker');
  });
  afterAll(() => t.close());

  const login = (role: string, account: Account) =>
    t.http
      .post(`/api/${role}/auth/local`)
      .send({ emailOrPhoneNumber: account.email, password: STRONG_PASSWORD })
      .expect(200)
      .then((response) => response.body.token as string);

  const secondFactor = (role: string, token: string, code: string) =>
    t.http.post(`/api/${role}/auth/2fa`).query({ code }).set(bearer(token));

  const emailedCode = async (account: Account) => {
    const mail = await t.smtp.waitFor(account.email as string, (m) => /\b\d{6}\b/.test(m.text));
    t.smtp.messages.splice(t.smtp.messages.indexOf(mail), 1);
    return codeIn(mail);
  };

  /** Enrols with a code of the previous step, so that the current one is left for a sign-in. */
  const enrol = async (role: string, token: string, currentCode?: string) => {
    const setup = await t.http
      .post(`/api/${role}/account/me/second-factor/setup`)
      .set(bearer(token))
      .expect(200);
    const confirmed = await t.http
      .post(`/api/${role}/account/me/second-factor/confirm`)
      .set(bearer(token))
      .send({ code: appCode(setup.body.secret, -1), currentCode })
      .expect(200);
    return {
      secret: setup.body.secret as string,
      setup: setup.body,
      recoveryCodes: confirmed.body.recoveryCodes as string[],
      token: confirmed.body.token as string,
    };
  };

  const auditOf = (accountId: string, action: string) =>
    t.dataSource.getRepository(AuditEntry).findBy({ targetId: accountId, action });

  const adminOf = async (company?: Company) => {
    const owner = company ?? (await createCompany(t.dataSource, { has2faAuthentication: false }));
    const account = await createAccount(t.dataSource, { companyId: owner.id, roles: ['admin'] });
    return { company: owner, account, token: await signIn(t, account, 'admin') };
  };

  it('enrols by QR code, keeps the seed sealed, and then asks the app instead of an e-mail', async () => {
    const { account, token } = await adminOf();
    const setup = await t.http
      .post('/api/admin/account/me/second-factor/setup')
      .set(bearer(token))
      .expect(200);
    expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Diversitera:/);
    expect(setup.body.otpauthUrl).toContain(`secret=${setup.body.secret}`);

    const wrong = await t.http
      .post('/api/admin/account/me/second-factor/confirm')
      .set(bearer(token))
      .send({ code: '000000' === appCode(setup.body.secret) ? '111111' : '000000' })
      .expect(400);
    expect(wrong.body.errors.code).toBeDefined();
    const confirmed = await t.http
      .post('/api/admin/account/me/second-factor/confirm')
      .set(bearer(token))
      .send({ code: appCode(setup.body.secret, -1) })
      .expect(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);
    for (const code of confirmed.body.recoveryCodes)
      expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);

    const stored = await t.dataSource.getRepository(AccountTotp).findOneByOrFail({
      accountId: account.id,
    });
    expect(stored.sealedSecret).not.toContain(setup.body.secret);
    expect(stored.sealedSecret).toMatch(/^v1\./);
    const digests = await t.dataSource
      .getRepository(AccountRecoveryCode)
      .findBy({ accountId: account.id });
    expect(digests.map((row) => row.codeDigest)).not.toContain(confirmed.body.recoveryCodes[0]);
    expect(await auditOf(account.id, 'second-factor.enrolled')).toHaveLength(1);
    const status = await t.http
      .get('/api/admin/account/me/second-factor')
      .set(bearer(token))
      .expect(200);
    expect(status.body).toMatchObject({ enrolled: true, required: false, recoveryCodesLeft: 10 });

    const interim = await login('admin', account);
    expect(claimsOf(interim)).toMatchObject({ stage: '2fa', factor: 'app' });
    const resend = await t.http
      .post('/api/admin/auth/resend-code')
      .set(bearer(interim))
      .expect(400);
    expect(resend.body.code).toBe('auth.appCodeNotSent');
    await secondFactor(
      'admin',
      interim,
      '123456' === appCode(setup.body.secret) ? '654321' : '123456',
    ).expect(400);
    const signedIn = await secondFactor('admin', interim, appCode(setup.body.secret)).expect(200);
    expect(claimsOf(signedIn.body.token).stage).toBe('full');
    expect(t.smtp.to(account.email as string)).toHaveLength(0);
  });

  it('refuses a code used before, even in a new sign-in, and takes the next one', async () => {
    const { account, token } = await adminOf();
    const { secret } = await enrol('admin', token);
    const code = appCode(secret);
    await secondFactor('admin', await login('admin', account), code).expect(200);
    const replay = await secondFactor('admin', await login('admin', account), code).expect(400);
    expect(replay.body.errors.code).toHaveLength(1);
    // The code enrolment used is spent too.
    await secondFactor('admin', await login('admin', account), appCode(secret, -1)).expect(400);
    await secondFactor('admin', await login('admin', account), appCode(secret, 1)).expect(200);
  });

  it('lets a recovery code in once, records it, and counts what is left', async () => {
    const { account, company, token } = await adminOf();
    const { recoveryCodes } = await enrol('admin', token);
    const used = recoveryCodes[3];
    const signedIn = await secondFactor(
      'admin',
      await login('admin', account),
      used.toUpperCase().replace('-', ' '),
    ).expect(200);
    expect(claimsOf(signedIn.body.token).stage).toBe('full');
    await secondFactor('admin', await login('admin', account), used).expect(400);
    const [entry] = await auditOf(account.id, 'second-factor.recovery-code-used');
    expect(entry).toMatchObject({ companyId: company.id, details: { recoveryCodesLeft: 9 } });
    const status = await t.http
      .get('/api/admin/account/me/second-factor')
      .set(bearer(signedIn.body.token))
      .expect(200);
    expect(status.body.recoveryCodesLeft).toBe(9);
  });

  it('gives a sign-in five tries, as e-mailed codes have', async () => {
    const { account, token } = await adminOf();
    const { secret } = await enrol('admin', token);
    const interim = await login('admin', account);
    const right = appCode(secret);
    const wrong = right === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) await secondFactor('admin', interim, wrong).expect(400);
    const spent = await secondFactor('admin', interim, right).expect(400);
    expect(JSON.stringify(spent.body)).toMatch(/tries|tentativas/i);
  });

  it('replaces an app only with a code of the current one, and the old recovery codes die', async () => {
    const { account, token } = await adminOf();
    const first = await enrol('admin', token);
    const setup = await t.http
      .post('/api/admin/account/me/second-factor/setup')
      .set(bearer(token))
      .expect(200);
    const next = appCode(setup.body.secret, -1);
    const missing = await t.http
      .post('/api/admin/account/me/second-factor/confirm')
      .set(bearer(token))
      .send({ code: next })
      .expect(400);
    expect(missing.body.errors.currentCode).toBeDefined();
    // Still the first app while the second waits.
    await t.http
      .post('/api/admin/account/me/second-factor/confirm')
      .set(bearer(token))
      .send({ code: next, currentCode: first.recoveryCodes[0] })
      .expect(200);
    expect(await auditOf(account.id, 'second-factor.replaced')).toHaveLength(1);
    await secondFactor('admin', await login('admin', account), first.recoveryCodes[1]).expect(400);
    await secondFactor('admin', await login('admin', account), appCode(setup.body.secret)).expect(
      200,
    );
  });

  it('removes the app with one of its codes, and sign-in goes back to what the company asks', async () => {
    const { account, token } = await adminOf();
    const { secret } = await enrol('admin', token);
    await t.http
      .post('/api/admin/account/me/second-factor/remove')
      .set(bearer(token))
      .send({ code: '12345' })
      .expect(400);
    await t.http
      .post('/api/admin/account/me/second-factor/remove')
      .set(bearer(token))
      .send({ code: appCode(secret) })
      .expect(200);
    expect(await auditOf(account.id, 'second-factor.removed')).toHaveLength(1);
    expect(
      await t.dataSource.getRepository(AccountRecoveryCode).countBy({ accountId: account.id }),
    ).toBe(0);
    // The company asks for no second factor: the password is enough again.
    expect(claimsOf(await login('admin', account)).stage).toBe('full');
  });

  it('walks an administrator without an app through enrolment once the company requires one', async () => {
    const { company, token } = await adminOf();
    const other = await createCompany(t.dataSource, { has2faAuthentication: false });
    await t.http
      .put('/api/admin/second-factor-policy')
      .set(bearer(token))
      .send({ required: 'yes' })
      .expect(400);
    await t.http
      .put('/api/admin/second-factor-policy')
      .set(bearer(token))
      .send({ required: true })
      .expect(200);
    const policy = await t.http
      .get('/api/admin/second-factor-policy')
      .set(bearer(token))
      .expect(200);
    expect(policy.body).toEqual({ required: true });
    const companies = t.dataSource.getRepository(Company);
    expect((await companies.findOneByOrFail({ id: other.id })).requiresSecondFactor).toBe(false);
    const [changed] = await t.dataSource
      .getRepository(AuditEntry)
      .findBy({ companyId: company.id, action: 'second-factor.policy-changed' });
    expect(changed.details).toEqual({ required: true, scope: 'company' });

    const colleague = await createAccount(t.dataSource, {
      companyId: company.id,
      roles: ['admin'],
      hasAcceptedTerms: false,
    });
    // Proves the e-mail first, although the company asks no code otherwise.
    const interim = await login('admin', colleague);
    expect(claimsOf(interim)).toMatchObject({ stage: '2fa' });
    expect(claimsOf(interim).factor).toBeUndefined();
    const enrolling = (
      await secondFactor('admin', interim, await emailedCode(colleague)).expect(200)
    ).body.token;
    expect(claimsOf(enrolling).stage).toBe('enrol');
    await t.http.get('/api/admin/account/me').set(bearer(enrolling)).expect(401);
    const { token: after, secret } = await enrol('admin', enrolling);
    expect(claimsOf(after).stage).toBe('terms');

    const full = await t.http
      .post('/api/admin/auth/accept-terms')
      .set(bearer(after))
      .send({ HasAcceptedTerms: true })
      .expect(200);
    // Required: it can be replaced, not removed; the next sign-in asks the app.
    const removal = await t.http
      .post('/api/admin/account/me/second-factor/remove')
      .set(bearer(full.body.token))
      .send({ code: appCode(secret) })
      .expect(400);
    expect(removal.body.errors.code).toBeDefined();
    expect(claimsOf(await login('admin', colleague))).toMatchObject({ factor: 'app' });
  });

  it('sets the app up after the first password of an administrator the company covers', async () => {
    const company = await createCompany(t.dataSource, {
      has2faAuthentication: false,
      requiresSecondFactor: true,
    });
    const newcomer = await createAccount(t.dataSource, {
      companyId: company.id,
      roles: ['admin'],
      password: null,
      mustCreatePassword: true,
    });
    const started = await t.http
      .post('/api/admin/auth/first-access')
      .send({ emailOrPhoneNumber: newcomer.email })
      .expect(200);
    const verified = await secondFactor(
      'admin',
      started.body.token,
      await emailedCode(newcomer),
    ).expect(200);
    expect(claimsOf(verified.body.token).stage).toBe('password');
    const created = await t.http
      .post('/api/admin/auth/first-password')
      .set(bearer(verified.body.token))
      .send({ password: STRONG_PASSWORD, confirmNewPassword: STRONG_PASSWORD })
      .expect(200);
    expect(claimsOf(created.body.token).stage).toBe('enrol');
    const { token } = await enrol('admin', created.body.token);
    expect(claimsOf(token).stage).toBe('full');
  });

  it('lets the platform require the app of its owner', async () => {
    const owner = await createAccount(t.dataSource, { roles: ['super'] });
    const token = await signIn(t, owner, 'super');
    await t.http
      .put('/api/super/second-factor-policy')
      .set(bearer(token))
      .send({ required: true })
      .expect(200);
    const enrolling = (
      await secondFactor('super', await login('super', owner), await emailedCode(owner)).expect(200)
    ).body.token;
    expect(claimsOf(enrolling).stage).toBe('enrol');
    const { token: after, secret } = await enrol('super', enrolling);
    expect(claimsOf(after).stage).toBe('full');
    const interim = await login('super', owner);
    expect(claimsOf(interim).factor).toBe('app');
    await secondFactor('super', interim, appCode(secret)).expect(200);
    await t.http
      .put('/api/super/second-factor-policy')
      .set(bearer(token))
      .send({ required: false })
      .expect(200);
  });

  it('is for administrators and the owner only, and not while acting as a company', async () => {
    const company = await createCompany(t.dataSource, { has2faAuthentication: false });
    const employee = await createAccount(t.dataSource, { companyId: company.id, roles: ['user'] });
    const employeeToken = await signIn(t, employee, 'user');
    await t.http
      .post('/api/user/account/me/second-factor/setup')
      .set(bearer(employeeToken))
      .expect(403);
    await t.http.get('/api/user/second-factor-policy').set(bearer(employeeToken)).expect(403);
    const { token: adminToken } = await adminOf(company);
    await t.http
      .post('/api/super/account/me/second-factor/setup')
      .set(bearer(adminToken))
      .expect(403);

    const owner = await createAccount(t.dataSource, { roles: ['super'] });
    const ownerToken = await signIn(t, owner, 'super');
    const acting = await t.http
      .get(`/api/super/company/impersonate/${company.id}`)
      .set(bearer(ownerToken))
      .expect(200);
    await t.http
      .post('/api/admin/account/me/second-factor/setup')
      .set(bearer(acting.body.token))
      .expect(403);
  });
});
