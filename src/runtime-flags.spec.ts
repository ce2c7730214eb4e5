import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PRODUCT_NODE_FLAGS } = require(join(root, 'scripts/bench/harness.js')) as {
  PRODUCT_NODE_FLAGS: string[];
};

/** The benchmarks measure the product as it is started; the three places must not drift apart. */
describe("the product's Node flags", () => {
  it('are the same for npm start, the Docker image and the benchmarks', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const dockerCmd = /^CMD (\[.*\])$/m.exec(readFileSync(join(root, 'Dockerfile'), 'utf8'))![1];

    expect(PRODUCT_NODE_FLAGS.length).toBeGreaterThan(0);
    expect(pkg.scripts.start).toBe(['node', ...PRODUCT_NODE_FLAGS, 'dist/main.js'].join(' '));
    expect(JSON.parse(dockerCmd)).toEqual(['node', ...PRODUCT_NODE_FLAGS, 'dist/main.js']);
  });
});
