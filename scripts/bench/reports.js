/**
 * Issue 7: reports of a survey with 1,000,000 answers (200,000 respondents × 5 questions). The
 * responses and answers go in by bulk SQL; the tallies are then built by the product's own
 * statement (the one ResponseWriter runs per batch), 5,000 responses at a time, which also
 * measures what keeping them costs. Then the report grouped by department under load, the other
 * report shapes, and the exports.
 */
const { randomUUID } = require('node:crypto');
const { load } = require('./harness');
const { signToken } = require('./tokens');

const RESPONDENTS = Number(process.env.BENCH_REPORT_RESPONDENTS ?? 200000);
const BATCH = 5000;
const option = (key, favourable) => ({
  key,
  labels: { 'pt-BR': `Opção ${key}`, 'en-US': `Option ${key}` },
  ...(favourable === undefined ? {} : { favourable }),
});
const question = (position, type, extra = {}) => ({
  id: randomUUID(),
  position,
  type,
  required: !extra.sensitive,
  sensitive: false,
  category: null,
  texts: { 'pt-BR': { text: `Pergunta ${position + 1}` } },
  options: [],
  min: null,
  max: null,
  imageKey: null,
  condition: null,
  ...extra,
});
const SCALE = ['1', '2', '3', '4', '5'].map((key) => option(key, key >= '4'));
const QUESTIONS = [
  question(0, 'scale', { options: SCALE, category: 'belonging' }),
  question(1, 'scale', { options: SCALE, category: 'belonging' }),
  question(2, 'scale', { options: SCALE, category: 'belonging' }),
  question(3, 'single', {
    sensitive: true,
    category: 'race',
    options: ['branca', 'preta', 'parda', 'amarela', 'indigena'].map((key) => option(key)),
  }),
  question(4, 'number', { min: 0, max: 40 }),
];

/** A company on the first plan with one administrator, who signs the report calls. */
async function companyWithAdmin(db, { name, cnpj, adminEmail }) {
  const companyId = randomUUID();
  const adminId = randomUUID();
  await db.query(
    `INSERT INTO company (id, company_name, cnpj, plan_id) VALUES ($1, $2, $3, (SELECT id FROM plan LIMIT 1))`,
    [companyId, name, cnpj],
  );
  await db.query(
    `INSERT INTO account (id, company_id, name, email, roles, must_create_password, has_accepted_terms)
     VALUES ($1, $2, 'Bench Admin', $3, '{admin}', false, true)`,
    [adminId, companyId, adminEmail],
  );
  return { companyId, adminId };
}

/**
 * RESPONDENTS people of a company (e-mails `${prefix}${n}@…`) in 20 departments of about 10,000 in 4 organizations, and one
 * department of 3 that every report must hide.
 */
async function seedPeople(db, companyId, prefix = 'r') {
  await db.query(
    `INSERT INTO organization (company_id, name) SELECT $1, 'Unidade ' || n FROM generate_series(1, 4) n`,
    [companyId],
  );
  await db.query(
    `INSERT INTO department (company_id, organization_id, name)
     SELECT $1, (SELECT id FROM organization WHERE company_id = $1 ORDER BY name OFFSET n % 4 LIMIT 1), 'Departamento ' || n
     FROM generate_series(1, 21) n`,
    [companyId],
  );
  await db.query(
    `WITH accounts AS (
       INSERT INTO account (company_id, name, email, roles)
       SELECT $1, 'Pessoa ' || n, $3 || n || '@bench.example.com', '{user}' FROM generate_series(1, $2) n
       RETURNING id, name, email),
     departments AS (
       SELECT id, organization_id, row_number() OVER (ORDER BY name) - 1 AS n FROM department WHERE company_id = $1)
     INSERT INTO employee (company_id, account_id, name, email, department_id, organization_id, is_active)
     SELECT $1, a.id, a.name, a.email, d.id, d.organization_id, true
     FROM accounts a
     JOIN departments d ON d.n = CASE WHEN split_part(split_part(a.email, '@', 1), $3, 2)::int <= 3 THEN 20
                                      ELSE abs(hashtext(a.email)) % 20 END`,
    [companyId, RESPONDENTS, prefix],
  );
}

/** A closed survey of `questions` that every employee of the company answered: its responses, no answers yet. */
async function seedResponses(db, companyId, surveyId, name, questions) {
  await db.query(`INSERT INTO questionnaire (id, company_id, name) SELECT $1, $2, 'Bench'`, [
    randomUUID(),
    companyId,
  ]);
  await db.query(
    `INSERT INTO survey (id, company_id, questionnaire_id, name, anonymous, snapshot, sent_at, closed_at)
     VALUES ($1, $2, (SELECT id FROM questionnaire WHERE company_id = $2), $4, true, $3, now(), now())`,
    [surveyId, companyId, JSON.stringify({ questionnaireName: 'Bench', questions }), name],
  );
  await db.query(
    `INSERT INTO survey_participation (survey_id, company_id, employee_id, status)
     SELECT $1, $2, id, 'answered' FROM employee WHERE company_id = $2`,
    [surveyId, companyId],
  );
  await db.query(
    `INSERT INTO survey_response (survey_id, company_id, department_id, organization_id, submitted_on, language, consent)
     SELECT $1, $2, department_id, organization_id, current_date, 'pt-BR', '{"given": true}'
     FROM employee WHERE company_id = $2 ORDER BY random()`,
    [surveyId, companyId],
  );
}

async function seed(db) {
  const surveyId = randomUUID();
  const { companyId, adminId } = await companyWithAdmin(db, {
    name: 'Bench Reports',
    cnpj: '33444555000181',
    adminEmail: 'admin.reports@bench.example.com',
  });
  await seedPeople(db, companyId);
  await seedResponses(db, companyId, surveyId, 'Censo de benchmark', QUESTIONS);
  const [scale1, scale2, scale3, race, years] = QUESTIONS.map((item) => item.id);
  await db.query(
    `INSERT INTO survey_answer (response_id, survey_id, question_id, option_key, value_number, prefer_not)
     SELECT r.id, r.survey_id, q.id,
            CASE WHEN q.id = $5 AND h % 20 = 0 THEN NULL
                 WHEN q.id = $5 THEN (ARRAY['branca','preta','parda','amarela','indigena'])[1 + h % 5]
                 WHEN q.id = $6 THEN NULL
                 ELSE (1 + h % 5)::text END,
            CASE WHEN q.id = $6 THEN h % 41 END,
            q.id = $5 AND h % 20 = 0
     FROM survey_response r
     CROSS JOIN unnest(ARRAY[$2, $3, $4, $5, $6]::uuid[]) AS q (id)
     CROSS JOIN LATERAL (SELECT abs(hashtext(r.id::text || q.id::text)) AS h) AS hashed
     WHERE r.survey_id = $1`,
    [surveyId, scale1, scale2, scale3, race, years],
  );
  await db.query('ANALYZE survey_response, survey_answer, survey_participation, employee');
  return { companyId, surveyId, adminId, race };
}

/** The tallies, built by the product's per-batch statement over every 5,000 responses. */
async function buildTallies(db, surveyId) {
  const { TallyRepository } = require('../../dist/answers/tally.repository');
  const tallies = new TallyRepository();
  const manager = { query: (sql, params) => db.query(sql, params).then((result) => result.rows) };
  const ids = (
    await db.query('SELECT id FROM survey_response WHERE survey_id = $1', [surveyId])
  ).rows.map((row) => row.id);
  const started = Date.now();
  for (let start = 0; start < ids.length; start += BATCH) {
    await db.query('BEGIN');
    await tallies.add(manager, ids.slice(start, start + BATCH));
    await db.query('COMMIT');
  }
  const seconds = (Date.now() - started) / 1000;
  const batches = Math.ceil(ids.length / BATCH);
  await db.query('ANALYZE survey_tally');
  return {
    label: `tally upkeep: product statement per batch of ${BATCH} responses (${batches} batches)`,
    seconds,
    msPerBatch: Math.round((seconds * 1000) / batches),
  };
}

async function timed(label, url, authorization, runs = 3) {
  const times = [];
  let bytes = 0;
  // One call first, untimed: the first export loads its library's code paths.
  await fetch(url, { headers: { authorization } }).then((response) => response.arrayBuffer());
  for (let run = 0; run < runs; run++) {
    const started = process.hrtime.bigint();
    const response = await fetch(url, { headers: { authorization } });
    const body = Buffer.from(await response.arrayBuffer());
    if (!response.ok)
      throw new Error(`${label}: ${response.status} ${body.toString().slice(0, 200)}`);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    bytes = body.length;
  }
  times.sort((a, b) => a - b);
  return {
    label,
    medianMs: Math.round(times[Math.floor(times.length / 2)]),
    runs,
    kiB: Math.round(bytes / 1024),
  };
}

module.exports = async function reports({ baseUrl, db, secret }) {
  const seedStarted = Date.now();
  const { companyId, surveyId, adminId, race } = await seed(db);
  const seeded = {
    label: `seed: ${RESPONDENTS.toLocaleString('en')} respondents × 5 questions by bulk SQL`,
    seconds: (Date.now() - seedStarted) / 1000,
  };
  const tallies = await buildTallies(db, surveyId);
  const authorization = `Bearer ${signToken(secret, {
    id: adminId,
    role: 'admin',
    companyId,
    modules: ['Chart', 'Document'],
  })}`;
  const report = `${baseUrl}/api/admin/survey/${surveyId}/report`;
  const [{ id: departmentId }] = (
    await db.query(`SELECT id FROM department WHERE company_id = $1 ORDER BY name LIMIT 1`, [
      companyId,
    ])
  ).rows;
  const rows = [seeded, tallies];
  rows.push(
    await load(`GET report?groupBy=department (1,000,000 answers), 1 connection`, {
      url: `${report}?groupBy=department`,
      headers: { authorization },
      connections: 1,
    }),
  );
  rows.push(
    await load(`GET report?groupBy=department, 4 connections`, {
      url: `${report}?groupBy=department`,
      headers: { authorization },
      connections: 4,
    }),
  );
  rows.push(
    await load(`GET report?groupBy=organization&departmentId=…, 1 connection`, {
      url: `${report}?groupBy=organization&departmentId=${departmentId}`,
      headers: { authorization },
      connections: 1,
    }),
  );
  rows.push(
    await timed(
      'GET report?groupBy=question (demographic: pair tallies)',
      `${report}?groupBy=question&groupQuestionId=${race}`,
      authorization,
    ),
  );
  rows.push(
    await timed(
      'GET report?groupBy=department&filter race=preta (pair tallies)',
      `${report}?groupBy=department&filterQuestionId=${race}&filterOptionKey=preta`,
      authorization,
    ),
  );
  for (const format of ['xlsx', 'csv', 'pdf']) {
    rows.push(
      await timed(
        `GET export?format=${format}&groupBy=department`,
        `${baseUrl}/api/admin/survey/${surveyId}/export?format=${format}&groupBy=department`,
        authorization,
      ),
    );
  }
  return rows;
};

module.exports.seed = seed;
module.exports.seedPeople = seedPeople;
module.exports.seedResponses = seedResponses;
module.exports.timed = timed;
module.exports.RESPONDENTS = RESPONDENTS;
module.exports.companyWithAdmin = companyWithAdmin;
module.exports.buildTallies = buildTallies;
module.exports.option = option;
module.exports.question = question;
