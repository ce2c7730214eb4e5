import { createAccount, createCompany } from '../support/factories';
import { settledCount } from './support/browser';
import { codeMailedTo } from './support/mail';
import { useBrowserSession } from './support/session';

describe('portal: first access (code, password, terms, home)', () => {
  const session = useBrowserSession();

  it('walks from the start page to the home page', async () => {
    const company = await createCompany(session.product.t.dataSource);
    const account = await createAccount(session.product.t.dataSource, {
      companyId: company.id,
      name: 'Joana Prado',
      password: null,
      mustCreatePassword: true,
      hasAcceptedTerms: false,
    });
    await session.page.goto('/start-company');
    await session.page.getByRole('heading', { name: 'Acesso para colaboradores' }).waitFor();
    await session.page.getByRole('link', { name: 'Primeiro acesso' }).click();
    await session.page.getByRole('heading', { name: 'Primeiro acesso' }).waitFor();
    await session.page.getByLabel('E-mail ou telefone').fill(account.email as string);
    await session.page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await session.page.waitForURL('**/2fa');

    // A wrong code first: the server's message shows on the field.
    const code = await codeMailedTo(session.product.t, account.email as string);
    await session.page.getByLabel('Código').fill(code === '000000' ? '111111' : '000000');
    await session.page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await session.page.locator('#code-error').getByText('Código inválido').waitFor();
    await session.page.getByLabel('Código').fill(code);
    await session.page.getByRole('button', { name: 'Confirmar', exact: true }).click();

    await session.page.waitForURL('**/create-password');
    await session.page.getByRole('heading', { name: 'Crie sua senha' }).waitFor();
    await session.page.getByLabel('Nova senha', { exact: true }).fill('Girassol#Alto58');
    await session.page.getByLabel('Confirme a nova senha').fill('Girassol#Alto58');
    expect(await settledCount(session.page.locator('.checklist li.met'), 7)).toBe(7);
    await session.page.getByRole('button', { name: 'Salvar senha' }).click();

    await session.page.waitForURL('**/accept-term');
    const confirm = session.page.getByRole('button', { name: 'Confirmar', exact: true });
    expect(await confirm.isDisabled()).toBe(true);
    await session.page.getByRole('checkbox').check();
    expect(await confirm.isEnabled()).toBe(true);
    await confirm.click();

    await session.page.waitForURL('**/app/user/home');
    await session.page.getByRole('heading', { name: 'Olá, Joana Prado!' }).waitFor();
  });

  it('asks for the e-mail or phone by name when the field is empty', async () => {
    await session.page.goto('/first-access');
    await session.page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await session.page
      .getByText('Campo e-mail ou telefone é obrigatório', { exact: true })
      .waitFor();
    expect(new URL(session.page.url()).pathname).toBe('/first-access');
  });
});
