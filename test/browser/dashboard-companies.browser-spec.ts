import { Browser, BrowserContext, Page } from 'playwright-core';
import { createAccount, createCompany, makeCnpj, makePhone } from '../support/factories';
import { launchBrowser, newContext, screenshot } from './support/browser';
import { field, notified, signedInContext } from './support/dashboard';
import { RunningProduct, startProduct } from './support/product';

/** A 1×1 PNG: the server checks logos by their content, not their name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEhQGA3ldQYQAAAABJRU5ErkJggg==',
  'base64',
);

describe('dashboard: company records and administrators', () => {
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

  it('creates a company with a logo, shows server field errors, edits and deletes it', async () => {
    const owner = await createAccount(product.t.dataSource, { roles: ['super'] });
    await signedInContext(context, product.t, owner, 'super');
    await page.goto('/super/company/create');
    await field(page, 'Razão Social').fill('Pau-Brasil Cosméticos Ltda');
    // Passes the browser's checks, fails the check digits on the server.
    await field(page, 'CNPJ').fill('11.222.333/0001-80');
    await page.getByLabel('Tipo de empresa').click();
    await page.getByRole('option', { name: 'Sociedade Limitada (Ltda.)' }).click();
    await page.getByLabel('Plano').click();
    await page.getByRole('option', { name: 'Essencial' }).click();
    await page.getByLabel('Fim da assinatura').fill('2027-12-31');
    await field(page, 'Nome do administrador').fill('Sérgio Paiva');
    await field(page, 'E-mail do administrador').fill('sergio.paiva@example.com');
    await page.locator('input[type=file]').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.getByRole('img', { name: 'logo.png' }).waitFor();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await notified(page, 'Existem campos obrigatórios que devem ser preenchidos.');
    await notified(page, 'CNPJ: CNPJ inválido.');
    expect(await field(page, 'CNPJ').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'dashboard', 'pt-BR', 'company-create-errors');

    const cnpj = makeCnpj();
    await field(page, 'CNPJ').fill(cnpj);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Pau-Brasil Cosméticos Ltda').first().waitFor();
    await page.waitForURL(/\/super\/company\/[0-9a-f-]+\/show$/);
    await page.getByText('Sociedade Limitada (Ltda.)').waitFor();
    const logo = page.locator('img[src*="/api/public/company/"]');
    await logo.waitFor();
    expect(
      await logo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
    ).toBe(1);

    await page.getByRole('link', { name: 'Editar' }).click();
    await page.waitForURL(/\/super\/company\/[0-9a-f-]+$/);
    await field(page, 'Razão Social').fill('Pau-Brasil Cosméticos S.A.');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Pau-Brasil Cosméticos S.A.').first().waitFor();

    await page.getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await page.waitForURL('**/super/company');
    await notified(page, 'Registro excluído');
    expect(await page.getByText('Pau-Brasil Cosméticos S.A.').count()).toBe(0);
  });

  it('rejects an account request with a reason, then finds it among the rejected', async () => {
    const owner = await createAccount(product.t.dataSource, { roles: ['super'] });
    await signedInContext(context, product.t, owner, 'super');
    await product.t.http
      .post('/api/user/company/request')
      .send({
        contactName: 'Vera Lúcia',
        contactPhone: makePhone(),
        contactEmail: 'vera@example.com',
        companyName: 'Umbu Comércio ME',
        cnpj: makeCnpj(),
      })
      .expect(201);
    await page.goto('/super/company-request');
    const row = page.getByRole('row').filter({ hasText: 'Umbu Comércio ME' });
    await row.getByRole('button', { name: 'Recusar' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Motivo (opcional)' }).fill('CNPJ inativo.');
    await dialog.getByRole('button', { name: 'Recusar' }).click();
    await notified(page, 'Solicitação de Umbu Comércio ME recusada.');
    await row.waitFor({ state: 'detached' });

    await page.getByLabel('Situação').click();
    await page.getByRole('option', { name: 'Recusada' }).click();
    await row.getByText('Recusada').waitFor();
    await row.click();
    await page.getByText('CNPJ inativo.').waitFor();
  });

  it('invites, edits and deactivates a company administrator', async () => {
    const company = await createCompany(product.t.dataSource, { has2faAuthentication: false });
    const admin = await createAccount(product.t.dataSource, {
      companyId: company.id,
      roles: ['admin'],
    });
    await signedInContext(context, product.t, admin, 'admin');
    await page.goto('/admin/admin-user');
    await page.getByRole('link', { name: 'Convidar administrador' }).click();
    await page.waitForURL('**/admin/admin-user/create');
    await field(page, 'Nome').fill('Tainá Rocha');
    await field(page, 'E-mail').fill('taina.rocha@example.com');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Tainá Rocha' });
    await row.waitFor();
    await product.t.smtp.waitFor('taina.rocha@example.com', (mail) =>
      mail.text.includes('/first-access?as=admin'),
    );

    await row.getByRole('link', { name: 'Editar' }).click();
    await page.waitForURL(/\/admin\/admin-user\/[0-9a-f-]+$/);
    await field(page, 'Telefone').fill('+55 21 99876-5432');
    await page.getByRole('button', { name: 'Salvar' }).click();
    // Stored bare, shown with the form's mask.
    await row.getByText('+55 21 99876-5432').waitFor();

    await row.getByRole('button', { name: 'Desativar' }).click();
    await page.getByRole('dialog').getByText('Desativar Tainá Rocha?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await notified(page, 'Administrador desativado');
    // The list shows active administrators by default.
    await row.waitFor({ state: 'detached' });
  });
});
