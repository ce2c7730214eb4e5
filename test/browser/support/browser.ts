import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Browser, BrowserContext, chromium, Locator, Page } from 'playwright-core';

/**
 * The browser globals that functions run in the page touch. The root tsconfig has no DOM library
 * (it type-checks the API), so page functions cast `globalThis` to this.
 */
export interface PageGlobals {
  localStorage: {
    getItem(key: string): string | null;
    setItem(key: string, value: string): void;
    removeItem(key: string): void;
  };
  document: {
    documentElement: { lang: string; scrollWidth: number };
    fonts: { ready: Promise<unknown> };
  };
}

/** Debian's Chromium: the tests never download a browser of their own. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export type Language = 'pt-BR' | 'en-US' | 'es-ES';
export const LANGUAGES: Language[] = ['pt-BR', 'en-US', 'es-ES'];

export interface ContextOptions {
  /** Confirms this language before the first page, so the first-visit modal stays closed. */
  language?: Language;
  /** A phone-sized viewport. */
  mobile?: boolean;
}

/** A fresh browser profile (own localStorage) pointed at the product. */
export async function newContext(
  browser: Browser,
  baseUrl: string,
  { language, mobile }: ContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: language ?? 'pt-BR',
    viewport: mobile ? { width: 390, height: 844 } : { width: 1280, height: 860 },
    deviceScaleFactor: 1,
    isMobile: mobile,
    hasTouch: mobile,
  });
  if (language) {
    // Only when unset: a language changed during the test must survive reloads.
    await context.addInitScript((code: string) => {
      const { localStorage } = globalThis as unknown as PageGlobals;
      if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', code);
    }, language);
  }
  return context;
}

/** The browser session the portal and the dashboard share (localStorage, same origin); null removes. */
export async function setSession(
  page: Page,
  values: Partial<Record<'token' | 'interimToken' | 'redirectTo' | 'product', string | null>>,
): Promise<void> {
  await page.evaluate((entries) => {
    const { localStorage } = globalThis as unknown as PageGlobals;
    for (const [key, value] of entries) {
      if (value === null) localStorage.removeItem(`diversitera.${key}`);
      else localStorage.setItem(`diversitera.${key}`, value);
    }
  }, Object.entries(values));
}

const SCREENSHOTS = join(__dirname, '../../../test-results/screenshots');

/** Saves `test-results/screenshots/<app>/<lang>/<name>.png` once the page has settled. */
export async function screenshot(
  page: Page,
  app: 'portal' | 'dashboard',
  language: Language,
  name: string,
): Promise<string> {
  const path = join(SCREENSHOTS, app, language, `${name}.png`);
  mkdirSync(dirname(path), { recursive: true });
  await page.evaluate(() => (globalThis as unknown as PageGlobals).document.fonts.ready);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
}

/**
 * How many elements `locator` matches once it matches `expected` (or the time is up): a count
 * read right after an action may precede the re-render that action causes.
 */
export async function settledCount(
  locator: Locator,
  expected: number,
  timeoutMs = 5000,
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let count = await locator.count();
  while (count !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    count = await locator.count();
  }
  return count;
}

/** How wide the page lays itself out; wider than a phone's viewport, the phone zooms it out. */
export function layoutWidth(page: Page): Promise<number> {
  return page.evaluate(
    () => (globalThis as unknown as PageGlobals).document.documentElement.scrollWidth,
  );
}

/** Clicks `button` and reads the file it downloads: its suggested name and its bytes. */
export async function downloaded(button: Locator): Promise<{ name: string; content: Buffer }> {
  const download = button.page().waitForEvent('download');
  await button.click();
  const file = await download;
  return { name: file.suggestedFilename(), content: readFileSync(await file.path()) };
}
