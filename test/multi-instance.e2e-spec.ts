import { randomBytes } from 'node:crypto';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { AppConfig, loadConfig } from '../src/config/app-config';
import { Azurite } from './support/azurite';
import {
  createTestDatabase,
  databaseUrl,
  dropTestDatabase,
  openDataSource,
} from './support/database';
import { createAccount, createCompany, makeCpf } from './support/factories';
import {
  exportInWorker,
  importSheet,
  invitationTokens,
  numberAnswer,
  sendNumberSurvey,
  spreadsheet,
  until,
} from './support/journeys';
import { productEnv, ProductProcess } from './support/product-process';
import { RoundRobinProxy } from './support/round-robin-proxy';
import { codeIn, TestSmtpServer } from './support/smtp';
import { clearRedisPrefix } from './support/test-app';
import { bearer } from './support/tokens';

jest.setTimeout(180_000);

const IP_LIMIT = 6;
const PEOPLE = 12;

/**
 * A deployment of several instances: two `ROLE=api` processes and one `ROLE=worker`, all the
 * built product, behind a round-robin proxy, sharing one PostgreSQL database, one Redis and
 * one blob container (Azurite). Every request of the journey goes through the proxy, so each
 * step lands on the instance the previous one did not.
 */
describe('several instances behind a load balancer', () => {
  const azurite = new Azurite();
  const smtp = new TestSmtpServer();
  const container = `shared-${randomBytes(4).toString('hex')}`;
  const processes: ProductProcess[] = [];
  let database: string;
  let dataSource: DataSource;
  let config: AppConfig;
  let proxy: RoundRobinProxy;
  let http: TestAgent;
  let admin: { token: string; companyId: string };
  let emails: string[];

  const logs = () => processes.map((instance) => instance.logs.join('')).join('\n');
  const servedBy = (response: { headers: Record<string, string> }) =>
    response.headers['x-served-by'];

  beforeAll(async () => {
    await azurite.start();
    database = await createTestDatabase();
    dataSource = await openDataSource(databaseUrl(database));
    config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl(database),
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}`,
      SMTP_URL: await smtp.start(),
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...azurite.env(container),
    });
    const env = {
      ...productEnv(config),
      TRUST_PROXY: 'true',
      THROTTLE_IP_PER_MINUTE: String(IP_LIMIT),
    };
    processes.push(await ProductProcess.api(env), await ProductProcess.api(env));
    processes.push(await ProductProcess.worker(env).consuming());
    proxy = new RoundRobinProxy(processes.slice(0, 2).map((instance) => instance.url));
    http = request(await proxy.start());
  });
  afterAll(async () => {
    await proxy?.stop();
    await Promise.all(processes.map((instance) => instance.kill('SIGTERM')));
    await dataSource?.destroy();
    await smtp.stop();
    await clearRedisPrefix(config.redisUrl, config.redisPrefix);
    await dropTestDatabase(database);
    await azurite.stop();
  });

  it('signs in on one instance and takes the second factor on the other', async () => {
    const company = await createCompany(dataSource, { has2faAuthentication: true });
    const account = await createAccount(dataSource, { companyId: company.id, roles: ['admin'] });
    const login = await http
      .post('/api/admin/auth/local')
      .set('X-Forwarded-For', '198.51.100.1')
      .send({ emailOrPhoneNumber: account.email, password: 'Tucano#Azul42' })
      .expect(200);
    const mail = await smtp.waitFor(account.email as string, (message) =>
      /\b\d{6}\b/.test(message.text),
    );
    const verified = await http
      .post('/api/admin/auth/2fa')
      .set('X-Forwarded-For', '198.51.100.1')
      .query({ code: codeIn(mail) })
      .set(bearer(login.body.token))
      .expect(200);
    expect(servedBy(verified)).not.toBe(servedBy(login));
    admin = { token: verified.body.token, companyId: company.id };
    // The full token is taken by both instances.
    const answers = await Promise.all(
      [0, 1].map(() => http.get('/api/admin/company/about').set(bearer(admin.token)).expect(200)),
    );
    expect(new Set(answers.map(servedBy))).toEqual(new Set(['0', '1']));
  });

  it('counts an address’s sign-in attempts across both instances', async () => {
    const statuses: Array<[string, number]> = [];
    for (let attempt = 0; attempt <= IP_LIMIT; attempt++) {
      const answer = await http
        .post('/api/user/auth/local')
        .set('X-Forwarded-For', '198.51.100.2')
        .send({ emailOrPhoneNumber: 'ninguem@example.com', password: 'Errada#123' });
      statuses.push([servedBy(answer), answer.status]);
    }
    // Each instance saw about half: only a count shared in Redis reaches the limit.
    expect(statuses.slice(0, IP_LIMIT).map(([, status]) => status)).toEqual(
      Array(IP_LIMIT).fill(401),
    );
    expect(new Set(statuses.slice(0, IP_LIMIT).map(([instance]) => instance))).toEqual(
      new Set(['0', '1']),
    );
    expect(statuses[IP_LIMIT][1]).toBe(429);
  });

  it('imports a sheet uploaded through one instance, parsed and committed by the worker', async () => {
    emails = Array.from(
      { length: PEOPLE },
      (_, index) => `pessoa${index}.${randomBytes(3).toString('hex')}@example.com`,
    );
    const rows = emails.map((email, index) => [`Pessoa ${index + 1}`, email, makeCpf()]);
    const done = await importSheet(
      http,
      admin.token,
      spreadsheet([['Nome', 'E-mail', 'CPF'], ...rows]),
    );
    expect(done).toMatchObject({ status: 'done', counts: { created: PEOPLE, rejected: 0 } });
    // The staged upload and parsed sheet were shared through the container, and are gone.
    expect(
      (await azurite.blobNames(container)).filter((name) => name.startsWith('imports/')),
    ).toEqual([]);
  });

  it('closes a survey through one instance and both refuse its answers at once; the worker moves the rest; report and export follow', async () => {
    const { surveyId, questionId } = await sendNumberSurvey(http, admin.token);
    const tokens = await invitationTokens(http, smtp, surveyId, emails);
    const submit = (index: number) =>
      http
        .post(`/api/survey/${surveyId}/submit`)
        .set(bearer(tokens[index]))
        .send(numberAnswer(questionId, index + 1));
    // Both instances answer (and keep the frozen survey in memory) before it closes; six, so
    // that the report shows the group (five at least).
    const before = await Promise.all([0, 1, 2, 3, 4, 5].map(submit));
    expect(before.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    expect(new Set(before.map(servedBy))).toEqual(new Set(['0', '1']));

    const closed = await http
      .post(`/api/admin/survey/${surveyId}/close`)
      .set(bearer(admin.token))
      .expect(200);
    const after = [await submit(6), await submit(7)];
    expect(after.map((answer) => answer.status)).toEqual([410, 410]);
    expect(new Set([servedBy(closed), ...after.map(servedBy)])).toEqual(new Set(['0', '1']));

    // The worker moves the held anonymous answers on its own, no report asked.
    await until(
      'the worker to move the held answers',
      async () => {
        const [{ held, moved }] = await dataSource.query(
          `SELECT (SELECT count(*) FROM anonymous_submission WHERE survey_id = $1)::int AS held,
                  (SELECT count(*) FROM survey_response WHERE survey_id = $1)::int AS moved`,
          [surveyId],
        );
        return held === 0 && moved === 6 ? true : undefined;
      },
      60_000,
      logs,
    );

    const report = await http
      .get(`/api/admin/survey/${surveyId}/report`)
      .set(bearer(admin.token))
      .expect(200);
    const number = report.body.questions.find(
      (question: { id: string }) => question.id === questionId,
    );
    expect(number.total.number).toEqual({ count: 6, mean: 3.5, min: 1, max: 6 });
    const file = await exportInWorker(http, admin.token, surveyId);
    expect(file.subarray(0, 2).toString()).toBe('PK');
    expect(
      (await azurite.blobNames(container)).filter((name) => name.startsWith('reports/')),
    ).toHaveLength(1);
  });
});
