/**
 * Starts the built product as its own process on a fresh database, measures it with autocannon
 * and samples its memory. Suites (auth.js, ...) receive a context and add rows to the report.
 */
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { readFileSync, rmSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const autocannon = require('autocannon');
const { Client } = require('pg');

/**
 * The product runs with the flags `npm start` and the Dockerfile give it (src/runtime-flags.spec.ts):
 * a young generation of 32 MiB per half, where requests' short-lived objects die, took garbage
 * collection from about 16 % to 11 % of a list call's JavaScript time.
 */
const PRODUCT_NODE_FLAGS = ['--max-semi-space-size=32'];

const SERVER = process.env.BENCH_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const PORT = Number(process.env.BENCH_PORT ?? 3300);

async function adminQuery(sql) {
  const client = new Client({ connectionString: `${SERVER}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: kb('VmRSS') * 1024, peak: kb('VmHWM') * 1024 };
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** utime + stime of /proc/PID/stat, in clock ticks of 1/100 s on Linux. */
function cpuSecondsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function waitForHealth(baseUrl, child) {
  for (let attempt = 0; attempt < 120; attempt++) {
    if (child.exitCode !== null) throw new Error(`product exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('product did not become healthy in 60 s');
}

async function startProduct({ port = PORT } = {}) {
  const database = `diversitera_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${database}`);
  const databaseUrl = `${SERVER}/${database}`;
  const captureFile = path.join(os.tmpdir(), `${database}.statements`);
  writeFileSync(captureFile, '');
  const secret = randomBytes(32).toString('hex');
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: `bench-${database}`,
    JWT_SECRET: secret,
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    THROTTLE_IP_PER_MINUTE: '100000000',
    ROLE: 'all',
    BENCH_CAPTURE_FILE: captureFile,
  };
  delete env.SMTP_URL;
  const child = spawn(
    process.execPath,
    [
      ...PRODUCT_NODE_FLAGS,
      ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean),
      '--require',
      path.join(__dirname, 'capture-queries.js'),
      'dist/main.js',
    ],
    {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child);
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();

  let peakRss = 0;
  const sampler = setInterval(() => {
    try {
      peakRss = Math.max(peakRss, rssOf(child.pid).rss);
    } catch {
      // process gone
    }
  }, 100);

  return {
    baseUrl,
    db,
    databaseUrl,
    secret,
    /**
     * The statements the product sends to PostgreSQL while `call` runs, with their values. Timers
     * of the product's own (the outbox, the import sweep) may run meanwhile: only statements seen
     * in each of three calls are kept.
     */
    async statementsOf(call) {
      const runs = [];
      for (let run = 0; run < 3; run++) {
        writeFileSync(captureFile, '');
        writeFileSync(`${captureFile}.on`, '');
        await pause(100);
        await call();
        rmSync(`${captureFile}.on`);
        await pause(100);
        runs.push(
          readFileSync(captureFile, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line)),
        );
      }
      const statements = runs[0].filter((statement) =>
        runs.every((other) => other.some((seen) => seen.text === statement.text)),
      );
      if (!statements.length) throw new Error('no statement captured from the product');
      return statements;
    },
    /** Processor time the product has used so far, in seconds (user + system). */
    cpuSeconds: () => cpuSecondsOf(child.pid),
    /** Resident memory of the product now. */
    memory: () => rssOf(child.pid).rss,
    peakRss: () => Math.max(peakRss, rssOf(child.pid).peak),
    async stop() {
      clearInterval(sampler);
      await db.end();
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
      await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      rmSync(captureFile, { force: true });
    },
  };
}

/**
 * One autocannon run after a short unmeasured one (JIT, pools and plans warm, as in a running
 * product); returns requests/s, latency percentiles and the non-2xx count. Runs of a fixed
 * `amount` warm up on their own. With `cpuSeconds` (a process's processor time so far), the row
 * also gives that process's processor time per call of the measured run.
 */
async function load(label, options) {
  const { cpuSeconds, ...request } = options;
  if (!request.amount) await autocannon({ connections: 50, ...request, duration: 2 });
  const cpuBefore = cpuSeconds?.();
  const result = await autocannon({
    duration: Number(process.env.BENCH_SECONDS ?? 10),
    connections: 50,
    ...request,
  });
  const row = {
    label,
    connections: options.connections ?? 50,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
  // Processor time per call stays comparable when other loads share the machine; rates do not.
  if (cpuSeconds)
    row.cpuMsPerCall = +((1000 * (cpuSeconds() - cpuBefore)) / row.requests).toFixed(3);
  // A figure of refused or failed requests would measure the error path, not the product.
  if (row.non2xx > 0 && !options.allowNon2xx)
    throw new Error(`${label}: ${row.non2xx} of ${row.requests} requests failed`);
  return row;
}

module.exports = { startProduct, load, cpuSecondsOf, PRODUCT_NODE_FLAGS };
