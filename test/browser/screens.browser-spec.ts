import { cnpj } from 'cpf-cnpj-validator';
import { Browser, Page } from 'playwright-core';
import { createAccount, createCompany, STRONG_PASSWORD } from '../support/factories';
import { signIn } from '../support/session';
import { bearer } from '../support/tokens';
import {
  Language,
  LANGUAGES,
  launchBrowser,
  newContext,
  PageGlobals,
  screenshot,
  setSession,
} from './support/browser';
import { accessibilityViolations } from './support/a11y';
import { codeMailedTo, resetPathMailedTo } from './support/mail';
import { RunningProduct, startProduct } from './support/product';
import { ptBR } from '../../portal-ui/src/i18n/pt-BR';

const keysOf = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
const CATALOGUE_KEYS = keysOf(ptBR);

/**
 * A picture of every portal screen in each language, in
 * test-results/screenshots/portal/<lang>/<screen>.png, for review and for the README. Each page
 * also proves it renders in that language without a missing string showing its key, and passes
 * axe-core's WCAG 2.2 A/AA checks.
 */
describe('portal screens in every language', () => {
  let product: RunningProduct;
  let browser: Browser;

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.t.close();
  });

  const data = () => product.t.dataSource;

  /** Tokens for the half-way pages, made through the API as the screens would get them. */
  const interimToken = async (stage: '2fa' | 'password' | 'terms'): Promise<string> => {
    const http = product.t.http;
    if (stage === 'password') {
      const company = await createCompany(data());
      const account = await createAccount(data(), {
        companyId: company.id,
        password: null,
        mustCreatePassword: true,
        hasAcceptedTerms: false,
      });
      const started = await http
        .post('/api/user/auth/first-access')
        .send({ emailOrPhoneNumber: account.email })
        .expect(200);
      const code = await codeMailedTo(product.t, account.email as string);
      const verified = await http
        .post('/api/user/auth/2fa')
        .query({ code })
        .set(bearer(started.body.token))
        .expect(200);
      return verified.body.token;
    }
    const company = await createCompany(data(), { has2faAuthentication: stage === '2fa' });
    const account = await createAccount(data(), {
      companyId: company.id,
      hasAcceptedTerms: stage !== 'terms',
    });
    const login = await http
      .post('/api/user/auth/local')
      .send({ emailOrPhoneNumber: account.email, password: STRONG_PASSWORD })
      .expect(200);
    if (stage === '2fa') await codeMailedTo(product.t, account.email as string);
    return login.body.token;
  };

  const resetPath = async (): Promise<string> => {
    const account = await createAccount(data(), { companyId: (await createCompany(data())).id });
    await product.t.http
      .post('/api/user/auth/password-recovery')
      .send({ emailOrPhoneNumber: account.email })
      .expect(200);
    return resetPathMailedTo(product.t, account.email as string);
  };

  /** i18next shows the key of a missing string: none of the catalogue's keys may be on screen. */
  const expectTranslated = async (page: Page) => {
    const text = await page.locator('body').innerText();
    expect(CATALOGUE_KEYS.filter((key) => text.includes(key))).toEqual([]);
  };

  it.each(LANGUAGES)('captures every screen in %s', async (language: Language) => {
    const context = await newContext(browser, product.baseUrl, { language });
    const page = await context.newPage();
    const shoot = async (name: string) => {
      await page.locator('h1').first().waitFor();
      await expectTranslated(page);
      expect({ name, violations: await accessibilityViolations(page) }).toEqual({
        name,
        violations: [],
      });
      await screenshot(page, 'portal', language, name);
    };

    for (const [name, path] of [
      ['start-company', '/start-company'],
      ['login', '/login'],
      ['business-signup', '/business-signup'],
      ['forgot-pass', '/forgot-pass'],
      ['first-access', '/first-access'],
      ['error', '/error'],
      ['not-found', '/pagina-que-nao-existe'],
    ]) {
      await page.goto(path);
      await shoot(name);
    }

    await page.goto('/login');
    await page.locator('[type=submit]').click();
    await page.locator('.field-error').first().waitFor();
    await shoot('login-invalid');

    await page.goto('/business-signup');
    await page.locator('.tooltip').hover();
    await page.getByRole('tooltip').waitFor();
    await shoot('business-signup-tooltip');
    await page.locator('.footer-links button').first().click();
    await page.getByRole('dialog').waitFor();
    await shoot('business-signup-terms');
    await page.keyboard.press('Escape');
    await page.locator('#contactName').fill('Ana Souza');
    await page.locator('#contactPhone').pressSequentially('11987654321');
    await page.locator('#contactEmail').fill(`ana.${language}@example.com`);
    await page.locator('#companyName').fill('Empresa Exemplo Ltda');
    await page.locator('#cnpj').pressSequentially(cnpj.generate());
    await page.locator('[type=submit]').click();
    await page.getByRole('dialog').waitFor();
    await shoot('business-signup-success');

    await page.goto('/forgot-pass');
    await page.locator('#emailOrPhoneNumber').fill('pessoa@example.com');
    await page.locator('[type=submit]').click();
    await page.locator('.notice-success').waitFor();
    await shoot('forgot-pass-sent');

    await page.goto(await resetPath());
    await page.locator('#password').fill('Tucano#Azul42');
    // Every rule met but the confirmation, the common-password list included once it arrives.
    await page.locator('[data-rule="ruleCommon"].met').waitFor();
    await shoot('reset-password');
    await page.goto('/reset-password/ja-utilizado');
    await page.locator('.notice-error').waitFor();
    await shoot('reset-password-expired');

    await setSession(page, { interimToken: await interimToken('2fa') });
    await page.goto('/2fa');
    await shoot('2fa');
    await setSession(page, { interimToken: await interimToken('password') });
    await page.goto('/create-password');
    await shoot('create-password');
    await setSession(page, { interimToken: await interimToken('terms') });
    await page.goto('/accept-term');
    await shoot('accept-term');

    const company = await createCompany(data(), { has2faAuthentication: false });
    const employee = await createAccount(data(), {
      companyId: company.id,
      name: 'Beatriz Nascimento',
      phone: '+5511987654321',
    });
    await setSession(page, {
      token: await signIn(product.t, employee, 'user'),
      interimToken: null,
    });
    await page.goto('/app/user/home');
    await shoot('app-user-home');
    await page.goto('/app/user/data');
    await page.locator('.details').waitFor();
    await shoot('app-user-data');
    await context.close();

    // A first visit: the language modal, previewing the browser's language.
    const fresh = await newContext(browser, product.baseUrl);
    const first = await fresh.newPage();
    await first.goto('/start-company');
    await first.getByRole('dialog').waitFor();
    await first.locator(`input[value="${language}"]`).check();
    await first.locator('h1').waitFor();
    expect(await accessibilityViolations(first)).toEqual([]);
    await screenshot(first, 'portal', language, 'language-modal');
    await fresh.close();
  });

  it('fits a phone screen', async () => {
    const context = await newContext(browser, product.baseUrl, { language: 'pt-BR', mobile: true });
    const page = await context.newPage();
    const company = await createCompany(data(), { has2faAuthentication: false });
    const employee = await createAccount(data(), { companyId: company.id, name: 'Lia Campos' });
    const pages = [
      ['mobile-start-company', '/start-company'],
      ['mobile-login', '/login'],
      ['mobile-business-signup', '/business-signup'],
      ['mobile-app-user-home', '/app/user/home'],
      ['mobile-app-user-data', '/app/user/data'],
    ];
    for (const [name, path] of pages) {
      if (path.startsWith('/app/')) {
        await setSession(page, { token: await signIn(product.t, employee, 'user') });
      }
      await page.goto(path);
      await page.locator('h1').waitFor();
      // Nothing wider than the screen: no sideways scrolling on a phone.
      const width = await page.evaluate(
        () => (globalThis as unknown as PageGlobals).document.documentElement.scrollWidth,
      );
      expect({ name, width }).toEqual({ name, width: 390 });
      await screenshot(page, 'portal', 'pt-BR', name);
    }
    await context.close();
  });
});
