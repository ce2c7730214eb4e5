// Prints the gzip size of the JavaScript a first visit loads (the entry and what it preloads)
// and fails the build above the budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadScripts } from './first-load.mjs';

const BUDGET_KB = 150;
const dist = new URL('../dist/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = firstLoadScripts(html);
// Nothing found means the page changed shape, not that the first load weighs nothing.
if (!scripts.length) {
  console.error('no script found in dist/index.html');
  process.exit(1);
}

let total = 0;
for (const src of scripts) {
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
