import { cnpj } from 'cpf-cnpj-validator';
import { Browser, BrowserContext, Page } from 'playwright-core';
import { createCompany } from '../support/factories';
import { launchBrowser, newContext, settledCount } from './support/browser';
import { RunningProduct, startProduct } from './support/product';

type FocusGlobals = { document: { activeElement: { tagName: string } | null } };

describe('portal: business sign-up (/business-signup)', () => {
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
    await page.goto('/business-signup');
  });
  afterEach(() => context.close());

  const fill = async (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) {
      const input = page.getByLabel(label, { exact: true });
      await input.fill('');
      // Typed key by key, as a person would, so the masks format the value.
      await input.pressSequentially(value);
    }
  };

  it('sends a request with an alphanumeric CNPJ and shows the success modal', async () => {
    const alphanumeric = cnpj.generate({ formatted: false }).toLowerCase();
    await fill({
      Nome: 'Ana Souza',
      Telefone: '11987654321',
      'E-mail': 'ana.souza@example.com',
      'Razão Social': 'Empresa Exemplo Ltda',
      CNPJ: alphanumeric,
    });
    // The masks punctuate, and the CNPJ's letters are kept upper-case.
    expect(await page.getByLabel('Telefone').inputValue()).toBe('+55 11 98765-4321');
    expect(await page.getByLabel('CNPJ', { exact: true }).inputValue()).toBe(
      cnpj.format(alphanumeric.toUpperCase()),
    );
    await page.getByRole('button', { name: 'Enviar' }).click();

    const modal = page.getByRole('dialog', { name: 'Dados enviados!' });
    await modal.getByText('Recebemos seus dados. Em breve entraremos em contato.').waitFor();
    const [row] = await product.t.dataSource.query(
      'SELECT contact_phone, cnpj FROM company_request WHERE contact_email = $1',
      ['ana.souza@example.com'],
    );
    expect(row).toEqual({ contact_phone: '+5511987654321', cnpj: alphanumeric.toUpperCase() });
    await page.keyboard.press('Escape');
    expect(await settledCount(page.getByRole('dialog'), 0)).toBe(0);
    expect(await page.getByLabel('Nome', { exact: true }).inputValue()).toBe('');
    // The button that opened the modal went with the emptied form: focus lands on the heading.
    expect(
      await page.evaluate(
        () => (globalThis as unknown as FocusGlobals).document.activeElement?.tagName,
      ),
    ).toBe('H1');
  });

  it('says in the caller’s language that the CNPJ is already registered', async () => {
    const company = await createCompany(product.t.dataSource);
    await fill({
      Nome: 'Ana Souza',
      Telefone: '11987654321',
      'E-mail': 'ana.repetida@example.com',
      'Razão Social': 'Empresa Repetida Ltda',
      CNPJ: company.cnpj,
    });
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page
      .getByRole('alert')
      .getByText('Já existe uma empresa cadastrada com este CNPJ.', { exact: true })
      .waitFor();
    expect(await settledCount(page.getByText(/Request failed/), 0)).toBe(0);
  });

  it('shows the CNPJ help on mouse enter and on focus, and hides it on leave', async () => {
    const help = page.getByRole('button', { name: 'Mais informações' });
    await help.hover();
    await page.getByRole('tooltip').waitFor();
    await page.mouse.move(0, 0);
    expect(await settledCount(page.getByRole('tooltip'), 0)).toBe(0);
    await page.getByLabel('CNPJ', { exact: true }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.getByRole('tooltip').waitFor();
    expect(await help.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('asks for every field, then names what is wrong', async () => {
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByRole('alert').getByText('Preencha todos os campos.').waitFor();
    expect(await settledCount(page.getByText('Campo obrigatório.'), 5)).toBe(5);

    await fill({
      Nome: 'Ana Souza',
      Telefone: '1198765',
      'E-mail': 'ana.souza@',
      'Razão Social': 'Empresa Exemplo Ltda',
      CNPJ: '11222333000100',
    });
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByRole('alert').getByText('Preencha os campos corretamente.').waitFor();
    await page.getByText('Telefone inválido. Use o formato +55 99 99999-9999.').waitFor();
    await page.getByText('E-mail inválido.').waitFor();
    await page.getByText('CNPJ inválido.').waitFor();
    expect(await page.getByLabel('Nome', { exact: true }).getAttribute('aria-invalid')).toBe(
      'false',
    );
  });

  it('shows the server\u2019s field errors as "field: message" lines', async () => {
    // Passes the client's loose e-mail shape; the server refuses a one-letter top-level domain.
    await fill({
      Nome: 'Ana Souza',
      Telefone: '11987654321',
      'E-mail': 'ana@example.c',
      'Razão Social': 'Empresa Exemplo Ltda',
      CNPJ: cnpj.generate(),
    });
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page
      .getByRole('alert')
      .getByText(/^E-mail: /)
      .waitFor();
    expect(await page.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
  });

  it('opens the terms and contact modals from the footer', async () => {
    await page.getByRole('button', { name: 'Termos de uso' }).click();
    await page.getByRole('dialog', { name: 'Termos de uso' }).waitFor();
    await page.getByRole('button', { name: 'Fechar' }).click();
    await page.getByRole('button', { name: 'Contato' }).click();
    await page.getByRole('dialog', { name: 'Contato' }).getByRole('link').waitFor();
  });
});
