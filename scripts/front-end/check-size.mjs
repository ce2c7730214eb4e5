// Prints what a first visit to a built front end downloads (its entry script and what the page
// preloads), gzip and brotli as the server sends them, and fails the build above the budget:
//   node check-size.mjs <dist> <budget in kB gzip>
// Each page of the build (index.html, and a first screen's own page such as super.html) is a
// first visit of its own, held to the same budget.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { firstLoadScripts } from './first-load.mjs';

const [dist, budget] = process.argv.slice(2);
const BUDGET_KB = Number(budget);
if (!dist || !(BUDGET_KB > 0)) {
  console.error('usage: node check-size.mjs <dist> <budget in kB gzip>');
  process.exit(2);
}
/** The precompressed copy the server sends, when the build made one; else compressed here. */
const sizeOf = (path, extension, compress) =>
  existsSync(`${path}.${extension}`)
    ? readFileSync(`${path}.${extension}`).length
    : compress(readFileSync(path)).length;

let over = false;
for (const page of readdirSync(dist).filter((name) => name.endsWith('.html'))) {
  over = measure(page) || over;
}
if (over) process.exit(1);

/** Prints a page's first-load scripts and their total; true when over the budget. */
function measure(page) {
  const html = readFileSync(join(dist, page), 'utf8');
  // The page names its files under its base path (/admin/assets/...): the part after the base
  // is the file's place in dist.
  const base = /\bsrc="([^"]*?)assets\//.exec(html)?.[1] ?? '/';
  const scripts = firstLoadScripts(html);
  // Nothing found means the page changed shape, not that the first load weighs nothing.
  if (!scripts.length) {
    console.error(`no script found in ${join(dist, page)}`);
    process.exit(1);
  }
  let gzip = 0;
  let brotli = 0;
  let raw = 0;
  process.stdout.write(`${page}:\n`);
  for (const src of scripts) {
    const path = join(dist, src.startsWith(base) ? src.slice(base.length) : src);
    const sizes = [
      readFileSync(path).length,
      sizeOf(path, 'gz', gzipSync),
      sizeOf(path, 'br', brotliCompressSync),
    ];
    raw += sizes[0];
    gzip += sizes[1];
    brotli += sizes[2];
    process.stdout.write(
      `  ${src}  ${(sizes[1] / 1000).toFixed(1)} kB gzip, ${(sizes[2] / 1000).toFixed(1)} kB brotli\n`,
    );
  }
  // Kilobytes of 1000 bytes, as Vite prints them.
  process.stdout.write(
    `first-load JavaScript of ${page}: ${(raw / 1000).toFixed(1)} kB, ${(gzip / 1000).toFixed(1)} kB gzip, ${(brotli / 1000).toFixed(1)} kB brotli (budget ${BUDGET_KB} kB gzip)\n`,
  );
  if (gzip / 1000 <= BUDGET_KB) return false;
  console.error(`${page} over budget by ${(gzip / 1000 - BUDGET_KB).toFixed(1)} kB`);
  return true;
}
