import { Page } from 'playwright-core';

/**
 * Waits for a full page load to `path` (its document committed; the page it loads may move on
 * at once, before its own load event), then leaves for a blank page so that the test does not
 * end mid-navigation. A navigation of the page's own can interrupt the first tries.
 */
export async function passesThrough(page: Page, path: string, start: () => Promise<unknown>) {
  const reached = page.waitForURL((url) => url.pathname === path, { waitUntil: 'commit' });
  await start();
  await reached;
  for (let attempt = 0; ; attempt++) {
    try {
      await page.goto('about:blank');
      return;
    } catch (error) {
      if (attempt >= 9) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
