import { Browser, BrowserContext, Page } from 'playwright-core';
import { createAccount, makeCnpj, makePhone } from '../support/factories';
import { linkIn } from '../support/smtp';
import { launchBrowser, newContext, screenshot } from './support/browser';
import { field, notified, signInOnPortal, stored, storedClaims } from './support/dashboard';
import { codeMailedTo } from './support/mail';
import { RunningProduct, startProduct } from './support/product';

/**
 * The whole onboarding of a customer through the dashboard: the owner creates a plan and
 * approves an account request; the new administrator's first access ends in the dashboard,
 * where they go through the setup wizard and add a department and a contact.
 */
describe('dashboard: from an account request to a set-up company', () => {
  let product: RunningProduct;
  let browser: Browser;
  let owner: BrowserContext;
  let page: Page;
  const companyName = 'Ipê Amarelo Tecnologia Ltda';
  const adminEmail = 'clara.ipe@example.com';

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
    owner = await newContext(browser, product.baseUrl, { language: 'pt-BR' });
    page = await owner.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.t.close();
  });

  it('sends the owner through the portal sign-in and back to /super', async () => {
    const account = await createAccount(product.t.dataSource, {
      roles: ['super'],
      name: 'Dona da Plataforma',
    });
    await page.goto('/super/company');
    await page.waitForURL('**/login');
    expect(await stored(page, 'diversitera.redirectTo')).toBe('/super/company');
    expect(await stored(page, 'diversitera.product')).toBe('super');
    await signInOnPortal(page, product.t, account.email as string);
    await page.waitForURL('**/super/company');
    await page.getByRole('heading', { name: 'Empresas', exact: true }).waitFor();
    expect(await storedClaims(page)).toMatchObject({ role: 'super', stage: 'full' });
  });

  it('creates a plan', async () => {
    await page.getByRole('menuitem', { name: 'Planos', exact: true }).click();
    await page.waitForURL('**/super/plan');
    // The platform starts with its standard plans.
    await page.getByRole('cell', { name: 'Essencial' }).waitFor();
    await page.getByRole('link', { name: 'Criar', exact: true }).click();
    await page.waitForURL('**/super/plan/create');
    await field(page, 'Nome').fill('Inclusão Total');
    for (const module of ['Colaboradores', 'Pesquisas', 'Administradores', 'Relatórios']) {
      await page.getByRole('checkbox', { name: module }).check();
    }
    await page.getByRole('spinbutton', { name: 'Limite de colaboradores' }).fill('250');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByRole('cell', { name: 'Inclusão Total' }).waitFor();
    await screenshot(page, 'dashboard', 'pt-BR', 'plans');
  });

  it('approves an account request with a plan and an end date', async () => {
    await product.t.http
      .post('/api/user/company/request')
      .send({
        contactName: 'Clara Ipê',
        contactPhone: makePhone(),
        contactEmail: adminEmail,
        companyName,
        cnpj: makeCnpj(),
      })
      .expect(201);
    await page.getByRole('menuitem', { name: 'Solicitações de conta' }).click();
    await page.waitForURL('**/super/company-request');
    const row = page.getByRole('row').filter({ hasText: companyName });
    await row.getByRole('button', { name: 'Aprovar', exact: true }).waitFor();
    // A browser's "offline" hint (a network interface that flaps) must not stall the dashboard.
    await page.evaluate("dispatchEvent(new Event('offline'))");
    await row.getByRole('button', { name: 'Aprovar', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: `Aprovar a conta de ${companyName}` }).waitFor();
    await screenshot(page, 'dashboard', 'pt-BR', 'account-request-approve');
    await dialog.getByLabel('Plano').click();
    await page.getByRole('option', { name: 'Inclusão Total' }).click();
    await dialog.getByRole('button', { name: 'Aprovar', exact: true }).click();
    await notified(page, `Conta de ${companyName} aprovada`);
    await row.waitFor({ state: 'detached' });

    await page.getByRole('menuitem', { name: 'Empresas', exact: true }).click();
    await page.waitForURL('**/super/company');
    const company = page.getByRole('row').filter({ hasText: companyName });
    await company.getByText('Inclusão Total').waitFor();
    await screenshot(page, 'dashboard', 'pt-BR', 'companies');
    await company.getByText('Ativa').waitFor();
  });

  it('lets the new administrator in through first access, into the dashboard', async () => {
    const mail = await product.t.smtp.waitFor(adminEmail, (message) =>
      message.text.includes('/first-access'),
    );
    const admin = await newContext(browser, product.baseUrl, { language: 'pt-BR' });
    const adminPage = await admin.newPage();
    const link = new URL(linkIn(mail, '/first-access'));
    await adminPage.goto(link.pathname + link.search);
    await adminPage.getByLabel('E-mail ou telefone').fill(adminEmail);
    await adminPage.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await adminPage.waitForURL('**/2fa');
    await adminPage.getByLabel('Código').fill(await codeMailedTo(product.t, adminEmail));
    await adminPage.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await adminPage.waitForURL('**/create-password');
    await adminPage.getByLabel('Nova senha', { exact: true }).fill('Girassol#Alto58');
    await adminPage.getByLabel('Confirme a nova senha').fill('Girassol#Alto58');
    await adminPage.getByRole('button', { name: 'Salvar senha' }).click();
    await adminPage.waitForURL('**/accept-term');
    await adminPage.getByRole('checkbox').check();
    await adminPage.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await adminPage.waitForURL(/\/admin\/?$/);
    await adminPage.getByRole('heading', { name: 'Olá, Clara Ipê!' }).waitFor();
    await adminPage.getByText('0 de 5 etapas da configuração concluídas').waitFor();
    expect(await storedClaims(adminPage)).toMatchObject({
      role: 'admin',
      companyName,
      isSetupComplete: false,
    });
    page = adminPage;
  });

  it('walks the setup wizard: about, organization, department, contact, questions', async () => {
    await page.getByRole('link', { name: 'Continuar a configuração' }).click();
    await page.getByRole('heading', { name: 'Configuração inicial' }).first().waitFor();

    // About: the company type, the address, state and city.
    await page.getByLabel('Tipo de empresa').click();
    await page.getByRole('option', { name: 'Sociedade Limitada (Ltda.)' }).click();
    await field(page, 'CEP').fill('01310-100');
    await field(page, 'Logradouro').fill('Avenida Paulista');
    await field(page, 'Número').fill('1000');
    await field(page, 'Bairro').fill('Bela Vista');
    await page.getByLabel('Estado').click();
    await page.getByRole('option', { name: 'São Paulo (SP)' }).click();
    await page.getByLabel('Cidade').fill('São Paulo');
    await page.getByRole('option', { name: 'São Paulo', exact: true }).click();
    await screenshot(page, 'dashboard', 'pt-BR', 'setup-about');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await notified(page, 'Dados da empresa salvos');

    // Organizations.
    await page.getByText('Cadastre ao menos uma organização').waitFor();
    await field(page, 'Nome').fill('Matriz São Paulo');
    await page.getByLabel('Tipo de organização').click();
    await page.getByRole('option', { name: 'Matriz', exact: true }).click();
    await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await page.getByRole('listitem').filter({ hasText: 'Matriz São Paulo' }).waitFor();
    await page.getByRole('button', { name: 'Próxima etapa' }).click();

    // Departments.
    await field(page, 'Nome').fill('Recursos Humanos');
    await page.getByLabel('Organização').click();
    await page.getByRole('option', { name: 'Matriz São Paulo' }).click();
    await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await page.getByRole('listitem').filter({ hasText: 'Recursos Humanos' }).waitFor();
    await page.getByRole('button', { name: 'Próxima etapa' }).click();

    // Contacts.
    await field(page, 'Nome').fill('Marina Lima');
    await field(page, 'E-mail').fill('marina.lima@example.com');
    await field(page, 'Cargo').fill('Gerente de RH');
    await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await page.getByRole('listitem').filter({ hasText: 'Marina Lima' }).waitFor();
    await page.getByRole('button', { name: 'Próxima etapa' }).click();

    // Initial questions.
    await field(page, 'Setor de atuação').fill('Tecnologia');
    await page.getByLabel('Número de colaboradores').click();
    await page.getByRole('option', { name: '100-499' }).click();
    await page.getByLabel('A empresa tem um comitê de diversidade').check();
    await field(page, 'Objetivos').fill('Chegar a 40% de mulheres na liderança até 2028.');
    await screenshot(page, 'dashboard', 'pt-BR', 'setup-questions');
    await page.getByRole('button', { name: 'Concluir configuração' }).click();
    await notified(page, 'Configuração concluída');
    await page.getByText('5 de 5 etapas da configuração concluídas').waitFor();
    expect(await storedClaims(page)).toMatchObject({
      isSetupComplete: true,
      isAboutComplete: true,
    });
    await screenshot(page, 'dashboard', 'pt-BR', 'admin-home');
  });

  it('adds a department and a contact from their own pages', async () => {
    await page.getByRole('menuitem', { name: 'Departamentos' }).click();
    await page.waitForURL('**/admin/department');
    await page.getByRole('cell', { name: 'Recursos Humanos' }).waitFor();
    await page.getByRole('link', { name: 'Criar', exact: true }).click();
    await page.waitForURL('**/admin/department/create');
    await field(page, 'Nome').fill('Engenharia');
    await page.getByLabel('Organização').click();
    await page.getByRole('option', { name: 'Matriz São Paulo' }).click();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByRole('cell', { name: 'Engenharia' }).waitFor();
    await screenshot(page, 'dashboard', 'pt-BR', 'departments');

    await page.getByRole('menuitem', { name: 'Contatos', exact: true }).click();
    await page.waitForURL('**/admin/contact');
    await page.getByRole('link', { name: 'Criar', exact: true }).click();
    await page.waitForURL('**/admin/contact/create');
    await field(page, 'Nome').fill('Paulo Reis');
    await field(page, 'E-mail').fill('paulo.reis@example.com');
    // Punctuated as it is typed, as the employees' cell phone is.
    await field(page, 'Telefone').pressSequentially('11987654321');
    expect(await field(page, 'Telefone').inputValue()).toBe('+55 11 98765-4321');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByRole('cell', { name: 'Paulo Reis' }).waitFor();
    await page.getByRole('cell', { name: 'Marina Lima' }).waitFor();
  });
});
