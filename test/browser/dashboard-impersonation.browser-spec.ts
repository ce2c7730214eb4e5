import { Browser, BrowserContext, Page } from 'playwright-core';
import { createAccount, createCompany } from '../support/factories';
import { launchBrowser, newContext, PageGlobals, screenshot } from './support/browser';
import {
  field,
  notified,
  signedInContext,
  stored,
  storedClaims,
  waitForClaim,
} from './support/dashboard';
import { RunningProduct, startProduct } from './support/product';

describe('dashboard: impersonation, languages and module gates', () => {
  let product: RunningProduct;
  let browser: Browser;
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
    context = await newContext(browser, product.baseUrl, { language: 'pt-BR' });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  it('lets the owner act as a company and come back with their own session', async () => {
    const company = await createCompany(product.t.dataSource, {
      companyName: 'Jacarandá Alimentos S.A.',
    });
    await createAccount(product.t.dataSource, { companyId: company.id, roles: ['admin'] });
    const owner = await createAccount(product.t.dataSource, { roles: ['super'] });
    const ownerToken = await signedInContext(context, product.t, owner, 'super');

    await page.goto('/super/company');
    const row = page.getByRole('row').filter({ hasText: 'Jacarandá Alimentos S.A.' });
    await row.getByRole('button', { name: 'Acessar como empresa' }).click();
    await page.waitForURL(/\/admin\/?$/);
    await page.getByText('Você está acessando como Jacarandá Alimentos S.A.').waitFor();
    expect(await stored(page, 'diversitera.ownerToken')).toBe(ownerToken);
    expect(await storedClaims(page)).toMatchObject({
      role: 'admin',
      companyId: company.id,
      impersonatedBy: owner.id,
    });
    await screenshot(page, 'dashboard', 'pt-BR', 'impersonation');

    // Opening the owner's dashboard while acting as the company leads back to the company's,
    // both sessions kept.
    const companyToken = await stored(page, 'diversitera.token');
    await page.goto('/super/company');
    await page.waitForURL(/\/admin\/?$/);
    await page.getByText('Você está acessando como Jacarandá Alimentos S.A.').waitFor();
    expect(await stored(page, 'diversitera.token')).toBe(companyToken);
    expect(await stored(page, 'diversitera.ownerToken')).toBe(ownerToken);

    await page.getByRole('button', { name: 'Voltar ao painel da plataforma' }).click();
    await page.waitForURL('**/super/company');
    await row.waitFor();
    expect(await stored(page, 'diversitera.token')).toBe(ownerToken);
    expect(await stored(page, 'diversitera.ownerToken')).toBeNull();
  });

  it('switches to English, saves the choice on the account and shows server errors on fields', async () => {
    const company = await createCompany(product.t.dataSource, { has2faAuthentication: false });
    const admin = await createAccount(product.t.dataSource, {
      companyId: company.id,
      roles: ['admin'],
      name: 'Rita Campos',
    });
    await signedInContext(context, product.t, admin, 'admin');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Olá, Rita Campos!' }).waitFor();

    await page.getByRole('button', { name: 'Português (Brasil)' }).click();
    await page.getByRole('menuitem', { name: 'English (United States)' }).click();
    await page.getByRole('heading', { name: 'Hello, Rita Campos!' }).waitFor();
    await page.getByRole('menuitem', { name: 'Organizations' }).waitFor();
    expect(await stored(page, 'i18nextLng')).toBe('en-US');
    expect(
      await page.evaluate(
        () => (globalThis as unknown as PageGlobals).document.documentElement.lang,
      ),
    ).toBe('en-US');
    // The account keeps it: the answered token carries the new language.
    await waitForClaim(page, 'languageId', 2);

    await page.reload();
    await page.getByRole('heading', { name: 'Hello, Rita Campos!' }).waitFor();
    await screenshot(page, 'dashboard', 'en-US', 'admin-home-after-switch');

    // A 400 from the server lands on its field, in English.
    await page.getByRole('menuitem', { name: 'Contacts' }).click();
    await page.waitForURL('**/admin/contact');
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL('**/admin/contact/create');
    await field(page, 'Name').fill('Joel Prado');
    await field(page, 'Phone').fill('12345');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Invalid phone. Use the format +55 99 99999-9999.').waitFor();
    expect(await field(page, 'Phone').getAttribute('aria-invalid')).toBe('true');
    await notified(page, 'The form is not valid. Please check for errors');
  });

  it('signs out from the user menu: the session keys go, the language stays', async () => {
    const company = await createCompany(product.t.dataSource, { has2faAuthentication: false });
    const admin = await createAccount(product.t.dataSource, {
      companyId: company.id,
      roles: ['admin'],
      name: 'Otávio Reis',
    });
    await signedInContext(context, product.t, admin, 'admin');
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Otávio Reis' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL('**/login');
    expect(await stored(page, 'diversitera.token')).toBeNull();
    expect(await stored(page, 'diversitera.redirectTo')).toBeNull();
    expect(await stored(page, 'i18nextLng')).toBe('pt-BR');
  });

  it('sends an administrator without the module away from its pages (spec §6)', async () => {
    const company = await createCompany(product.t.dataSource, {
      has2faAuthentication: false,
      modules: ['Company'],
    });
    const admin = await createAccount(product.t.dataSource, {
      companyId: company.id,
      roles: ['admin'],
    });
    await signedInContext(context, product.t, admin, 'admin');
    await page.goto('/admin');
    await page.getByRole('menuitem', { name: 'Contatos' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Administradores' }).count()).toBe(0);
    await page.goto('/admin/admin-user');
    await page.waitForURL((url) => !url.pathname.startsWith('/admin/admin-user'));
  });

  it('shows the expired subscription and that surveys cannot be sent', async () => {
    const company = await createCompany(product.t.dataSource, {
      has2faAuthentication: false,
      subscriptionEndDate: '2024-01-31',
    });
    const admin = await createAccount(product.t.dataSource, {
      companyId: company.id,
      roles: ['admin'],
    });
    await signedInContext(context, product.t, admin, 'admin');
    await page.goto('/admin');
    await page
      .getByRole('alert')
      .getByText('A assinatura da empresa expirou em 31/01/2024. Não é possível enviar pesquisas')
      .waitFor();
  });
});
