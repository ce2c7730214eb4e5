import { Account } from '../../src/account/account.entity';
import { appCode } from '../support/authenticator';
import { createAccount, createCompany, STRONG_PASSWORD } from '../support/factories';
import { screenshot } from './support/browser';
import { signedInContext } from './support/dashboard';
import { codeMailedTo } from './support/mail';
import { useBrowserSession } from './support/session';

describe('dashboard: an authenticator app as the second factor', () => {
  const session = useBrowserSession();

  /** The dashboard sends a visitor without a session to the portal's sign-in. */
  const passwordStep = async (account: Account) => {
    await session.page.goto('/admin');
    await session.page.waitForURL('**/login');
    await session.page.getByLabel('CPF, e-mail ou telefone').fill(account.email as string);
    await session.page.getByLabel('Senha', { exact: true }).fill(STRONG_PASSWORD);
    await session.page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await session.page.waitForURL('**/2fa');
  };

  const signOut = async (account: Account) => {
    await session.page.getByRole('button', { name: account.name }).click();
    await session.page.getByRole('menuitem', { name: 'Sair', exact: true }).click();
    await session.page.waitForURL('**/login');
  };

  const recoveryCodesShown = async () => {
    const list = session.page.getByRole('list', { name: /códigos de recuperação/ });
    await list.waitFor();
    return list.locator('code').allTextContents();
  };

  it('enrols in the profile, then signs in with the app, refuses a used code, and takes a recovery code', async () => {
    const company = await createCompany(session.product.t.dataSource, {
      has2faAuthentication: false,
    });
    const admin = await createAccount(session.product.t.dataSource, {
      companyId: company.id,
      roles: ['admin'],
      name: 'Helena Prado',
    });
    await signedInContext(session.context, session.product.t, admin, 'admin');
    await session.page.goto('/admin');
    await session.page.getByRole('button', { name: 'Helena Prado' }).click();
    await session.page.getByRole('menuitem', { name: 'Segurança de acesso' }).click();
    await session.page.getByRole('button', { name: 'Configurar aplicativo autenticador' }).click();
    await session.page.getByRole('img', { name: /QR code/ }).waitFor();
    const secret = (await session.page.getByTestId('app-secret').textContent()) as string;
    await session.page.getByLabel('Código do novo aplicativo').fill(appCode(secret, -1));
    await session.page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    const codes = await recoveryCodesShown();
    expect(codes).toHaveLength(10);
    await screenshot(session.page, 'dashboard', 'pt-BR', 'security-recovery-codes');
    await session.page.getByRole('button', { name: 'Já guardei' }).click();
    await session.page
      .getByText('10 códigos de recuperação restantes.', { exact: false })
      .waitFor();
    await signOut(admin);

    const code = appCode(secret);
    await passwordStep(admin);
    const field = session.page.getByLabel('Código do autenticador ou de recuperação');
    expect(await session.page.getByRole('button', { name: /Reenviar/ }).count()).toBe(0);
    await field.fill(code);
    await field.press('Enter');
    await session.page.waitForURL(/\/admin\/?$/);
    await signOut(admin);

    // The same code again: refused, although right a moment ago.
    await passwordStep(admin);
    await session.page.getByLabel('Código do autenticador ou de recuperação').fill(code);
    await session.page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await session.page.getByRole('alert').getByText('Código inválido').first().waitFor();
    await session.page.getByLabel('Código do autenticador ou de recuperação').fill(codes[0]);
    await session.page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await session.page.waitForURL(/\/admin\/?$/);
    await session.page.goto('/admin/security');
    await session.page.getByText('9 códigos de recuperação restantes.', { exact: false }).waitFor();
  });

  it('walks an administrator through setting up an app when the company requires one', async () => {
    const company = await createCompany(session.product.t.dataSource, {
      has2faAuthentication: false,
      requiresSecondFactor: true,
    });
    const admin = await createAccount(session.product.t.dataSource, {
      companyId: company.id,
      roles: ['admin'],
    });
    await passwordStep(admin);
    // Proves the e-mail before an app is tied to the account.
    await session.page
      .getByLabel('Código')
      .fill(await codeMailedTo(session.product.t, admin.email as string));
    await session.page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await session.page.waitForURL('**/enrol-app');
    await session.page.getByRole('img', { name: /QR code/ }).waitFor();
    const secret = (await session.page.getByTestId('app-secret').textContent()) as string;
    await session.page.getByLabel('Código do aplicativo').fill(appCode(secret, -1));
    await session.page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    expect(await recoveryCodesShown()).toHaveLength(10);
    await screenshot(session.page, 'portal', 'pt-BR', 'enrol-app-recovery-codes');
    await session.page.getByRole('button', { name: 'Já guardei, continuar' }).click();
    await session.page.waitForURL(/\/admin\/?$/);
  });
});
