/**
 * npm run bench: every suite against one running product, then one table. BENCH_SUITES picks
 * suites (comma list); BENCH_SECONDS sets each load's duration.
 */
const { mkdirSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const { startProduct } = require('./harness');

const SUITES = {
  auth: require('./auth'),
  companies: require('./companies'),
  import: require('./import'),
  surveys: require('./surveys'),
  reports: require('./reports'),
  'report-growth': require('./report-growth'),
  comparisons: require('./comparisons'),
  retention: require('./retention'),
  requests: require('./requests'),
};

async function main() {
  const chosen = (process.env.BENCH_SUITES ?? Object.keys(SUITES).join(',')).split(',');
  const product = await startProduct();
  const rows = [];
  try {
    for (const name of chosen) {
      process.stderr.write(`suite ${name}...\n`);
      rows.push(...(await SUITES[name](product)));
    }
  } finally {
    rows.push({
      label: 'product peak memory (RSS)',
      peakRssMiB: Math.round(product.peakRss() / 1048576),
    });
    await product.stop();
  }
  const machine = `${os.cpus().length} × ${os.cpus()[0].model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  console.log(`\nDiversitera benchmark — ${new Date().toISOString()} — ${machine}\n`);
  console.table(rows);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/latest.json', JSON.stringify({ machine, rows }, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
