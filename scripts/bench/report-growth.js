/**
 * Reports of a survey grown only through the API, on a database of its own where nothing has
 * run ANALYZE (automatic vacuum and analyze off, as on this project's machines): an anonymous
 * survey of 10 departments is answered through personal invitation links (invitation → token →
 * submit), the worker moves the held answers, and at 1,000 and at 5,000 respondents each report
 * view is timed beside the department view, which reads the pre-aggregated tallies. A view whose
 * plan depends on table statistics shows here as a ratio to the department view.
 */
const { createHash, randomBytes, randomUUID } = require('node:crypto');
const { startProduct } = require('./harness');
const { companyWithAdmin, option, question } = require('./reports');
const { signToken } = require('./tokens');

const STEPS = (process.env.BENCH_GROWTH_RESPONDENTS ?? '1000,5000').split(',').map(Number);
const DEPARTMENTS = 10;
const RUNS = Number(process.env.BENCH_GROWTH_RUNS ?? 20);
const CONNECTIONS = 20;
const RACES = ['branca', 'preta', 'parda', 'amarela', 'indigena'];
const QUESTIONS = [
  question(0, 'scale', {
    options: ['1', '2', '3', '4', '5'].map((key) => option(key, key >= '4')),
  }),
  question(1, 'single', {
    sensitive: true,
    category: 'race',
    options: RACES.map((key) => option(key)),
  }),
  question(2, 'single', {
    sensitive: true,
    category: 'gender',
    options: ['mulher', 'homem', 'nao-binaria'].map((key) => option(key)),
  }),
  question(3, 'multiple', {
    options: ['presencial', 'hibrido', 'remoto'].map((key) => option(key)),
  }),
  question(4, 'number', { min: 0, max: 40 }),
];
const [SCALE, RACE, GENDER, FORMATS, YEARS] = QUESTIONS;

/** A company of 10 departments, everyone invited by a personal link; returns the links' secrets. */
async function seed(db, people) {
  const surveyId = randomUUID();
  const { companyId, adminId } = await companyWithAdmin(db, {
    name: 'Bench Growth',
    cnpj: '44555666000181',
    adminEmail: 'admin.growth@bench.example.com',
  });
  await db.query(
    `INSERT INTO department (company_id, name) SELECT $1, 'Departamento ' || n FROM generate_series(1, $2) n`,
    [companyId, DEPARTMENTS],
  );
  await db.query(
    `WITH accounts AS (
       INSERT INTO account (company_id, name, email, roles)
       SELECT $1, 'Pessoa ' || n, 'g' || n || '@bench.example.com', '{user}' FROM generate_series(1, $2) n
       RETURNING id, name, email),
     departments AS (
       SELECT id, row_number() OVER (ORDER BY name) - 1 AS n FROM department WHERE company_id = $1)
     INSERT INTO employee (company_id, account_id, name, email, department_id, is_active)
     SELECT $1, a.id, a.name, a.email, d.id, true
     FROM accounts a JOIN departments d ON d.n = abs(hashtext(a.email)) % $3`,
    [companyId, people, DEPARTMENTS],
  );
  await db.query(`INSERT INTO questionnaire (id, company_id, name) SELECT $1, $2, 'Bench'`, [
    randomUUID(),
    companyId,
  ]);
  await db.query(
    `INSERT INTO survey (id, company_id, questionnaire_id, name, anonymous, snapshot, sent_at, ends_at)
     VALUES ($1, $2, (SELECT id FROM questionnaire WHERE company_id = $2), 'Censo crescendo', true, $3, now(), now() + interval '1 day')`,
    [surveyId, companyId, JSON.stringify({ questionnaireName: 'Bench', questions: QUESTIONS })],
  );
  const employees = (
    await db.query('SELECT id FROM employee WHERE company_id = $1 ORDER BY random()', [companyId])
  ).rows.map((row) => row.id);
  // The send step mails each person a random secret and keeps only its hash.
  const invites = employees.map(() => randomBytes(16).toString('base64url'));
  await db.query(
    `INSERT INTO survey_participation (survey_id, company_id, employee_id, invite_hashes, invited_on)
     SELECT $1, $2, e.id, ARRAY[h.hash], current_date
     FROM unnest($3::uuid[], $4::text[]) AS h (employee_id, hash) JOIN employee e ON e.id = h.employee_id`,
    [
      surveyId,
      companyId,
      employees,
      invites.map((invite) => createHash('sha256').update(invite).digest('base64url')),
    ],
  );
  return { companyId, surveyId, adminId, invites };
}

function answers(n) {
  const pick = (items) => items[Math.floor(Math.random() * items.length)];
  return {
    [SCALE.id]: { optionKeys: [pick(['1', '2', '3', '4', '5'])] },
    // One in 20 prefers not to say, as in the 1,000,000-answer bench.
    [RACE.id]: n % 20 === 0 ? { preferNotToAnswer: true } : { optionKeys: [pick(RACES)] },
    [GENDER.id]: { optionKeys: [pick(['mulher', 'homem', 'nao-binaria'])] },
    [FORMATS.id]: { optionKeys: ['presencial', pick(['hibrido', 'remoto'])] },
    [YEARS.id]: { number: Math.floor(Math.random() * 41) },
  };
}

/** Each person opens their link and answers, CONNECTIONS at a time; every answer must be taken. */
async function respond(baseUrl, surveyId, invites) {
  let next = 0;
  const person = async () => {
    while (next < invites.length) {
      const n = next++;
      const post = async (path, body, authorization) => {
        const response = await fetch(`${baseUrl}/api/survey/${surveyId}/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(authorization && { authorization }) },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
        return response.json();
      };
      const { token } = await post('invitation', { invite: invites[n] });
      await post(
        'submit',
        { answers: answers(n), consent: { given: true, version: 'lgpd-art11-2026-11' } },
        `Bearer ${token}`,
      );
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, person));
}

/** Waits until the worker's own 15-second round has moved every held answer. */
async function movedByWorker(db, surveyId, respondents) {
  for (let waited = 0; waited < 120; waited++) {
    const { rows } = await db.query(
      `SELECT (SELECT count(*) FROM anonymous_submission WHERE survey_id = $1) AS held,
              (SELECT count(*) FROM survey_response WHERE survey_id = $1) AS moved`,
      [surveyId],
    );
    if (Number(rows[0].held) === 0 && Number(rows[0].moved) === respondents) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`the worker did not move ${respondents} responses in 2 minutes`);
}

async function timings(url, authorization) {
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const started = process.hrtime.bigint();
    const response = await fetch(url, { headers: { authorization } });
    const body = await response.text();
    if (!response.ok) throw new Error(`${url}: ${response.status} ${body.slice(0, 200)}`);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  const at = (fraction) =>
    times[Math.min(times.length - 1, Math.ceil(fraction * times.length) - 1)];
  return { median: at(0.5), p95: at(0.95) };
}

module.exports = async function reportGrowth() {
  // A database of its own: another suite's ANALYZE would hide what this one measures.
  const product = await startProduct({ port: Number(process.env.BENCH_PORT ?? 3300) + 1 });
  const rows = [];
  try {
    const { baseUrl, db, secret } = product;
    const { companyId, surveyId, adminId, invites } = await seed(db, Math.max(...STEPS));
    const authorization = `Bearer ${signToken(secret, {
      id: adminId,
      role: 'admin',
      companyId,
      modules: ['Chart', 'Document'],
    })}`;
    const report = `${baseUrl}/api/admin/survey/${surveyId}/report`;
    const views = [
      ['grouped by department', '?groupBy=department'],
      ['grouped by colour or race', `?groupBy=question&groupQuestionId=${RACE.id}`],
      [
        'by department, colour = preta',
        `?groupBy=department&filterQuestionId=${RACE.id}&filterOptionKey=preta`,
      ],
    ];
    let answered = 0;
    for (const respondents of STEPS) {
      const started = Date.now();
      await respond(baseUrl, surveyId, invites.slice(answered, respondents));
      answered = respondents;
      await movedByWorker(db, surveyId, respondents);
      const grown = (Date.now() - started) / 1000;
      let department = 0;
      for (const [index, [name, query]] of views.entries()) {
        // One call first, untimed, as a running product has its plans and pools warm.
        await fetch(`${report}${query}`, { headers: { authorization } }).then((r) => r.text());
        const { median, p95 } = await timings(`${report}${query}`, authorization);
        if (index === 0) department = median;
        rows.push({
          label: `API-grown survey, ${respondents.toLocaleString('en')} respondents: report ${name}`,
          medianMs: Math.round(median * 10) / 10,
          p95Ms: Math.round(p95 * 10) / 10,
          xDepartment: Math.round((median / department) * 10) / 10,
          runs: RUNS,
          ...(index === 0 && { secondsToGrow: grown }),
        });
      }
    }
    const { rows: analyzed } = await db.query(
      `SELECT count(*) AS n FROM pg_stat_user_tables
       WHERE relname IN ('survey_response', 'survey_answer') AND (last_analyze IS NOT NULL OR last_autoanalyze IS NOT NULL)`,
    );
    rows.push({
      label: 'API-grown survey: answer tables analyzed by the product',
      tables: Number(analyzed[0].n),
    });
  } finally {
    await product.stop();
  }
  return rows;
};
