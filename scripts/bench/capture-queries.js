/**
 * Loaded into the product by the benchmarks (`--require`): while the file BENCH_CAPTURE_FILE.on
 * exists, every statement sent through pg is appended with its values to BENCH_CAPTURE_FILE, so
 * that the requests suite can replay the very statements a call runs. The flag is looked at on a
 * timer, not per statement, so that the measured calls pay nothing for it.
 */
const { appendFileSync, existsSync } = require('node:fs');
const { Client } = require('pg');

const file = process.env.BENCH_CAPTURE_FILE;
let capturing = false;
if (file) setInterval(() => (capturing = existsSync(`${file}.on`)), 5).unref();

const query = Client.prototype.query;
Client.prototype.query = function capturedQuery(config, values, ...rest) {
  if (capturing && config) {
    const text = typeof config === 'string' ? config : config.text;
    const params =
      (typeof config === 'object' && config.values) || (Array.isArray(values) ? values : []);
    appendFileSync(file, `${JSON.stringify({ text, values: params })}\n`);
  }
  return query.call(this, config, values, ...rest);
};
