import { Browser, BrowserContext, Page } from 'playwright-core';
import { createAccount, createCompany } from '../support/factories';
import { launchBrowser, newContext, settledCount } from './support/browser';
import { codeMailedTo } from './support/mail';
import { RunningProduct, startProduct } from './support/product';

describe('portal: first access (code, password, terms, home)', () => {
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

  it('walks from the start page to the home page', async () => {
    const company = await createCompany(product.t.dataSource);
    const account = await createAccount(product.t.dataSource, {
      companyId: company.id,
      name: 'Joana Prado',
      password: null,
      mustCreatePassword: true,
      hasAcceptedTerms: false,
    });
    await page.goto('/start-company');
    await page.getByRole('heading', { name: 'Acesso para colaboradores' }).waitFor();
    await page.getByRole('link', { name: 'Primeiro acesso' }).click();
    await page.getByRole('heading', { name: 'Primeiro acesso' }).waitFor();
    await page.getByLabel('E-mail ou telefone').fill(account.email as string);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await page.waitForURL('**/2fa');

    // A wrong code first: the server's message shows on the field.
    const code = await codeMailedTo(product.t, account.email as string);
    await page.getByLabel('Código').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await page.locator('#code-error').getByText('Código inválido').waitFor();
    await page.getByLabel('Código').fill(code);
    await page.getByRole('button', { name: 'Confirmar' }).click();

    await page.waitForURL('**/create-password');
    await page.getByRole('heading', { name: 'Crie sua senha' }).waitFor();
    await page.getByLabel('Nova senha', { exact: true }).fill('Girassol#Alto58');
    await page.getByLabel('Confirme a nova senha').fill('Girassol#Alto58');
    expect(await settledCount(page.locator('.checklist li.met'), 6)).toBe(6);
    await page.getByRole('button', { name: 'Salvar senha' }).click();

    await page.waitForURL('**/accept-term');
    const confirm = page.getByRole('button', { name: 'Confirmar' });
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByRole('checkbox').check();
    expect(await confirm.isEnabled()).toBe(true);
    await confirm.click();

    await page.waitForURL('**/app/user/home');
    await page.getByRole('heading', { name: 'Olá, Joana Prado!' }).waitFor();
  });

  it('asks for the e-mail or phone by name when the field is empty', async () => {
    await page.goto('/first-access');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Campo e-mail ou telefone é obrigatório', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/first-access');
  });
});
