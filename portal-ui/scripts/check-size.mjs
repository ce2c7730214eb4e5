// Prints the gzip size of the JavaScript a first visit loads (the entry and what it preloads)
// and fails the build above the budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = new URL('../dist/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = [
  ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
].map((match) => match[1]);

let total = 0;
for (const src of new Set(scripts)) {
  const size = gzipSync(readFileSync(join(dist, src))).length;
  total += size;
  process.stdout.write(`  ${src}  ${(size / 1000).toFixed(1)} kB gzip\n`);
}
// Kilobytes of 1000 bytes, as Vite prints them.
const kb = total / 1000;
process.stdout.write(`first-load JavaScript: ${kb.toFixed(1)} kB gzip (budget ${BUDGET_KB} kB)\n`);
if (kb > BUDGET_KB) {
  console.error(`over budget by ${(kb - BUDGET_KB).toFixed(1)} kB`);
  process.exit(1);
}
