import { Browser } from 'playwright-core';
import { createAccount, createCompany, makeCnpj, makePhone } from '../support/factories';
import { bearer } from '../support/tokens';
import {
  Language,
  LANGUAGES,
  launchBrowser,
  layoutWidth,
  newContext,
  screenshot,
} from './support/browser';
import { accessibilityViolations } from './support/a11y';
import { signedInContext } from './support/dashboard';
import { RunningProduct, startProduct } from './support/product';

/** Page headings per language, to know each screen has settled before its screenshot. */
const HEADINGS: Record<Language, Record<string, string>> = {
  'pt-BR': {
    companies: 'Empresas',
    requests: 'Solicitações de conta',
    plans: 'Planos',
    contacts: 'Contatos',
    departments: 'Departamentos',
    organizations: 'Organizações',
    admins: 'Administradores',
    setup: 'Configuração inicial',
  },
  'en-US': {
    companies: 'Companies',
    requests: 'Account requests',
    plans: 'Plans',
    contacts: 'Contacts',
    departments: 'Departments',
    organizations: 'Organizations',
    admins: 'Administrators',
    setup: 'Initial setup',
  },
  'es-ES': {
    companies: 'Empresas',
    requests: 'Solicitudes de cuenta',
    plans: 'Planes',
    contacts: 'Contactos',
    departments: 'Departamentos',
    organizations: 'Organizaciones',
    admins: 'Administradores',
    setup: 'Configuración inicial',
  },
};

/** The main dashboard screens in each language, for review (test-results/screenshots/dashboard). */
describe('dashboard: main screens in each language', () => {
  let product: RunningProduct;
  let browser: Browser;
  let ownerEmail: string;
  let adminEmail: string;

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
    const { t } = product;
    for (const name of ['Aroeira Têxtil Ltda', 'Buriti Energia S.A.', 'Cambuci Serviços ME']) {
      await createCompany(t.dataSource, { companyName: name, subscriptionEndDate: '2027-06-30' });
    }
    await t.http
      .post('/api/user/company/request')
      .send({
        contactName: 'Davi Nogueira',
        contactPhone: makePhone(),
        contactEmail: 'davi@example.com',
        companyName: 'Embaúba Logística Ltda',
        cnpj: makeCnpj(),
      })
      .expect(201);
    const owner = await createAccount(t.dataSource, { roles: ['super'] });
    ownerEmail = owner.email as string;

    const company = await createCompany(t.dataSource, {
      companyName: 'Figueira Educação Ltda',
      has2faAuthentication: false,
      subscriptionEndDate: '2027-06-30',
    });
    const admin = await createAccount(t.dataSource, {
      companyId: company.id,
      roles: ['admin'],
      name: 'Helena Duarte',
    });
    adminEmail = admin.email as string;
    const { signIn } = await import('../support/session');
    const token = await signIn(t, admin, 'admin');
    const organization = await t.http
      .post('/api/admin/company/organization')
      .set(bearer(token))
      .send({ name: 'Matriz Recife' })
      .expect(201);
    for (const name of ['Pessoas e Cultura', 'Tecnologia', 'Operações']) {
      await t.http
        .post('/api/admin/company/department')
        .set(bearer(token))
        .send({ name, encryptedOrganizationId: organization.body.id })
        .expect(201);
    }
    await t.http
      .post('/api/admin/company/contact')
      .set(bearer(token))
      .send({ name: 'Igor Sales', email: 'igor@example.com', position: 'Diretor de RH' })
      .expect(201);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.t.close();
  });

  it.each(LANGUAGES)('the owner’s screens in %s', async (language) => {
    const context = await newContext(browser, product.baseUrl, { language });
    const owner = await product.t.dataSource
      .getRepository('Account')
      .findOneByOrFail({ email: ownerEmail });
    await signedInContext(context, product.t, owner as never, 'super');
    const page = await context.newPage();
    const heading = HEADINGS[language];
    const shots: Array<[string, string, string]> = [
      ['/super/company', heading.companies, 'companies'],
      ['/super/company/create', '', 'company-create'],
      ['/super/company-request', heading.requests, 'account-requests'],
      ['/super/plan', heading.plans, 'plans'],
    ];
    for (const [path, title, name] of shots) {
      await page.goto(path);
      if (title) await page.getByRole('heading', { name: title }).first().waitFor();
      else await page.locator('form').waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'dashboard', language, name);
      // WCAG 2.2 A/AA, as the portal's screens are checked.
      expect([name, await accessibilityViolations(page)]).toEqual([name, []]);
    }
    await context.close();
  });

  it.each(LANGUAGES)('the administrator’s screens in %s', async (language) => {
    const context = await newContext(browser, product.baseUrl, { language });
    const admin = await product.t.dataSource
      .getRepository('Account')
      .findOneByOrFail({ email: adminEmail });
    await signedInContext(context, product.t, admin as never, 'admin');
    const page = await context.newPage();
    const heading = HEADINGS[language];
    const shots: Array<[string, string, string]> = [
      ['/admin', 'Helena Duarte', 'admin-home'],
      ['/admin/company/setup', heading.setup, 'setup-wizard'],
      ['/admin/organization', heading.organizations, 'organizations'],
      ['/admin/department', heading.departments, 'departments'],
      ['/admin/contact', heading.contacts, 'contacts'],
      ['/admin/admin-user', heading.admins, 'admin-users'],
    ];
    for (const [path, title, name] of shots) {
      await page.goto(path);
      await page.getByRole('heading', { name: title }).first().waitFor();
      await page.waitForLoadState('networkidle');
      if (name === 'admin-home') {
        // The top bar names the page as the menu does.
        const pageTitle = (await page.locator('#react-admin-title').innerText()).trim();
        await page.getByRole('menuitem', { name: pageTitle, exact: true }).waitFor();
      }
      await screenshot(page, 'dashboard', language, name);
      // WCAG 2.2 A/AA, as the portal's screens are checked.
      expect([name, await accessibilityViolations(page)]).toEqual([name, []]);
    }
    await context.close();
  });

  it('the owner’s lists fit a phone, formatted as their forms type them', async () => {
    const context = await newContext(browser, product.baseUrl, {
      language: 'pt-BR',
      mobile: true,
    });
    const owner = await product.t.dataSource
      .getRepository('Account')
      .findOneByOrFail({ email: ownerEmail });
    await signedInContext(context, product.t, owner as never, 'super');
    const page = await context.newPage();
    const widths: Array<[string, number]> = [];
    const lists: Array<[string, string]> = [
      ['/super/company', 'Empresas'],
      ['/super/company-request', 'Solicitações de conta'],
      ['/super/plan', 'Planos'],
      ['/super/predefined-question', 'Biblioteca'],
      ['/super/response-model', 'Modelos de resposta'],
    ];
    for (const [path, title] of lists) {
      await page.goto(path);
      await page.getByRole('heading', { name: title }).first().waitFor();
      await page.locator('#main-content li').first().waitFor();
      await page.waitForLoadState('networkidle');
      widths.push([path, await layoutWidth(page)]);
    }
    expect(widths.filter(([, width]) => width > 390)).toEqual([]);
    // The account request's phone, stored bare, reads with the spec's mask.
    await page.goto('/super/company-request');
    await page.getByText('Embaúba Logística Ltda').click();
    await page.getByText(/^\+55 \d{2} \d{5}-\d{4}$/).waitFor();
    await screenshot(page, 'dashboard', 'pt-BR', 'mobile-request');
    await context.close();
  });
});
