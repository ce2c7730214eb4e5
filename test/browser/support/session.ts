import { Browser, BrowserContext, Page } from 'playwright-core';
import { Language, launchBrowser, newContext } from './browser';
import { RunningProduct, startProduct } from './product';

/** What a browser spec drives: read its fields inside tests and hooks, once they have run. */
export interface BrowserSession {
  readonly product: RunningProduct;
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
}

/**
 * The product and a browser for a whole spec file, and a fresh context and page for each test
 * (in `language`, opened at `path` when given). Registers the hooks itself: call it at the top
 * of a `describe`.
 */
export function useBrowserSession(
  options: { language?: Language; path?: string } = {},
): BrowserSession {
  let product: RunningProduct | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.t.close();
  });
  beforeEach(async () => {
    context = await newContext(browser as Browser, (product as RunningProduct).baseUrl, {
      language: options.language ?? 'pt-BR',
    });
    page = await context.newPage();
    if (options.path) await page.goto(options.path);
  });
  afterEach(() => context.close());
  return {
    get product() {
      return product as RunningProduct;
    },
    get browser() {
      return browser as Browser;
    },
    get context() {
      return context;
    },
    get page() {
      return page;
    },
  };
}
