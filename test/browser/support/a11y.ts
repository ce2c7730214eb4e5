import { readFileSync } from 'node:fs';
import { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
/** WCAG 2.2 level A and AA rules (contrast, names, labels, landmarks, ARIA use). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface Violation {
  rule: string;
  help: string;
  targets: string[];
}

interface AxeResult {
  violations: Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }>;
}
interface AxeGlobals {
  axe: { run(context: unknown, options: unknown): Promise<AxeResult> };
  document: unknown;
}

/**
 * axe-core's findings on the page as it is now. Evaluated through the DevTools protocol, which
 * the product's Content-Security-Policy (no inline scripts) does not block.
 */
export async function accessibilityViolations(page: Page): Promise<Violation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const { axe, document } = globalThis as unknown as AxeGlobals;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((violation) => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, WCAG_TAGS);
}
