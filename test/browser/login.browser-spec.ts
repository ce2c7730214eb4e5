import { createAccount, createCompany, STRONG_PASSWORD } from '../support/factories';
import { newContext, PageGlobals, settledCount } from './support/browser';
import { codeMailedTo } from './support/mail';
import { useBrowserSession } from './support/session';

describe('portal: login, the employee area, languages and unknown paths', () => {
  const session = useBrowserSession();

  const signInForm = async (identifier: string, password: string) => {
    await session.page.getByLabel('CPF, e-mail ou telefone').fill(identifier);
    await session.page.getByLabel('Senha', { exact: true }).fill(password);
    await session.page.getByRole('button', { name: 'Entrar', exact: true }).click();
  };

  it('says "Login e/ou senha inválidos." for a wrong password', async () => {
    const company = await createCompany(session.product.t.dataSource);
    const account = await createAccount(session.product.t.dataSource, { companyId: company.id });
    await session.page.goto('/login');
    await signInForm(account.email as string, 'Wrong#Password1');
    await session.page.getByRole('alert').getByText('Login e/ou senha inválidos.').waitFor();
    expect(new URL(session.page.url()).pathname).toBe('/login');
  });

  it.each([
    ['en-US', 'Password', 'Sign in', 'Invalid login and/or password.'],
    ['es-ES', 'Contraseña', 'Entrar', 'Usuario y/o contraseña no válidos.'],
  ] as const)(
    'gets the server\u2019s message in the chosen language (%s)',
    async (language, passwordLabel, submit, message) => {
      const localized = await newContext(session.browser, session.product.baseUrl, { language });
      const other = await localized.newPage();
      await other.goto('/login');
      await other.locator('#emailOrPhoneNumber').fill('ninguem@example.com');
      await other.getByLabel(passwordLabel, { exact: true }).fill('Wrong#Password1');
      await other.getByRole('button', { name: submit, exact: true }).click();
      await other.getByRole('alert').getByText(message).waitFor();
      await localized.close();
    },
  );

  it('asks for the required fields before calling the server', async () => {
    await session.page.goto('/login');
    await session.page.getByRole('button', { name: 'Entrar', exact: true }).click();
    expect(await settledCount(session.page.getByText('Campo obrigatório.'), 2)).toBe(2);
    expect(
      await session.page.getByLabel('Senha', { exact: true }).getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('signs in with the e-mailed code, shows the employee area and signs out', async () => {
    const company = await createCompany(session.product.t.dataSource, {
      has2faAuthentication: true,
    });
    const account = await createAccount(session.product.t.dataSource, {
      companyId: company.id,
      name: 'Marina Lopes',
    });
    await session.page.goto('/start-company');
    await session.page.getByRole('link', { name: 'Entrar com CPF, e-mail ou telefone' }).click();
    await signInForm(account.email as string, STRONG_PASSWORD);
    await session.page.waitForURL('**/2fa');
    await session.page
      .getByLabel('Código')
      .fill(await codeMailedTo(session.product.t, account.email as string));
    // Enter submits, as in every form.
    await session.page.getByLabel('Código').press('Enter');
    await session.page.waitForURL('**/app/user/home');
    await session.page.getByRole('heading', { name: 'Olá, Marina Lopes!' }).waitFor();
    await session.page
      .getByText('Você não tem pesquisas para responder agora.', { exact: false })
      .waitFor();

    await session.page.getByRole('link', { name: 'Meus dados', exact: true }).click();
    await session.page.getByText(account.email as string).waitFor();
    await session.page.getByRole('button', { name: 'Sair', exact: true }).click();
    await session.page.waitForURL('**/login');
    await session.page.goto('/app/user/home');
    await session.page.waitForURL('**/login');
  });

  it('keeps the session open when a new sign-in is left at the code page', async () => {
    const company = await createCompany(session.product.t.dataSource, {
      has2faAuthentication: false,
    });
    const account = await createAccount(session.product.t.dataSource, {
      companyId: company.id,
      name: 'Lia Campos',
    });
    const other = await createAccount(session.product.t.dataSource, {
      companyId: (await createCompany(session.product.t.dataSource, { has2faAuthentication: true }))
        .id,
    });
    await session.page.goto('/login');
    await signInForm(account.email as string, STRONG_PASSWORD);
    await session.page.getByRole('heading', { name: 'Olá, Lia Campos!' }).waitFor();

    // Half-way through another sign-in, the person goes back to the employee area.
    await session.page.goto('/login');
    await signInForm(other.email as string, STRONG_PASSWORD);
    await session.page.waitForURL('**/2fa');
    await session.page.goto('/app/user/home');
    await session.page.getByRole('heading', { name: 'Olá, Lia Campos!' }).waitFor();
    await session.page
      .getByText('Você não tem pesquisas para responder agora.', { exact: false })
      .waitFor();
    await session.page.getByRole('link', { name: 'Meus dados', exact: true }).click();
    await session.page.getByText(account.email as string).waitFor();
    expect(new URL(session.page.url()).pathname).toBe('/app/user/data');
  });

  it('changes the password from "Meus dados" with the live checklist', async () => {
    const company = await createCompany(session.product.t.dataSource, {
      has2faAuthentication: false,
    });
    const account = await createAccount(session.product.t.dataSource, { companyId: company.id });
    // Opening the area first stores it as the target of the sign-in.
    await session.page.goto('/app/user/data');
    await session.page.waitForURL('**/login');
    await signInForm(account.email as string, STRONG_PASSWORD);
    await session.page.waitForURL('**/app/user/data');

    await session.page.getByLabel('Senha atual').fill('Wrong#Current9');
    await session.page.getByLabel('Nova senha', { exact: true }).fill('Capivara#Roxa31');
    await session.page.getByLabel('Confirme a nova senha').fill('Capivara#Roxa31');
    expect(await settledCount(session.page.locator('.checklist li.met'), 7)).toBe(7);
    await session.page.getByRole('button', { name: 'Alterar senha' }).click();
    // Field errors read "field: message" (spec §8), with the field's label.
    await session.page
      .getByRole('alert')
      .getByText('Senha atual: Senha atual incorreta.')
      .waitFor();

    await session.page.getByLabel('Senha atual').fill(STRONG_PASSWORD);
    await session.page.getByRole('button', { name: 'Alterar senha' }).click();
    await session.page.getByRole('status').getByText('Senha alterada com sucesso.').waitFor();
  });

  it('moves through the login in visual order with the keyboard alone', async () => {
    await session.page.goto('/login');
    await session.page.locator('h1').waitFor();
    const focused = () =>
      session.page.evaluate(() => {
        const { document } = globalThis as unknown as {
          document: {
            activeElement: { id: string; textContent: string | null; ariaLabel: string | null };
          };
        };
        const element = document.activeElement;
        return element.id || element.ariaLabel || (element.textContent ?? '').trim();
      });
    const order: string[] = [];
    for (let step = 0; step < 12; step++) {
      await session.page.keyboard.press('Tab');
      order.push(await focused());
    }
    expect(order).toEqual([
      'Diversitera',
      'Retornar',
      'emailOrPhoneNumber',
      'password',
      'Mostrar senha',
      'remember',
      'Entrar',
      'Esqueci minha senha',
      'Tenho um código de acesso',
      'Página inicial',
      'Criar conta',
      'Idioma',
    ]);
    await session.page.keyboard.press('Enter');
    await session.page.getByRole('dialog', { name: 'Escolha seu idioma' }).waitFor();
    await session.page.keyboard.press('Escape');
    expect(await focused()).toBe('Idioma');
  });

  it('serves the portal at / itself, leading a visitor to the start page', async () => {
    await session.page.goto('/');
    await session.page.waitForURL('**/start-company');
    expect(new URL(session.page.url()).pathname).toBe('/start-company');
  });

  it('shows "Oops" for an unknown path, with a link to the home page', async () => {
    await session.page.goto('/nao/existe');
    await session.page.getByRole('heading', { name: 'Oops' }).waitFor();
    await session.page.getByText('Parece que o você está procurando não está por aqui.').waitFor();
    await session.page.getByRole('link', { name: 'Página inicial' }).click();
    await session.page.waitForURL('**/start-company');
  });

  it('asks for a language on the first visit and keeps English after a reload', async () => {
    const fresh = await newContext(session.browser, session.product.baseUrl);
    const first = await fresh.newPage();
    await first.goto('/start-company');
    const dialog = first.getByRole('dialog', { name: 'Escolha seu idioma' });
    await dialog.waitFor();
    await dialog.getByLabel('English (United States)').check();
    await first.getByRole('dialog', { name: 'Choose your language' }).waitFor();
    await first.getByRole('button', { name: 'Confirm', exact: true }).click();
    await first.getByRole('heading', { name: 'Employee access' }).waitFor();

    await first.reload();
    await first.getByRole('heading', { name: 'Employee access' }).waitFor();
    expect(await settledCount(first.getByRole('dialog'), 0)).toBe(0);
    expect(
      await first.evaluate(
        () => (globalThis as unknown as PageGlobals).document.documentElement.lang,
      ),
    ).toBe('en-US');
    await fresh.close();
  });
});
