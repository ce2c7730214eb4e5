import { createAccount, createCompany } from '../support/factories';
import { PageGlobals, screenshot } from './support/browser';
import {
  field,
  notified,
  signedInContext,
  stored,
  storedClaims,
  waitForClaim,
} from './support/dashboard';
import { useBrowserSession } from './support/session';

describe('dashboard: impersonation, languages and module gates', () => {
  const session = useBrowserSession();

  it('lets the owner act as a company and come back with their own session', async () => {
    const company = await createCompany(session.product.t.dataSource, {
      companyName: 'Jacarandá Alimentos S.A.',
    });
    await createAccount(session.product.t.dataSource, { companyId: company.id, roles: ['admin'] });
    const owner = await createAccount(session.product.t.dataSource, { roles: ['super'] });
    const ownerToken = await signedInContext(session.context, session.product.t, owner, 'super');

    await session.page.goto('/super/company');
    const row = session.page.getByRole('row').filter({ hasText: 'Jacarandá Alimentos S.A.' });
    await row.getByRole('button', { name: 'Acessar como empresa' }).click();
    await session.page.waitForURL(/\/admin\/?$/);
    await session.page.getByText('Você está acessando como Jacarandá Alimentos S.A.').waitFor();
    expect(await stored(session.page, 'diversitera.ownerToken')).toBe(ownerToken);
    expect(await storedClaims(session.page)).toMatchObject({
      role: 'admin',
      companyId: company.id,
      impersonatedBy: owner.id,
    });
    await screenshot(session.page, 'dashboard', 'pt-BR', 'impersonation');

    // Opening the owner's dashboard while acting as the company leads back to the company's,
    // both sessions kept.
    const companyToken = await stored(session.page, 'diversitera.token');
    await session.page.goto('/super/company');
    await session.page.waitForURL(/\/admin\/?$/);
    await session.page.getByText('Você está acessando como Jacarandá Alimentos S.A.').waitFor();
    expect(await stored(session.page, 'diversitera.token')).toBe(companyToken);
    expect(await stored(session.page, 'diversitera.ownerToken')).toBe(ownerToken);

    await session.page.getByRole('button', { name: 'Voltar ao painel da plataforma' }).click();
    await session.page.waitForURL('**/super/company');
    await row.waitFor();
    expect(await stored(session.page, 'diversitera.token')).toBe(ownerToken);
    expect(await stored(session.page, 'diversitera.ownerToken')).toBeNull();
  });

  it('switches to English, saves the choice on the account and shows server errors on fields', async () => {
    const company = await createCompany(session.product.t.dataSource, {
      has2faAuthentication: false,
    });
    const admin = await createAccount(session.product.t.dataSource, {
      companyId: company.id,
      roles: ['admin'],
      name: 'Rita Campos',
    });
    await signedInContext(session.context, session.product.t, admin, 'admin');
    await session.page.goto('/admin');
    await session.page.getByRole('heading', { name: 'Olá, Rita Campos!' }).waitFor();

    await session.page.getByRole('button', { name: 'Português (Brasil)' }).click();
    await session.page.getByRole('menuitem', { name: 'English (United States)' }).click();
    await session.page.getByRole('heading', { name: 'Hello, Rita Campos!' }).waitFor();
    await session.page.getByRole('menuitem', { name: 'Organizations' }).waitFor();
    expect(await stored(session.page, 'i18nextLng')).toBe('en-US');
    expect(
      await session.page.evaluate(
        () => (globalThis as unknown as PageGlobals).document.documentElement.lang,
      ),
    ).toBe('en-US');
    // The account keeps it: the answered token carries the new language.
    await waitForClaim(session.page, 'languageId', 2);

    await session.page.reload();
    await session.page.getByRole('heading', { name: 'Hello, Rita Campos!' }).waitFor();
    await screenshot(session.page, 'dashboard', 'en-US', 'admin-home-after-switch');

    // A 400 from the server lands on its field, in English.
    await session.page.getByRole('menuitem', { name: 'Contacts', exact: true }).click();
    await session.page.waitForURL('**/admin/contact');
    await session.page.getByRole('link', { name: 'Create', exact: true }).click();
    await session.page.waitForURL('**/admin/contact/create');
    await field(session.page, 'Name').fill('Joel Prado');
    await field(session.page, 'Phone').fill('12345');
    await session.page.getByRole('button', { name: 'Save', exact: true }).click();
    await session.page.getByText('Invalid phone. Use the format +55 99 99999-9999.').waitFor();
    expect(await field(session.page, 'Phone').getAttribute('aria-invalid')).toBe('true');
    await notified(session.page, 'The form is not valid. Please check for errors');
  });

  it('signs out from the user menu: the session keys go, the language stays', async () => {
    const company = await createCompany(session.product.t.dataSource, {
      has2faAuthentication: false,
    });
    const admin = await createAccount(session.product.t.dataSource, {
      companyId: company.id,
      roles: ['admin'],
      name: 'Otávio Reis',
    });
    await signedInContext(session.context, session.product.t, admin, 'admin');
    await session.page.goto('/admin');
    await session.page.getByRole('button', { name: 'Otávio Reis' }).click();
    await session.page.getByRole('menuitem', { name: 'Sair', exact: true }).click();
    await session.page.waitForURL('**/login');
    expect(await stored(session.page, 'diversitera.token')).toBeNull();
    expect(await stored(session.page, 'diversitera.redirectTo')).toBeNull();
    expect(await stored(session.page, 'i18nextLng')).toBe('pt-BR');
  });

  it('sends an administrator without the module away from its pages (spec §6)', async () => {
    const company = await createCompany(session.product.t.dataSource, {
      has2faAuthentication: false,
      modules: ['Company'],
    });
    const admin = await createAccount(session.product.t.dataSource, {
      companyId: company.id,
      roles: ['admin'],
    });
    await signedInContext(session.context, session.product.t, admin, 'admin');
    await session.page.goto('/admin');
    await session.page.getByRole('menuitem', { name: 'Contatos', exact: true }).waitFor();
    expect(await session.page.getByRole('menuitem', { name: 'Administradores' }).count()).toBe(0);
    await session.page.goto('/admin/admin-user');
    await session.page.waitForURL((url) => !url.pathname.startsWith('/admin/admin-user'));
  });

  it('shows the expired subscription and that surveys cannot be sent', async () => {
    const company = await createCompany(session.product.t.dataSource, {
      has2faAuthentication: false,
      subscriptionEndDate: '2024-01-31',
    });
    const admin = await createAccount(session.product.t.dataSource, {
      companyId: company.id,
      roles: ['admin'],
    });
    await signedInContext(session.context, session.product.t, admin, 'admin');
    await session.page.goto('/admin');
    await session.page
      .getByRole('alert')
      .getByText('A assinatura da empresa expirou em 31/01/2024. Não é possível enviar pesquisas')
      .waitFor();
  });
});
