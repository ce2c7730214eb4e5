import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { openDataSource } from './support/database';
import { createAccount, createCompany, STRONG_PASSWORD } from './support/factories';
import { invitationTokens, numberAnswer, sendNumberSurvey } from './support/journeys';
import { OwnPostgresServer } from './support/postgres-server';
import { ProductProcess } from './support/product-process';
import { OwnRedisServer } from './support/redis-server';
import { TestSmtpServer } from './support/smtp';
import { bearer } from './support/tokens';

jest.setTimeout(300_000);

const PEOPLE = 200;
const RESPONDENTS_AT_ONCE = 8;
/** A request unanswered this long counts as a hang. */
const HANG_MS = 10_000;

interface Attempt {
  person: number;
  status: number | 'hang' | 'no answer';
  start: number;
  end: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Anonymous answers under faults: during a burst of submissions the worker is SIGKILLed and
 * started again, then PostgreSQL and then Redis are stopped and started again. The API and the
 * worker are the built product in processes of their own, on a PostgreSQL and a Redis of this
 * test's own (the machine's are shared with other runs). Each person submits until the API
 * says the answer is recorded (201) or was already (409, after a try whose fate was unknown).
 */
describe('answering through a killed worker and restarted PostgreSQL and Redis', () => {
  const postgres = new OwnPostgresServer();
  const redis = new OwnRedisServer();
  const smtp = new TestSmtpServer();
  const processes: ProductProcess[] = [];
  let storageDir: string;
  let env: NodeJS.ProcessEnv;
  let dataSource: DataSource;
  let http: TestAgent;
  let admin: string;
  let survey: { surveyId: string; questionId: string };
  let tokens: string[];

  beforeAll(async () => {
    await Promise.all([postgres.start(), redis.start()]);
    storageDir = await mkdtemp(join(tmpdir(), 'faults-'));
    const databaseUrl = `${postgres.url}/diversitera`;
    env = {
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      REDIS_PREFIX: 'faults',
      SMTP_URL: await smtp.start(),
      JWT_SECRET: randomBytes(32).toString('hex'),
      STORAGE_DIR: storageDir,
      LOG_LEVEL: 'warn',
      THROTTLE_IP_PER_MINUTE: '100000',
    };
    // The first instance creates the database and migrates it; the worker comes after.
    const api = await ProductProcess.api(env, 180_000);
    processes.push(api, await ProductProcess.worker(env).consuming());
    http = request(api.url);
    dataSource = await openDataSource(databaseUrl);

    const company = await createCompany(dataSource, { has2faAuthentication: false });
    const account = await createAccount(dataSource, { companyId: company.id, roles: ['admin'] });
    admin = (
      await http
        .post('/api/admin/auth/local')
        .send({ emailOrPhoneNumber: account.email, password: STRONG_PASSWORD })
        .expect(200)
    ).body.token;
    const [{ emails }] = await dataSource.query(
      `WITH people AS (
         INSERT INTO account (company_id, name, email, roles, must_create_password, has_accepted_terms)
         SELECT $1, 'Pessoa ' || n, 'pessoa' || n || '@falhas.example', '{user}', false, true
         FROM generate_series(1, $2) n RETURNING id, name, email),
       staff AS (
         INSERT INTO employee (company_id, account_id, name, email, is_active)
         SELECT $1, id, name, email, true FROM people)
       SELECT array_agg(email ORDER BY name COLLATE "C") AS emails FROM people`,
      [company.id, PEOPLE],
    );
    survey = await sendNumberSurvey(http, admin);
    tokens = await invitationTokens(http, smtp, survey.surveyId, emails).catch((error: Error) => {
      throw new Error(
        `${error.message}\n${processes.map((instance) => instance.logs.join('')).join('\n')}`,
      );
    });
  });
  afterAll(async () => {
    await Promise.all(processes.map((instance) => instance.kill()));
    await dataSource?.destroy();
    await smtp.stop();
    await redis.stop();
    await postgres.remove();
    await rm(storageDir, { recursive: true, force: true });
  });

  /** One try of one person's submission, timed; a hang or a dropped connection is recorded as such. */
  async function attempt(person: number): Promise<Attempt> {
    const start = Date.now();
    const status = await http
      .post(`/api/survey/${survey.surveyId}/submit`)
      .set(bearer(tokens[person]))
      .send(numberAnswer(survey.questionId, person + 1))
      .timeout(HANG_MS)
      .then(
        (answer) => answer.status,
        (error: { timeout?: number; status?: number }) =>
          error.timeout ? ('hang' as const) : (error.status ?? ('no answer' as const)),
      );
    return { person, status, start, end: Date.now() };
  }

  it('records every accepted answer once, and answers 503 while the database is away', async () => {
    const attempts: Attempt[] = [];
    const windows: Record<'postgres' | 'redis', { from: number; to: number }> = {
      postgres: { from: 0, to: 0 },
      redis: { from: 0, to: 0 },
    };
    let next = 0;
    let faulting = true;
    const respondent = async () => {
      while (next < PEOPLE) {
        const person = next++;
        for (let tries = 0; tries < 200; tries++) {
          const tried = await attempt(person);
          attempts.push(tried);
          if (tried.status === 201 || tried.status === 409) break;
          await pause(100);
        }
        // People keep arriving for the whole time of the faults, not all in the first second.
        if (faulting) await pause(600);
      }
    };
    const faults = async () => {
      await pause(1000);
      await processes[1].kill('SIGKILL');
      await pause(1000);
      const restarted = ProductProcess.worker(env);
      processes.push(restarted);
      await pause(1000);
      await postgres.stop();
      windows.postgres.from = Date.now();
      await pause(3000);
      windows.postgres.to = Date.now();
      await postgres.start();
      await pause(1000);
      await redis.stop();
      windows.redis.from = Date.now();
      await pause(2000);
      windows.redis.to = Date.now();
      await redis.start();
      await restarted.consuming();
      faulting = false;
    };
    await Promise.all([faults(), ...Array.from({ length: RESPONDENTS_AT_ONCE }, respondent)]);

    const statuses = attempts.map((tried) => tried.status);
    const count = (status: Attempt['status']) => statuses.filter((seen) => seen === status).length;
    console.log(
      `${attempts.length} submissions for ${PEOPLE} people: ${count(201)} × 201, ${count(409)} × 409, ` +
        `${count(503)} × 503, slowest ${Math.max(...attempts.map((tried) => tried.end - tried.start))} ms; ` +
        `PostgreSQL away ${windows.postgres.to - windows.postgres.from} ms, Redis ${windows.redis.to - windows.redis.from} ms`,
    );
    // No fault of ours, no hang, no dropped connection: only recorded, already recorded, or 503.
    expect(statuses.filter((status) => ![201, 409, 503].includes(status as number))).toEqual([]);
    // Asked while PostgreSQL was stopped, the API said 503 every time.
    const whileAway = attempts.filter(
      (tried) => tried.start >= windows.postgres.from && tried.end <= windows.postgres.to,
    );
    expect(whileAway.length).toBeGreaterThan(0);
    expect(new Set(whileAway.map((tried) => tried.status))).toEqual(new Set([503]));
    // Everyone got through; a 409 only ever follows a try whose answer was 503.
    const accepted = new Set(
      attempts.filter((tried) => tried.status === 201).map((tried) => tried.person),
    );
    for (const person of Array.from({ length: PEOPLE }, (_, index) => index)) {
      const mine = attempts.filter((tried) => tried.person === person).map((tried) => tried.status);
      expect([201, 409]).toContain(mine[mine.length - 1]);
      if (mine[mine.length - 1] === 409) expect(mine).toContain(503);
    }
    expect(accepted.size).toBeGreaterThan(PEOPLE / 2);

    // The report (after the worker's moves, and its own) counts each person's answer once.
    const report = await http
      .get(`/api/admin/survey/${survey.surveyId}/report`)
      .set(bearer(admin))
      .expect(200);
    const number = report.body.questions.find(
      (question: { id: string }) => question.id === survey.questionId,
    );
    expect(number.total.number).toEqual({
      count: PEOPLE,
      mean: (PEOPLE + 1) / 2,
      min: 1,
      max: PEOPLE,
    });
    const values: Array<{ value: number; times: number }> = await dataSource.query(
      `SELECT value_number::int AS value, count(*)::int AS times FROM survey_answer
       WHERE survey_id = $1 GROUP BY 1 ORDER BY 1`,
      [survey.surveyId],
    );
    expect(values).toEqual(
      Array.from({ length: PEOPLE }, (_, index) => ({ value: index + 1, times: 1 })),
    );
    for (const person of accepted) expect(values[person]).toEqual({ value: person + 1, times: 1 });
    const [{ held }] = await dataSource.query(
      'SELECT count(*)::int AS held FROM anonymous_submission',
    );
    expect(held).toBe(0);
  });
});
