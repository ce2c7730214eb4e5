/**
 * Anonymous survey submissions through the API at 50 connections, every one checked (0 lost:
 * rows in the database equal 2xx answers), beside the ceiling: the work of one submission (claim
 * the participation, check the survey is open, hold the answers) as one statement straight
 * through `pg` at 50 connections. The product shares a statement among the submissions of the
 * same moment, so it may pass this ceiling.
 */
const { randomUUID } = require('node:crypto');
const { Pool } = require('pg');
const { load } = require('./harness');
const { signToken } = require('./tokens');

const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 20000);
/** Submissions that warm the product up (JIT, pools, caches) before the measured run. */
const WARM_UP = 2000;
const PEOPLE = Number(process.env.BENCH_SURVEY_PEOPLE ?? 2 * SUBMISSIONS + WARM_UP);
const option = (key) => ({ key, labels: { 'pt-BR': key } });
const QUESTIONS = ['q1', 'q2', 'q3', 'q4', 'q5'].map((name, position) => ({
  id: randomUUID(),
  position,
  type: position === 4 ? 'multiple' : 'scale',
  required: position < 4,
  sensitive: false,
  category: 'belonging',
  texts: { 'pt-BR': { text: name } },
  options: ['1', '2', '3', '4', '5'].map(option),
  min: null,
  max: null,
  imageKey: null,
  condition: null,
}));

async function seed(db) {
  const companyId = randomUUID();
  const surveyId = randomUUID();
  const questionnaireId = randomUUID();
  await db.query(
    `INSERT INTO company (id, company_name, cnpj, plan_id) VALUES ($1, 'Bench Surveys', '22333444000181', (SELECT id FROM plan LIMIT 1))`,
    [companyId],
  );
  await db.query(
    `INSERT INTO department (company_id, name) SELECT $1, 'Dept ' || n FROM generate_series(1, 20) n`,
    [companyId],
  );
  await db.query(
    `WITH accounts AS (
       INSERT INTO account (company_id, name, email, roles)
       SELECT $1, 'Pessoa ' || n, 'p' || n || '@bench.example.com', '{user}' FROM generate_series(1, $2) n
       RETURNING id, name, email)
     INSERT INTO employee (company_id, account_id, name, email, department_id, is_active)
     SELECT $1, a.id, a.name, a.email,
            (SELECT id FROM department WHERE company_id = $1 ORDER BY name OFFSET (abs(hashtext(a.email)) % 20) LIMIT 1), true
     FROM accounts a`,
    [companyId, PEOPLE],
  );
  await db.query(`INSERT INTO questionnaire (id, company_id, name) VALUES ($1, $2, 'Bench')`, [
    questionnaireId,
    companyId,
  ]);
  await db.query(
    `INSERT INTO survey (id, company_id, questionnaire_id, name, anonymous, snapshot, sent_at, ends_at)
     VALUES ($1, $2, $3, 'Bench survey', true, $4, now(), now() + interval '1 day')`,
    [
      surveyId,
      companyId,
      questionnaireId,
      JSON.stringify({ questionnaireName: 'Bench', questions: QUESTIONS }),
    ],
  );
  const rows = await db.query(
    `INSERT INTO survey_participation (survey_id, company_id, employee_id)
     SELECT $1, $2, id FROM employee WHERE company_id = $2 RETURNING id`,
    [surveyId, companyId],
  );
  return { companyId, surveyId, participations: rows.rows.map((row) => row.id) };
}

function answers() {
  const pick = () => String(1 + Math.floor(Math.random() * 5));
  return Object.fromEntries(
    QUESTIONS.map((question) => [
      question.id,
      { optionKeys: question.type === 'multiple' ? ['1', '3'] : [pick()] },
    ]),
  );
}

/** The statement of one submission (claim, check the survey is open, hold), straight through pg. */
async function ceiling(databaseUrl, surveyId, participations, seconds) {
  const pool = new Pool({ connectionString: databaseUrl, max: 50 });
  // The payload the API holds for these answers (answer rows as the rules produce them), so the
  // ceiling writes as much as the product does.
  const payload = () =>
    JSON.stringify({
      companyId: 'x',
      language: 'pt-BR',
      consent: { version: 'lgpd-art11-2026-11', given: false },
      rows: Object.entries(answers()).flatMap(([questionId, answer]) =>
        answer.optionKeys.map((optionKey) => ({
          questionId,
          optionKey,
          valueText: null,
          valueNumber: null,
          preferNot: false,
        })),
      ),
      submittedOn: '2026-11-22',
    });
  let next = 0;
  let done = 0;
  const deadline = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < deadline && next < participations.length) {
      const id = participations[next++];
      const result = await pool.query(
        `WITH claimed AS (
           UPDATE survey_participation p SET status = 'answered' FROM employee e
           WHERE p.id = $1 AND p.survey_id = $2 AND p.status <> 'answered' AND e.id = p.employee_id
             AND EXISTS (SELECT 1 FROM survey s WHERE s.id = $2 AND s.deleted_at IS NULL AND s.closed_at IS NULL
               AND (s.starts_at IS NULL OR s.starts_at <= now()) AND (s.ends_at IS NULL OR s.ends_at > now()))
           RETURNING e.department_id, e.organization_id)
         INSERT INTO anonymous_submission (survey_id, payload)
         SELECT $2, $3::jsonb || jsonb_build_object('departmentId', department_id, 'organizationId', organization_id)
         FROM claimed RETURNING 1`,
        [id, surveyId, payload()],
      );
      done += result.rowCount;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: 50 }, worker));
  const elapsed = (Date.now() - started) / 1000;
  await pool.end();
  return {
    label: 'ceiling: one submission per statement through pg (50 connections)',
    connections: 50,
    requestsPerSecond: Math.round(done / elapsed),
    requests: done,
  };
}

module.exports = async function surveys({ baseUrl, db, secret, databaseUrl }) {
  const { companyId, surveyId, participations } = await seed(db);
  const viaApi = participations.slice(0, SUBMISSIONS + WARM_UP);
  const tokens = viaApi.map((id) =>
    signToken(secret, { id, role: 'survey', companyId, surveyId, visit: false }),
  );
  let next = 0;
  // A fixed number of requests, every answer awaited: the count in the database must match.
  const submit = (label, amount) =>
    load(label, {
      url: `${baseUrl}/api/survey/${surveyId}/submit`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      amount,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, authorization: `Bearer ${tokens[next++]}` },
            body: JSON.stringify({
              answers: answers(),
              consent: { given: false, version: 'lgpd-art11-2026-11' },
            }),
          }),
        },
      ],
    });
  const warmUp = await submit('warm-up', WARM_UP);
  const result = await submit('POST /api/survey/{id}/submit (anonymous, 5 questions)', SUBMISSIONS);
  const stored = await db.query(
    `SELECT (SELECT count(*) FROM anonymous_submission WHERE survey_id = $1) + (SELECT count(*) FROM survey_response WHERE survey_id = $1) AS total`,
    [surveyId],
  );
  const accepted = warmUp.requests + result.requests;
  result.lost = accepted - Number(stored.rows[0].total);
  if (result.lost !== 0)
    throw new Error(`${accepted} submissions accepted, ${stored.rows[0].total} stored`);
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  return [
    result,
    await ceiling(databaseUrl, surveyId, participations.slice(viaApi.length), seconds),
  ];
};
