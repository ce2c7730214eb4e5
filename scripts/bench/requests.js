/**
 * What each call costs beside its floor, measured in the same run: the bare route beside plain
 * node:http answering the same body, and each tenant-scoped list (500 rows, 50 connections)
 * beside its own statements — captured from the product while it answers the call — replayed
 * raw by `pgbench -M prepared` at the same concurrency.
 */
const { execFile, fork } = require('node:child_process');
const { randomUUID } = require('node:crypto');
const { mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { promisify } = require('node:util');
const { escapeLiteral, prepareValue } = require('pg/lib/utils');
const { cpuSecondsOf, load } = require('./harness');
const { signToken } = require('./tokens');

const ROWS = 500;
const CONNECTIONS = 50;

/** Plain node:http on the next port, answering what the bare route answers. */
async function startCeiling(body) {
  const port = Number(process.env.BENCH_PORT ?? 3300) + 1;
  const child = fork(path.join(__dirname, 'ceiling-server.js'), {
    env: { ...process.env, CEILING_BODY: body, CEILING_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`ceiling server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    cpuSeconds: () => cpuSecondsOf(child.pid),
    stop: () => child.kill(),
  };
}

async function seed(db) {
  const companyId = randomUUID();
  await db.query(
    `INSERT INTO company (id, company_name, cnpj, has_2fa_authentication, plan_id)
     VALUES ($1, 'Bench Listas', '11444777000161', false, (SELECT id FROM plan WHERE name = 'Completo'))`,
    [companyId],
  );
  const adminId = randomUUID();
  await db.query(
    `INSERT INTO account (id, company_id, name, email, roles, must_create_password, has_accepted_terms)
     VALUES ($1, $2, 'Bench Admin', 'admin.listas@example.com', '{admin}', false, true)`,
    [adminId, companyId],
  );
  const series = `FROM generate_series(1, ${ROWS}) AS n`;
  await db.query(
    `INSERT INTO organization (company_id, name) SELECT $1, 'Organização ' || n ${series}`,
    [companyId],
  );
  await db.query(
    `INSERT INTO department (company_id, organization_id, name)
     SELECT $1, (SELECT id FROM organization WHERE company_id = $1 ORDER BY name LIMIT 1 OFFSET n % 50),
            'Departamento ' || n ${series}`,
    [companyId],
  );
  await db.query(
    `INSERT INTO contact (company_id, name, email, position)
     SELECT $1, 'Contato ' || n, 'contato' || n || '@example.com', 'Analista' ${series}`,
    [companyId],
  );
  await db.query(
    `INSERT INTO account (company_id, name, email, roles, must_create_password)
     SELECT $1, 'Administradora ' || n, 'adm' || n || '@example.com', '{admin}', false ${series}`,
    [companyId],
  );
  await db.query(
    `WITH people AS (
       INSERT INTO account (company_id, name, email, roles)
       SELECT $1, 'Pessoa ' || n, 'pessoa' || n || '@example.com', '{user}' ${series}
       RETURNING id, name, email
     )
     INSERT INTO employee (company_id, account_id, name, email, department_id)
     SELECT $1, p.id, p.name, p.email,
            (SELECT id FROM department WHERE company_id = $1 ORDER BY name LIMIT 1)
     FROM people p`,
    [companyId],
  );
  await db.query(
    `INSERT INTO questionnaire (company_id, name) SELECT $1, 'Questionário ' || n ${series}`,
    [companyId],
  );
  await db.query(
    `INSERT INTO survey (company_id, questionnaire_id, name, starts_at, ends_at)
     SELECT $1, (SELECT id FROM questionnaire WHERE company_id = $1 LIMIT 1), 'Pesquisa ' || n,
            now() + interval '1 day', now() + interval '30 days' ${series}`,
    [companyId],
  );
  await db.query('ANALYZE');
  return { companyId, adminId };
}

/** A statement with its values written in, as pgbench replays it. */
function literalStatement({ text, values }) {
  const literal = (value) => {
    const prepared = prepareValue(value);
    return prepared === null ? 'NULL' : escapeLiteral(String(prepared));
  };
  return `${text.replace(/\$(\d+)/g, (_, index) => literal(values[Number(index) - 1]))};`;
}

async function pgbench(databaseUrl, statements) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'pgbench-'));
  const script = path.join(folder, 'calls.sql');
  writeFileSync(script, `${statements.map(literalStatement).join('\n')}\n`);
  try {
    const { stdout } = await promisify(execFile)('pgbench', [
      '--no-vacuum',
      '--protocol=prepared',
      `--client=${CONNECTIONS}`,
      `--jobs=${os.cpus().length}`,
      `--time=${process.env.BENCH_SECONDS ?? 10}`,
      `--file=${script}`,
      databaseUrl,
    ]);
    const tps = Number(stdout.match(/tps = ([\d.]+)/)?.[1]);
    if (!tps) throw new Error(`pgbench printed no rate:\n${stdout}`);
    return tps;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const LISTS = [
  ['departments', '/api/admin/company/department'],
  ['organizations', '/api/admin/company/organization'],
  ['contacts', '/api/admin/company/contact'],
  ['employees', '/api/admin/employee'],
  ['administrators', '/api/admin/admin-user'],
  ['questionnaires', '/api/admin/questionnaire'],
  ['surveys', '/api/admin/survey'],
];

async function requests(product) {
  const { baseUrl, db, databaseUrl, secret } = product;
  const bareUrl = `${baseUrl}/api/public/language`;
  const ceiling = await startCeiling(await (await fetch(bareUrl)).text());
  const rows = [];
  try {
    const bare = await load('bare route: GET /api/public/language', {
      url: bareUrl,
      cpuSeconds: product.cpuSeconds,
    });
    const floor = await load('ceiling: node:http, the same body', {
      url: ceiling.url,
      cpuSeconds: ceiling.cpuSeconds,
    });
    rows.push(bare, {
      ...floor,
      ratio: `${((100 * bare.requestsPerSecond) / floor.requestsPerSecond).toFixed(1)} % (bare / node:http)`,
    });
  } finally {
    ceiling.stop();
  }

  const { companyId, adminId } = await seed(db);
  const authorization = `Bearer ${signToken(secret, {
    id: adminId,
    role: 'admin',
    companyId,
    companyName: 'Bench Listas',
    modules: ['Company', 'Employee', 'Survey', 'AdminUser', 'Chart', 'Document'],
  })}`;
  for (const [name, route] of LISTS) {
    const url = `${baseUrl}${route}?page=1&pageSize=10`;
    const call = async () => {
      const response = await fetch(url, { headers: { authorization } });
      if (!response.ok) throw new Error(`${route}: ${response.status}`);
      await response.arrayBuffer();
    };
    const statements = await product.statementsOf(call);
    const measured = await load(`GET ${route}?page=1&pageSize=10 (${ROWS} ${name})`, {
      url,
      headers: { authorization },
      cpuSeconds: product.cpuSeconds,
    });
    const replayed = await pgbench(databaseUrl, statements);
    rows.push({
      ...measured,
      ratio: `${((100 * measured.requestsPerSecond) / replayed).toFixed(1)} % of ${Math.round(replayed)} tps (${statements.length} statements replayed)`,
    });
  }
  return rows;
}

module.exports = requests;
module.exports.seed = seed;
