/**
 * LGPD retention: one company holding RETENTION_ROWS identified responses of a survey closed
 * long ago, as many former employees deactivated long ago (each with an account), and as many
 * old audit entries. Measures the dry run (one request: five counts), then one run of the
 * worker's job, queued as the scheduler queues it, until every row is anonymized or deleted,
 * in batches of RETENTION_BATCH_ROWS.
 */
const { randomUUID } = require('node:crypto');
const { Queue, QueueEvents } = require('bullmq');
const { signToken } = require('./tokens');

const ROWS = Number(process.env.BENCH_RETENTION_ROWS ?? 20000);

async function seed(db) {
  const companyId = randomUUID();
  const adminId = randomUUID();
  await db.query(
    `INSERT INTO company (id, company_name, cnpj, plan_id)
     VALUES ($1, 'Bench Retention', '44555666000181', (SELECT id FROM plan LIMIT 1))`,
    [companyId],
  );
  await db.query(
    `INSERT INTO account (id, company_id, name, email, roles, must_create_password, has_accepted_terms)
     VALUES ($1, $2, 'Bench Admin', 'admin.retention@bench.example.com', '{admin}', false, true)`,
    [adminId, companyId],
  );
  await db.query(
    `WITH accounts AS (
       INSERT INTO account (company_id, name, email, roles)
       SELECT $1, 'Pessoa ' || n, 'ret' || n || '@bench.example.com', '{user}' FROM generate_series(1, $2) n
       RETURNING id, name, email)
     INSERT INTO employee (company_id, account_id, name, email, is_active)
     SELECT $1, id, name, email, false FROM accounts`,
    [companyId, ROWS],
  );
  await db.query(
    `UPDATE employee SET deactivated_at = now() - interval '1000 days' WHERE company_id = $1`,
    [companyId],
  );
  await db.query(`INSERT INTO questionnaire (company_id, name) VALUES ($1, 'Bench')`, [companyId]);
  const surveyId = randomUUID();
  await db.query(
    `INSERT INTO survey (id, company_id, questionnaire_id, name, anonymous, snapshot, sent_at, closed_at)
     VALUES ($1, $2, (SELECT id FROM questionnaire WHERE company_id = $2), 'Clima', false,
             '{"questions": []}', now() - interval '1100 days', now() - interval '1000 days')`,
    [surveyId, companyId],
  );
  await db.query(
    `INSERT INTO survey_response (survey_id, company_id, employee_id, submitted_on, language, consent)
     SELECT $1, $2, id, current_date - 1050, 'pt-BR',
            jsonb_build_object('given', true, 'version', 'v1', 'at', now() - interval '1050 days')
     FROM employee WHERE company_id = $2`,
    [surveyId, companyId],
  );
  await db.query(
    `INSERT INTO audit_entry (company_id, action, created_at)
     SELECT $1, 'company.update', now() - interval '1000 days' FROM generate_series(1, $2)`,
    [companyId, ROWS],
  );
  await db.query('ANALYZE survey_response, employee, account, audit_entry');
  return { companyId, adminId };
}

module.exports = async function retention({ baseUrl, db, secret, databaseUrl }) {
  const { companyId, adminId } = await seed(db);
  const authorization = `Bearer ${signToken(secret, {
    id: adminId,
    role: 'admin',
    companyId,
    modules: ['Company'],
  })}`;
  const policy = { identifiedAnswersDays: 30, formerEmployeeDays: 30, recordsDays: 183 };
  const dryRunStarted = performance.now();
  const response = await fetch(`${baseUrl}/api/admin/company/retention/dry-run`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify(policy),
  });
  const counts = await response.json();
  const dryRunMs = Math.round(performance.now() - dryRunStarted);
  if (!response.ok || counts.identifiedResponses !== ROWS)
    throw new Error(`retention dry run: ${response.status} ${JSON.stringify(counts)}`);

  const url = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const connection = { host: url.hostname, port: Number(url.port || 6379) };
  const prefix = `bench-${new URL(databaseUrl).pathname.slice(1)}:bull`;
  const queue = new Queue('retention', { connection, prefix });
  const events = new QueueEvents('retention', { connection, prefix });
  await events.waitUntilReady();
  const jobStarted = performance.now();
  const job = await queue.add('apply-policies', { task: 'apply-policies' });
  const done = await job.waitUntilFinished(events, 600_000);
  const jobSeconds = (performance.now() - jobStarted) / 1000;
  await Promise.all([queue.close(), events.close()]);
  const changed = done.identifiedResponses + done.formerEmployees + done.auditEntries;
  if (changed !== 3 * ROWS) throw new Error(`retention job: ${JSON.stringify(done)}`);
  return [
    { label: `retention dry run (${ROWS} of each rule)`, ms: dryRunMs },
    {
      label: `retention job: ${ROWS} responses + ${ROWS} former employees + ${ROWS} audit entries`,
      seconds: Number(jobSeconds.toFixed(1)),
      rowsPerSecond: Math.round(changed / jobSeconds),
    },
  ];
};
