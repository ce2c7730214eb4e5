import { Browser, BrowserContext, Page } from 'playwright-core';
import { Account } from '../../../src/account/account.entity';
import { Role } from '../../../src/common/access/access.model';
import { ContextOptions, Language, launchBrowser, newContext } from './browser';
import { signedInContext } from './dashboard';
import { RunningProduct, startProduct } from './product';

/** What a browser spec drives: read its fields inside tests and hooks, once they have run. */
export interface BrowserSession {
  readonly product: RunningProduct;
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
}

/** A spec that opens its own contexts, each closed once its test ends. */
export interface ProductAndBrowser {
  readonly product: RunningProduct;
  readonly browser: Browser;
  newContext(options?: ContextOptions): Promise<BrowserContext>;
  /** A page of its own, signed in to a dashboard (see signedInContext), and its session token. */
  signedInPage(
    account: Account,
    role: Role,
    options?: ContextOptions,
  ): Promise<{ page: Page; token: string }>;
}

/**
 * The product and a browser for a whole spec file; `setUp` then prepares its data, within
 * `timeout` when that takes longer than a test. Registers the hooks itself: call it at the top of
 * a `describe`.
 */
export function useProductAndBrowser(
  setUp?: (product: RunningProduct) => Promise<void>,
  timeout?: number,
): ProductAndBrowser {
  let product: RunningProduct | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
    await setUp?.(product);
  }, timeout);
  afterAll(async () => {
    await browser?.close();
    await product?.t.close();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  const spec: ProductAndBrowser = {
    get product() {
      return product as RunningProduct;
    },
    get browser() {
      return browser as Browser;
    },
    async newContext(options = {}) {
      const context = await newContext(spec.browser, spec.product.baseUrl, options);
      contexts.push(context);
      return context;
    },
    async signedInPage(account, role, options = { language: 'pt-BR' }) {
      const context = await spec.newContext(options);
      const token = await signedInContext(context, spec.product.t, account, role);
      return { page: await context.newPage(), token };
    },
  };
  return spec;
}

/**
 * The product and a browser for a whole spec file, and a fresh context and page for each test
 * (in `language`, opened at `path` when given). Registers the hooks itself: call it at the top
 * of a `describe`.
 */
export function useBrowserSession(
  options: { language?: Language; path?: string } = {},
): BrowserSession {
  const spec = useProductAndBrowser();
  let context: BrowserContext;
  let page: Page;
  beforeEach(async () => {
    context = await spec.newContext({ language: options.language ?? 'pt-BR' });
    page = await context.newPage();
    if (options.path) await page.goto(options.path);
  });
  return {
    get product() {
      return spec.product;
    },
    get browser() {
      return spec.browser;
    },
    get context() {
      return context;
    },
    get page() {
      return page;
    },
  };
}
