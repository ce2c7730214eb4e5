import { Account } from '../src/account/account.entity';
import { AuthChallenge } from '../src/auth/auth-challenge.entity';
import { identifierKeys } from '../src/auth/sign-in-keys';
import { TOKEN_LIFETIME } from '../src/auth/token.service';
import { ThrottleService } from '../src/common/throttle/throttle.service';
import { normalizePhone } from '../src/common/validation/brazil';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import {
  createAccount,
  createCompany,
  makeCpf,
  makePhone,
  STRONG_PASSWORD,
} from './support/factories';
import { signIn } from './support/session';
import { TestSmsGateway } from './support/sms';
import { codeIn, linkIn } from './support/smtp';
import { startTestApp, TestApp } from './support/test-app';
import { bearer, claimsOf } from './support/tokens';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sign-in journeys (spec §4, DESIGN §3/§5)', () => {
  let t: TestApp;
  const sms = new TestSmsGateway();

  beforeAll(async () => {
    t = await startTestApp({ SMS_WEBHOOK_URL: await sms.start() });
    await t.startRole('worker');
  });
  afterAll(async () => {
    await t.close();
    await sms.stop();
  });

  const login = (
    role: string,
    emailOrPhoneNumber: string,
    password = STRONG_PASSWORD,
    remember = false,
  ) => t.http.post(`/api/${role}/auth/local`).send({ emailOrPhoneNumber, password, remember });

  const codeMailTo = async (email: string) => {
    const mail = await t.smtp.waitFor(email, (message) => /\b\d{6}\b/.test(message.text));
    t.smtp.messages.splice(t.smtp.messages.indexOf(mail), 1);
    return codeIn(mail);
  };

  /** An account made by an administrator, whose person has not come in yet. */
  const awaitingFirstAccess = async () =>
    createAccount(t.dataSource, {
      companyId: (await createCompany(t.dataSource)).id,
      password: null,
      mustCreatePassword: true,
      hasAcceptedTerms: false,
    });

  /** Forgot → the e-mailed link → a new password; the mail is taken out of the inbox. */
  const resetPasswordOf = async (email: string, password: string) => {
    await t.http
      .post('/api/user/auth/password-recovery')
      .send({ emailOrPhoneNumber: email })
      .expect(200);
    const mail = await t.smtp.waitFor(email, (message) =>
      message.text.includes('/reset-password/'),
    );
    t.smtp.messages.splice(t.smtp.messages.indexOf(mail), 1);
    const code = linkIn(mail, '/reset-password/').split('/reset-password/')[1];
    await t.http
      .post('/api/user/auth/reset-password')
      .send({ code, password, confirmNewPassword: password })
      .expect(200);
  };

  it('signs in by CPF without a second factor, even where the company asks for one', async () => {
    const company = await createCompany(t.dataSource, { has2faAuthentication: true });
    const cpf = makeCpf();
    const account = await createAccount(t.dataSource, { companyId: company.id, cpf });
    const formatted = cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4');

    const response = await login('user', formatted).expect(200);

    expect(response.body).toEqual({
      token: expect.any(String),
      isFirstAccess: false,
      hasAcceptedTerms: true,
      loginByCpf: true,
    });
    const claims = claimsOf(response.body.token);
    expect(claims).toMatchObject({
      id: account.id,
      role: 'user',
      stage: 'full',
      companyId: company.id,
      companyName: company.companyName,
      languageId: 1,
      isAboutComplete: false,
      iss: 'diversitera',
      aud: 'diversitera-api',
    });
    expect(claims.exp - claims.iat).toBe(TOKEN_LIFETIME.full);
    await t.http
      .post('/api/user/language')
      .set(bearer(response.body.token))
      .send({ languageId: 1 })
      .expect(200);
  });

  it('signs in by e-mail with the second factor and remembers for 30 days', async () => {
    const company = await createCompany(t.dataSource, { has2faAuthentication: true });
    const account = await createAccount(t.dataSource, { companyId: company.id });

    const first = await login('user', account.email as string, STRONG_PASSWORD, true).expect(200);
    expect(first.body.loginByCpf).toBe(false);
    expect(claimsOf(first.body.token).stage).toBe('2fa');
    expect(claimsOf(first.body.token).exp - claimsOf(first.body.token).iat).toBe(
      TOKEN_LIFETIME['2fa'],
    );

    const code = await codeMailTo(account.email as string);
    const second = await t.http
      .post('/api/user/auth/2fa')
      .query({ code, remember: 'true' })
      .set(bearer(first.body.token))
      .expect(200);
    const claims = claimsOf(second.body.token);
    expect(claims.stage).toBe('full');
    expect(claims.exp - claims.iat).toBe(TOKEN_LIFETIME.remembered);
  });

  it('skips the second factor for an e-mail login where the company does not ask for it', async () => {
    const company = await createCompany(t.dataSource, { has2faAuthentication: false });
    const account = await createAccount(t.dataSource, { companyId: company.id });
    const response = await login('user', account.email as string).expect(200);
    expect(claimsOf(response.body.token).stage).toBe('full');
  });

  it('signs in by phone, with the code sent by SMS', async () => {
    const company = await createCompany(t.dataSource, { has2faAuthentication: true });
    const phone = makePhone();
    const account = await createAccount(t.dataSource, { companyId: company.id, phone });
    const typed = `+55 ${phone.slice(3, 5)} ${phone.slice(5, 10)}-${phone.slice(10)}`;

    const first = await login('user', typed).expect(200);
    const message = await sms.waitFor(phone);
    const code = message.text.match(/\d{6}/)?.[0];
    const second = await t.http
      .post('/api/user/auth/2fa')
      .query({ code })
      .set(bearer(first.body.token))
      .expect(200);
    expect(claimsOf(second.body.token)).toMatchObject({ id: account.id, stage: 'full' });
  });

  it('always asks the platform owner for a second factor', async () => {
    const owner = await createAccount(t.dataSource, { roles: ['super'] });
    const first = await login('super', owner.email as string).expect(200);
    expect(claimsOf(first.body.token).stage).toBe('2fa');
    await codeMailTo(owner.email as string);
    const token = await signIn(t, owner, 'super');
    expect(claimsOf(token)).toMatchObject({ role: 'super', stage: 'full', companyId: null });
  });

  it('walks first access: code, new password, terms, full token', async () => {
    const account = await awaitingFirstAccess();

    const started = await t.http
      .post('/api/user/auth/first-access')
      .send({ emailOrPhoneNumber: account.email })
      .expect(200);
    expect(started.body).toMatchObject({ isFirstAccess: true, hasAcceptedTerms: false });
    const code = await codeMailTo(account.email as string);

    const verified = await t.http
      .post('/api/user/auth/2fa')
      .query({ code, remember: 'true' })
      .set(bearer(started.body.token))
      .expect(200);
    expect(claimsOf(verified.body.token)).toMatchObject({ stage: 'password', remember: true });

    // The password step is not the terms step, and neither is a full session.
    await t.http
      .post('/api/user/auth/accept-terms')
      .set(bearer(verified.body.token))
      .send({ HasAcceptedTerms: true })
      .expect(401);
    await t.http
      .post('/api/user/auth/first-password')
      .set(bearer(verified.body.token))
      .send({ password: 'weak', confirmNewPassword: 'weak' })
      .expect(400);
    await t.http
      .post('/api/user/auth/first-password')
      .set(bearer(verified.body.token))
      .send({ password: STRONG_PASSWORD, confirmNewPassword: 'Different#Pass1' })
      .expect(400)
      .expect(({ body }) =>
        expect(body.errors.confirmNewPassword).toEqual(['As senhas não conferem']),
      );

    const created = await t.http
      .post('/api/user/auth/first-password')
      .set(bearer(verified.body.token))
      .send({ password: STRONG_PASSWORD, confirmNewPassword: STRONG_PASSWORD })
      .expect(200);
    expect(created.body).toMatchObject({ isValid: true, hasAcceptedTerms: false });
    expect(claimsOf(created.body.token).stage).toBe('terms');

    await t.http
      .post('/api/user/auth/accept-terms')
      .set(bearer(created.body.token))
      .send({ HasAcceptedTerms: false, Remember: false })
      .expect(400);
    const accepted = await t.http
      .post('/api/user/auth/accept-terms')
      .set(bearer(created.body.token))
      .send({ HasAcceptedTerms: true, Remember: true })
      .expect(200);
    const claims = claimsOf(accepted.body.token);
    expect(claims.stage).toBe('full');
    expect(claims.exp - claims.iat).toBe(TOKEN_LIFETIME.remembered);

    // Signing in again now goes straight through (company asks no second factor).
    await t.http
      .post('/api/user/auth/first-access')
      .send({ emailOrPhoneNumber: account.email })
      .expect(200);
    const notice = await t.smtp.waitFor(account.email as string, (mail) =>
      mail.text.includes('primeiro acesso'),
    );
    expect(notice.text).toContain('Esse usuário já realizou o primeiro acesso');
  });

  it('speaks the language chosen on the page through first access: the code mail and the rules', async () => {
    const account = await awaitingFirstAccess();
    // The administrator left the account in Portuguese; the person reads the page in English.
    const started = await t.http
      .post('/api/user/auth/first-access')
      .set('Accept-Language', 'en-US')
      .send({ emailOrPhoneNumber: account.email })
      .expect(200);
    const mail = await t.smtp.waitFor(account.email as string, (message) =>
      /\b\d{6}\b/.test(message.text),
    );
    expect(mail.subject).toBe('First access to Diversitera');
    const verified = await t.http
      .post('/api/user/auth/2fa')
      .query({ code: codeIn(mail) })
      .set('Accept-Language', 'en-US')
      .set(bearer(started.body.token))
      .expect(200);
    await t.http
      .post('/api/user/auth/first-password')
      .set('Accept-Language', 'en-US')
      .set(bearer(verified.body.token))
      .send({ password: 'Password@2024', confirmNewPassword: 'Password@2024' })
      .expect(400)
      .expect(({ body }) =>
        expect(body.errors.password).toEqual(['This password is too common. Choose another one.']),
      );
    // The choice stays the person's: later mails and sessions speak it too.
    expect(claimsOf(verified.body.token).languageId).toBe(2);
  });

  it('resets a forgotten password; the link then dies and so do older tokens', async () => {
    const company = await createCompany(t.dataSource, { has2faAuthentication: false });
    const account = await createAccount(t.dataSource, { companyId: company.id });
    const oldToken = (await login('user', account.email as string).expect(200)).body.token;

    await t.http
      .post('/api/user/auth/password-recovery')
      .send({ emailOrPhoneNumber: account.email })
      .expect(200, { sent: true });
    const mail = await t.smtp.waitFor(account.email as string, (message) =>
      message.text.includes('/reset-password/'),
    );
    const link = linkIn(mail, '/reset-password/');
    expect(link.startsWith('http://localhost:3000/reset-password/')).toBe(true);
    const code = link.split('/reset-password/')[1];
    expect(Buffer.from(code, 'base64url').length).toBeGreaterThanOrEqual(16);

    await t.http.post('/api/user/auth/validate-password-recovery-code').send({ code }).expect(200);
    const newPassword = 'Jabuti$Verde77';
    await t.http
      .post('/api/user/auth/reset-password')
      .send({ code, password: newPassword, confirmNewPassword: newPassword })
      .expect(200);

    const expired = await t.http
      .post('/api/user/auth/validate-password-recovery-code')
      .send({ code })
      .expect(400);
    expect(expired.body.message).toBe(
      'Ops... Este link já foi utilizado ou está expirado, faça uma nova solicitação clicando no botão abaixo.',
    );
    await t.http
      .post('/api/user/auth/reset-password')
      .send({ code, password: 'Outra#Senha99' })
      .expect(400);
    await t.http
      .post('/api/user/language')
      .set(bearer(oldToken))
      .send({ languageId: 2 })
      .expect(401);
    await login('user', account.email as string).expect(401);
    await login('user', account.email as string, newPassword).expect(200);
  });

  it('refuses an expired code and a code used twice', async () => {
    const company = await createCompany(t.dataSource, { has2faAuthentication: true });
    const account = await createAccount(t.dataSource, { companyId: company.id });

    const first = await login('user', account.email as string).expect(200);
    const code = await codeMailTo(account.email as string);
    await t.dataSource
      .getRepository(AuthChallenge)
      .update(
        { id: claimsOf(first.body.token).challengeId },
        { expiresAt: new Date(Date.now() - 1000) },
      );
    const refused = await t.http
      .post('/api/user/auth/2fa')
      .query({ code })
      .set(bearer(first.body.token))
      .expect(400);
    expect(refused.body.errors.code).toEqual(['Código inválido']);

    const again = await login('user', account.email as string).expect(200);
    const fresh = await codeMailTo(account.email as string);
    await t.http
      .post('/api/user/auth/2fa')
      .query({ code: fresh })
      .set(bearer(again.body.token))
      .expect(200);
    await t.http
      .post('/api/user/auth/2fa')
      .query({ code: fresh })
      .set(bearer(again.body.token))
      .expect(400);
  });

  it('refuses the sixth try even with the right code, and a resend keeps the count', async () => {
    const company = await createCompany(t.dataSource, { has2faAuthentication: true });
    const account = await createAccount(t.dataSource, { companyId: company.id });
    const first = await login('user', account.email as string).expect(200);
    const code = await codeMailTo(account.email as string);
    const wrong = code === '000000' ? '111111' : '000000';

    for (let attempt = 0; attempt < 5; attempt++) {
      await t.http
        .post('/api/user/auth/2fa')
        .query({ code: wrong })
        .set(bearer(first.body.token))
        .expect(400);
    }
    // Resend is at most once a minute.
    await t.http.post('/api/user/auth/resend-code').set(bearer(first.body.token)).expect(429);
    await t.dataSource
      .getRepository(AuthChallenge)
      .update(
        { id: claimsOf(first.body.token).challengeId },
        { lastSentAt: new Date(Date.now() - 61_000) },
      );
    await t.http.post('/api/user/auth/resend-code').set(bearer(first.body.token)).expect(200);
    const resent = await codeMailTo(account.email as string);
    const refused = await t.http
      .post('/api/user/auth/2fa')
      .query({ code: resent })
      .set(bearer(first.body.token))
      .expect(400);
    // Told to start over rather than "invalid code", which would have them retype a right one.
    expect(refused.body.errors.code).toEqual([
      'Este código foi bloqueado após 5 tentativas. Volte e entre de novo para receber um novo código.',
    ]);
    await t.http
      .post('/api/user/auth/2fa')
      .query({ code })
      .set(bearer(first.body.token))
      .expect(400);
  });

  it('takes one of the five tries before judging a code: parallel tries cannot race the limit', async () => {
    const company = await createCompany(t.dataSource, { has2faAuthentication: true });
    const account = await createAccount(t.dataSource, { companyId: company.id });
    const first = await login('user', account.email as string).expect(200);
    const code = await codeMailTo(account.email as string);
    const wrong = code === '000000' ? '111111' : '000000';
    const tryCode = (value: string) =>
      t.http
        .post('/api/user/auth/2fa')
        .query({ code: value })
        .set(bearer(first.body.token))
        .then((response) => response.status);

    // Holding the challenge's row makes every try read it before any failure is counted: the
    // order a busy server could produce by chance, made certain.
    const holder = t.dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    await holder.query('SELECT 1 FROM auth_challenge WHERE id = $1 FOR UPDATE', [
      claimsOf(first.body.token).challengeId,
    ]);
    const waitingOnTheRow = async (count: number) => {
      for (;;) {
        const [{ waiting }] = await t.dataSource.query(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        if (waiting >= count) return;
        await settle(20);
      }
    };
    const wrongTries = Array.from({ length: 8 }, () => tryCode(wrong));
    await waitingOnTheRow(8);
    const rightTry = tryCode(code);
    await waitingOnTheRow(9);
    await holder.commitTransaction();
    await holder.release();

    expect(await Promise.all(wrongTries)).toEqual(Array(8).fill(400));
    // Which tries the database lets through first is its choice; either way, no more than five
    // were judged: the failures counted, plus the right code if it got one of the five.
    const accepted = (await rightTry) === 200;
    const { failedAttempts } = await t.dataSource
      .getRepository(AuthChallenge)
      .findOneByOrFail({ id: claimsOf(first.body.token).challengeId });
    expect(failedAttempts + (accepted ? 1 : 0)).toBeLessThanOrEqual(5);
    if (!accepted) expect(failedAttempts).toBe(5);
  });

  it('takes only the newest code after a resend, with an interim token as long-lived', async () => {
    const company = await createCompany(t.dataSource, { has2faAuthentication: true });
    const account = await createAccount(t.dataSource, { companyId: company.id });
    const first = await login('user', account.email as string, STRONG_PASSWORD, true).expect(200);
    const oldCode = await codeMailTo(account.email as string);
    const challenges = t.dataSource.getRepository(AuthChallenge);
    const challengeId = claimsOf(first.body.token).challengeId;
    await challenges.update({ id: challengeId }, { lastSentAt: new Date(Date.now() - 61_000) });

    const resent = await t.http
      .post('/api/user/auth/resend-code')
      .set(bearer(first.body.token))
      .expect(200);
    const claims = claimsOf(resent.body.token);
    expect(claims).toMatchObject({ id: account.id, stage: '2fa', challengeId, remember: true });
    const challenge = await challenges.findOneByOrFail({ id: challengeId });
    expect(claims.exp * 1000).toBeGreaterThanOrEqual(challenge.expiresAt.getTime() - 1000);
    const newCode = await codeMailTo(account.email as string);

    await t.http
      .post('/api/user/auth/2fa')
      .query({ code: oldCode })
      .set(bearer(resent.body.token))
      .expect(400);
    expect((await challenges.findOneByOrFail({ id: challengeId })).failedAttempts).toBe(1);
    const signedIn = await t.http
      .post('/api/user/auth/2fa')
      .query({ code: newCode })
      .set(bearer(resent.body.token))
      .expect(200);
    expect(claimsOf(signedIn.body.token).stage).toBe('full');
  });

  it('refuses a second-factor token older than a password reset, or for a role now lost', async () => {
    const company = await createCompany(t.dataSource, { has2faAuthentication: true });
    const account = await createAccount(t.dataSource, {
      companyId: company.id,
      roles: ['user', 'admin'],
    });
    const interim = (await login('user', account.email as string).expect(200)).body.token;
    const code = await codeMailTo(account.email as string);
    const newPassword = 'Jabuti$Verde77';
    await resetPasswordOf(account.email as string, newPassword);
    await t.http.post('/api/user/auth/2fa').query({ code }).set(bearer(interim)).expect(401);

    const asAdmin = (await login('admin', account.email as string, newPassword).expect(200)).body
      .token;
    const adminCode = await codeMailTo(account.email as string);
    await t.dataSource.getRepository(Account).update(account.id, { roles: ['user'] });
    await t.http
      .post('/api/admin/auth/2fa')
      .query({ code: adminCode })
      .set(bearer(asAdmin))
      .expect(401);
  });

  it('slows the second factor down per account after ten wrong codes, none before', async () => {
    const company = await createCompany(t.dataSource, { has2faAuthentication: true });
    const account = await createAccount(t.dataSource, { companyId: company.id });
    for (let round = 0; round < 2; round++) {
      const interim = (await login('user', account.email as string).expect(200)).body.token;
      const code = await codeMailTo(account.email as string);
      for (let attempt = 0; attempt < 5; attempt++) {
        await t.http
          .post('/api/user/auth/2fa')
          .query({ code: code === '000000' ? '111111' : '000000' })
          .set(bearer(interim))
          .expect(400);
      }
    }
    const interim = (await login('user', account.email as string).expect(200)).body.token;
    const code = await codeMailTo(account.email as string);
    const throttled = await t.http
      .post('/api/user/auth/2fa')
      .query({ code })
      .set(bearer(interim))
      .expect(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lifts the slow-down of eleven digits read as CPF and phone with a new password', async () => {
    let cpf = makeCpf();
    while (!normalizePhone(cpf)) cpf = makeCpf();
    const company = await createCompany(t.dataSource, { has2faAuthentication: false });
    const account = await createAccount(t.dataSource, { companyId: company.id, cpf });
    for (let attempt = 0; attempt < 10; attempt++) {
      await login('user', cpf, 'Wrong#Password1').expect(401);
    }
    await login('user', cpf).expect(429);
    const newPassword = 'Jabuti$Verde77';
    await resetPasswordOf(account.email as string, newPassword);
    await login('user', cpf, newPassword).expect(200);
  });

  it('gives recovery a short budget per identifier, never a lock, renewed by a reset', async () => {
    const company = await createCompany(t.dataSource);
    const account = await createAccount(t.dataSource, { companyId: company.id });
    const email = account.email as string;
    const recover = () =>
      t.http.post('/api/user/auth/password-recovery').send({ emailOrPhoneNumber: email });
    for (let request = 0; request < 5; request++) await recover().expect(200);
    for (let request = 0; request < 10; request++) {
      const refused = await recover().expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      expect(refused.body.message).toMatch(/Aguarde \d+ (minutos?|segundos?) e tente/);
    }

    // Every link went to the person; the newest one works and gives the budget back.
    while (t.smtp.to(email).length < 5) await settle(50);
    const codes = t.smtp.to(email).map((mail) => linkIn(mail, '/reset-password/').split('/').pop());
    const usable = [];
    for (const code of codes) {
      const answer = await t.http
        .post('/api/user/auth/validate-password-recovery-code')
        .send({ code });
      if (answer.status === 200) usable.push(code);
    }
    expect(usable).toHaveLength(1);
    await t.http
      .post('/api/user/auth/reset-password')
      .send({ code: usable[0], password: 'Jabuti$Verde77', confirmNewPassword: 'Jabuti$Verde77' })
      .expect(200);
    await recover().expect(200);
  });

  it('says how long a locked identifier stays locked, and a reset unlocks it', async () => {
    const company = await createCompany(t.dataSource, { has2faAuthentication: false });
    const account = await createAccount(t.dataSource, { companyId: company.id });
    const email = account.email as string;
    const throttle = t.app.get(ThrottleService);
    const [key] = identifierKeys('user', { email });
    for (let failure = 0; failure < 100; failure++) await throttle.recordFailure(key);

    const locked = await login('user', email).expect(429);
    expect(locked.body.message).toBe(
      'Acesso bloqueado após muitas tentativas. Redefina sua senha para entrar.',
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(6 * 24 * 3600);
    const newPassword = 'Jabuti$Verde77';
    await resetPasswordOf(email, newPassword);
    await login('user', email, newPassword).expect(200);
  });

  it('asks the platform owner for an e-mailed code even by CPF or by phone', async () => {
    const cpf = makeCpf();
    const phone = makePhone();
    const owner = await createAccount(t.dataSource, { roles: ['super'], cpf, phone });

    const byCpf = await login('super', cpf).expect(200);
    expect(byCpf.body.loginByCpf).toBe(false);
    expect(claimsOf(byCpf.body.token).stage).toBe('2fa');
    const code = await codeMailTo(owner.email as string);
    const full = await t.http
      .post('/api/super/auth/2fa')
      .query({ code })
      .set(bearer(byCpf.body.token))
      .expect(200);
    expect(claimsOf(full.body.token)).toMatchObject({ role: 'super', stage: 'full' });

    const byPhone = await login('super', phone).expect(200);
    expect(claimsOf(byPhone.body.token).stage).toBe('2fa');
    await codeMailTo(owner.email as string);
    expect(sms.messages.filter((message) => message.to === phone)).toHaveLength(0);
  });

  it('accepts the terms keeping the session: its remember choice and impersonation', async () => {
    const company = await createCompany(t.dataSource, { has2faAuthentication: false });
    const account = await createAccount(t.dataSource, {
      companyId: company.id,
      hasAcceptedTerms: false,
    });
    const terms = (await login('user', account.email as string).expect(200)).body.token;
    expect(claimsOf(terms).stage).toBe('terms');
    const accepted = await t.http
      .post('/api/user/auth/accept-terms')
      .set(bearer(terms))
      .send({ HasAcceptedTerms: true, Remember: true })
      .expect(200);
    const claims = claimsOf(accepted.body.token);
    expect(claims).toMatchObject({ stage: 'full', remember: false });
    expect(claims.exp - claims.iat).toBe(TOKEN_LIFETIME.full);

    const owner = await createAccount(t.dataSource, { roles: ['super'] });
    const ownerToken = await signIn(t, owner, 'super');
    const visiting = await t.http
      .get(`/api/super/company/impersonate/${company.id}`)
      .set(bearer(ownerToken))
      .expect(200);
    const reissued = await t.http
      .post('/api/admin/auth/accept-terms')
      .set(bearer(visiting.body.token))
      .send({ HasAcceptedTerms: true, Remember: true })
      .expect(200);
    expect(claimsOf(reissued.body.token)).toMatchObject({
      role: 'admin',
      stage: 'full',
      companyId: company.id,
      companyName: company.companyName,
      impersonatedBy: owner.id,
      remember: false,
    });
  });

  it('answers 429 with Retry-After after repeated failures for one identifier', async () => {
    const account = await createAccount(t.dataSource, {
      companyId: (await createCompany(t.dataSource)).id,
    });
    for (let attempt = 0; attempt < 10; attempt++) {
      await login('user', account.email as string, 'Wrong#Password1').expect(401);
    }
    const throttled = await login('user', account.email as string, STRONG_PASSWORD).expect(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(throttled.body.message).toMatch(/Aguarde \d+ (minutos?|segundos?) e tente/);
  });

  it('answers unknown identifiers exactly as known ones on recovery and first access', async () => {
    const company = await createCompany(t.dataSource);
    const known = await createAccount(t.dataSource, {
      companyId: company.id,
      password: null,
      mustCreatePassword: true,
    });
    const unknownEmail = 'ninguem@example.com';
    const standInsBefore = await t.dataSource
      .getRepository(OutboxMessage)
      .countBy({ recipient: '' });

    const recoveryKnown = await t.http
      .post('/api/user/auth/password-recovery')
      .send({ emailOrPhoneNumber: known.email });
    const recoveryUnknown = await t.http
      .post('/api/user/auth/password-recovery')
      .send({ emailOrPhoneNumber: unknownEmail });
    expect([recoveryUnknown.status, recoveryUnknown.body]).toEqual([
      recoveryKnown.status,
      recoveryKnown.body,
    ]);

    const firstKnown = await t.http
      .post('/api/user/auth/first-access')
      .send({ emailOrPhoneNumber: known.email });
    const firstUnknown = await t.http
      .post('/api/user/auth/first-access')
      .send({ emailOrPhoneNumber: unknownEmail });
    expect(firstUnknown.status).toBe(firstKnown.status);
    expect(Object.keys(firstUnknown.body)).toEqual(Object.keys(firstKnown.body));
    const [claimsKnown, claimsUnknown] = [
      claimsOf(firstKnown.body.token),
      claimsOf(firstUnknown.body.token),
    ];
    const { id: _a, sub: _s, challengeId: _b, iat: _c, exp: _d, ...sameKnown } = claimsKnown;
    const { id: _e, sub: _t, challengeId: _f, iat: _g, exp: _h, ...sameUnknown } = claimsUnknown;
    expect(sameUnknown).toEqual(sameKnown);

    const wrongForUnknown = await t.http
      .post('/api/user/auth/2fa')
      .query({ code: '123456' })
      .set(bearer(firstUnknown.body.token))
      .expect(400);
    expect(wrongForUnknown.body.errors.code).toEqual(['Código inválido']);

    // The same work: a message for the unknown identifier too, addressed to nobody and dropped
    // by the worker. Judged once the worker is through with all four.
    for (const link of [true, false])
      await t.smtp.waitFor(
        known.email as string,
        (mail) => mail.text.includes('/reset-password/') === link,
      );
    const outbox = t.dataSource.getRepository(OutboxMessage);
    while (await outbox.existsBy({ status: 'pending' })) await settle(50);
    expect(await outbox.countBy({ recipient: known.email as string })).toBe(2);
    expect(await outbox.countBy({ recipient: '', status: 'discarded' })).toBe(standInsBefore + 2);
    expect(t.smtp.to(unknownEmail)).toHaveLength(0);
  });

  it('refuses an interim token on a full-token call, and another role\u2019s token', async () => {
    const company = await createCompany(t.dataSource, { has2faAuthentication: true });
    const account = await createAccount(t.dataSource, { companyId: company.id, roles: ['user'] });
    const interim = (await login('user', account.email as string).expect(200)).body.token;
    await codeMailTo(account.email as string);
    await t.http
      .post('/api/user/language')
      .set(bearer(interim))
      .send({ languageId: 2 })
      .expect(401);

    const full = await signIn(t, account, 'user');
    await t.http.post('/api/admin/language').set(bearer(full)).send({ languageId: 2 }).expect(403);
    await t.http.post('/api/user/language').send({ languageId: 2 }).expect(401);
    await t.http
      .post('/api/user/language')
      .set(bearer(`${full}x`))
      .send({ languageId: 2 })
      .expect(401);
    // An account without the admin role cannot sign in as an admin.
    await login('admin', account.email as string).expect(401);
  });

  it('switches its messages to English and Spanish with the account language', async () => {
    const company = await createCompany(t.dataSource, { has2faAuthentication: false });
    const account = await createAccount(t.dataSource, { companyId: company.id });
    const token = (await login('user', account.email as string).expect(200)).body.token;

    const english = await t.http
      .post('/api/user/language')
      .set(bearer(token))
      .send({ languageId: 2 })
      .expect(200);
    expect(claimsOf(english.body.token).languageId).toBe(2);
    const englishError = await t.http
      .post('/api/user/language')
      .set(bearer(english.body.token))
      .send({ languageId: 9 })
      .expect(400);
    expect(englishError.body.errors.languageId).toEqual(['Unknown language.']);

    const spanish = await t.http
      .post('/api/user/language')
      .set(bearer(english.body.token))
      .send({ languageId: 3 })
      .expect(200);
    const spanishError = await t.http
      .post('/api/user/language')
      .set(bearer(spanish.body.token))
      .send({ languageId: 'x' })
      .expect(400);
    expect(spanishError.body.errors.languageId).toContain('Debe ser un número entero.');

    // Without a token, Accept-Language decides; the next sign-in carries the saved language.
    const anonymous = await login('user', account.email as string, 'Wrong#Password1')
      .set('Accept-Language', 'es-ES,es;q=0.9')
      .expect(401);
    expect(anonymous.body.message).toBe('Usuario y/o contraseña no válidos.');
    const again = await login('user', account.email as string).expect(200);
    expect(claimsOf(again.body.token).languageId).toBe(3);
  });

  it('lists the languages publicly', async () => {
    const response = await t.http.get('/api/public/language').expect(200);
    expect(response.body[0]).toEqual({
      id: 1,
      name: 'Português (Brasil)',
      code: 'pt-BR',
      countryId: 76,
    });
    expect(response.body.map((language: { code: string }) => language.code)).toEqual([
      'pt-BR',
      'en-US',
      'es-ES',
    ]);
  });
});
