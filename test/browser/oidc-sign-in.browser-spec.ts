import { Browser, BrowserContext, Page } from 'playwright-core';
import { createAccount, createCompany } from '../support/factories';
import { platformProvidersEnv, startTestProvider, TestProvider } from '../support/oidc-provider';
import { freePort } from '../support/ports';
import { launchBrowser, newContext, screenshot } from './support/browser';
import { signedInContext } from './support/dashboard';
import { RunningProduct, startProduct } from './support/product';

/**
 * The whole redirect journey in Chromium: the portal, a certified OpenID provider on loopback
 * (standing in for Google, Microsoft and a company's IdP) and back, for an employee from the
 * start page and an administrator from the dashboard's sign-in; and the dashboard page where an
 * administrator sets up the company's SSO.
 */
describe('sign-in through providers, in the browser', () => {
  let product: RunningProduct;
  let browser: Browser;
  let google: TestProvider;
  let microsoft: TestProvider;
  let companyIdp: TestProvider;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const port = await freePort();
    const redirectUri = `http://127.0.0.1:${port}/api/auth/oidc/callback`;
    [google, microsoft, companyIdp] = await Promise.all([
      startTestProvider({ redirectUri }),
      startTestProvider({ redirectUri, kind: 'entra' }),
      startTestProvider({ redirectUri }),
    ]);
    [product, browser] = await Promise.all([
      startProduct(platformProvidersEnv({ google, microsoft }), port),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.t.close();
    await Promise.all([google, microsoft, companyIdp].map((idp) => idp?.stop()));
  });
  beforeEach(async () => {
    context = await newContext(browser, product.baseUrl, { language: 'pt-BR' });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  /** The provider's own page: who to be there, then back to the product. */
  const atProvider = async (idp: TestProvider, login: string) => {
    await page.waitForURL((url) => url.origin === new URL(idp.issuer).origin);
    await page.getByLabel('Account').fill(login);
    await page.getByRole('button', { name: 'Continue' }).click();
  };

  it('signs an employee in with Google from the start page, through the terms, home', async () => {
    const company = await createCompany(product.t.dataSource);
    const employee = await createAccount(product.t.dataSource, {
      companyId: company.id,
      name: 'Marina Costa',
      email: 'marina.costa@example.com',
      mustCreatePassword: true,
      hasAcceptedTerms: false,
    });
    google.users.set('marina', { email: employee.email as string, email_verified: true });

    await page.goto('/start-company');
    const options = page.getByRole('navigation', { name: 'Como você quer entrar?' });
    await options.getByRole('button', { name: 'Entrar com Google' }).waitFor();
    await options.getByRole('button', { name: 'Entrar com Microsoft' }).waitFor();
    expect(await options.getByRole('button', { name: 'Entrar com SSO' }).count()).toBe(0);
    await screenshot(page, 'portal', 'pt-BR', 'start-company-providers');
    await options.getByRole('button', { name: 'Entrar com Google' }).click();
    await atProvider(google, 'marina');

    await page.waitForURL('**/accept-term');
    expect(new URL(page.url()).hash).toBe('');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await page.waitForURL('**/app/user/home');
    await page.getByRole('heading', { name: 'Olá, Marina Costa!' }).waitFor();
  });

  it('brings a refusal back to the start page, said in the person’s language', async () => {
    microsoft.users.set('stranger', { email: 'nobody@example.com', xms_edov: true });
    await context.close();
    context = await newContext(browser, product.baseUrl, { language: 'en-US' });
    page = await context.newPage();
    await page.goto('/start-company');
    await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
    await atProvider(microsoft, 'stranger');
    await page.waitForURL('**/start-company?signInError=unknown');
    await page
      .getByRole('alert')
      .getByText('There is no active account with this e-mail here.', { exact: false })
      .waitFor();
    await screenshot(page, 'portal', 'en-US', 'start-company-provider-refused');
  });

  it('lets an administrator set up the company’s SSO, sign in through it from the dashboard, then require it', async () => {
    const company = await createCompany(product.t.dataSource, { has2faAuthentication: false });
    const admin = await createAccount(product.t.dataSource, {
      companyId: company.id,
      roles: ['admin'],
      name: 'Rafael Lima',
      email: 'rafael.lima@acme-sso.test',
    });
    companyIdp.users.set('rafael', { email: admin.email as string, email_verified: true });
    await signedInContext(context, product.t, admin, 'admin');

    await page.goto('/admin');
    await page.getByRole('menuitem', { name: 'Acesso por SSO' }).click();
    await page.waitForURL('**/admin/company/sso');
    await page
      .getByTestId('redirect-uri')
      .getByText(`${product.baseUrl}/api/auth/oidc/callback`)
      .waitFor();
    await page.getByLabel('Emissor (issuer)').fill(companyIdp.issuer);
    await page.getByLabel('ID do cliente (client ID)').fill(companyIdp.clientId);
    await page.getByLabel('Segredo do cliente (client secret)').fill(companyIdp.clientSecret);
    await page.getByLabel('Domínios de e-mail').fill('acme-sso.test');
    expect(await page.getByRole('switch', { name: /Exigir o SSO/ }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByText('Configurado. Ninguém entrou por ele ainda.').waitFor();
    await screenshot(page, 'dashboard', 'pt-BR', 'company-sso');

    await page.getByRole('button', { name: 'Rafael Lima' }).click();
    await page.getByRole('menuitem', { name: 'Sair', exact: true }).click();
    await page.waitForURL('**/login');
    await page.goto('/admin');
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Entrar com SSO' }).click();
    await page.getByLabel('E-mail da empresa').fill('Rafael.Lima@acme-sso.test');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await atProvider(companyIdp, 'rafael');
    await page.waitForURL(/\/admin\/?$/);

    await page.goto('/admin/company/sso');
    await page.getByText(/Configurado\. Primeira entrada em/).waitFor();
    const requireSso = page.getByRole('switch', { name: /Exigir o SSO/ });
    expect(await requireSso.isEnabled()).toBe(true);
    await requireSso.check();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByText('Acesso por SSO salvo').waitFor();
    expect(
      (
        await product.t.http
          .get('/api/admin/company/sso')
          .set('Authorization', `Bearer ${await sessionToken(page)}`)
      ).body.required,
    ).toBe(true);
  });
});

const sessionToken = (page: Page) =>
  page.evaluate(() =>
    (
      globalThis as unknown as { localStorage: { getItem(key: string): string | null } }
    ).localStorage.getItem('diversitera.token'),
  );
