// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of a built front end, once
// at build time and at the strongest settings, so the server sends them as they are (it never
// compresses a request's answer itself):  node compress.mjs <dist>
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const SMALLEST = 1024;

const dist = process.argv[2];
if (!dist) {
  console.error('usage: node compress.mjs <dist>');
  process.exit(2);
}

let files = 0;
let before = 0;
let after = 0;
function walk(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (TEXT.test(name)) compress(path);
  }
}

function compress(path) {
  const content = readFileSync(path);
  if (content.length < SMALLEST) return;
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
  files++;
  before += content.length;
  after += brotli.length;
}

walk(dist);
process.stdout.write(
  `precompressed ${files} files: ${(before / 1000).toFixed(1)} kB → ${(after / 1000).toFixed(1)} kB brotli\n`,
);
