import { createAccount, createCompany } from '../support/factories';
import { settledCount } from './support/browser';
import { resetPathMailedTo } from './support/mail';
import { useBrowserSession } from './support/session';

const LINK_EXPIRED =
  'Ops... Este link já foi utilizado ou está expirado, faça uma nova solicitação clicando no botão abaixo.';

describe('portal: forgot password, the e-mailed link, a new password', () => {
  const session = useBrowserSession();

  it('resets the password from the link with the live checklist, then signs in', async () => {
    const company = await createCompany(session.product.t.dataSource, {
      has2faAuthentication: false,
    });
    const account = await createAccount(session.product.t.dataSource, {
      companyId: company.id,
      name: 'Rui Andrade',
    });
    await session.page.goto('/login');
    await session.page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await session.page.waitForURL('**/forgot-pass');
    await session.page.getByLabel('E-mail ou telefone').fill(account.email as string);
    await session.page.getByRole('button', { name: 'Redefinir senha' }).click();
    await session.page
      .getByText('Enviamos um link para redefinir sua senha para o seu e-mail.')
      .waitFor();

    const resetPath = await resetPathMailedTo(session.product.t, account.email as string);
    await session.page.goto(resetPath);
    const password = session.page.getByLabel('Nova senha', { exact: true });
    await password.waitFor();
    const met = session.page.locator('.checklist li.met');
    expect(await settledCount(met, 0)).toBe(0);
    await password.pressSequentially('abc');
    expect(
      await settledCount(session.page.locator('.checklist li[data-rule="ruleLower"].met'), 1),
    ).toBe(1);
    expect(await settledCount(met, 1)).toBe(1);
    await password.pressSequentially('DEF12!');
    expect(await settledCount(met, 6)).toBe(6);
    await session.page.getByLabel('Confirme a nova senha').fill('abcDEF12!x');
    await session.page.getByRole('button', { name: 'Salvar senha' }).click();
    // Confirmation differs: refused on the client, with the spec's text.
    await session.page.getByText('As senhas não conferem').waitFor();

    await session.page.getByLabel('Confirme a nova senha').fill('abcDEF12!');
    expect(await settledCount(met, 7)).toBe(7);
    await session.page.getByRole('button', { name: 'Salvar senha' }).click();
    await session.page.waitForURL('**/login');
    await session.page
      .getByRole('status')
      .getByText('Senha alterada! Entre com a nova senha.')
      .waitFor();

    await session.page.getByLabel('CPF, e-mail ou telefone').fill(account.email as string);
    await session.page.getByLabel('Senha', { exact: true }).fill('abcDEF12!');
    await session.page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await session.page.getByRole('heading', { name: 'Olá, Rui Andrade!' }).waitFor();

    // The link is spent: opening it again shows the spec's message and a way to ask again.
    await session.page.goto(resetPath);
    await session.page.getByText(LINK_EXPIRED).waitFor();
    await session.page.getByRole('button', { name: 'Solicitar novamente' }).click();
    await session.page.waitForURL('**/forgot-pass');
  });

  it('says the link expired for a code that is not (or no longer) valid', async () => {
    await session.page.goto('/reset-password/c2VtLXZhbGlkYWRlLW5lbmh1bWE');
    await session.page.getByText(LINK_EXPIRED).waitFor();
    expect(await settledCount(session.page.getByLabel('Nova senha', { exact: true }), 0)).toBe(0);
  });

  it('shows the expired notice when the link is spent in another tab while the form is open', async () => {
    const company = await createCompany(session.product.t.dataSource, {
      has2faAuthentication: false,
    });
    const account = await createAccount(session.product.t.dataSource, { companyId: company.id });
    await session.page.goto('/forgot-pass');
    await session.page.getByLabel('E-mail ou telefone').fill(account.email as string);
    await session.page.getByRole('button', { name: 'Redefinir senha' }).click();
    const resetPath = await resetPathMailedTo(session.product.t, account.email as string);

    await session.page.goto(resetPath);
    const password = session.page.getByLabel('Nova senha', { exact: true });
    await password.waitFor();
    // The rules describe the field they are about.
    expect(await password.getAttribute('aria-describedby')).toContain('password-rules');
    const other = await session.context.newPage();
    await other.goto(resetPath);
    await other.getByLabel('Nova senha', { exact: true }).fill('Girassol#Alto58');
    await other.getByLabel('Confirme a nova senha').fill('Girassol#Alto58');
    await other.getByRole('button', { name: 'Salvar senha' }).click();
    await other.waitForURL('**/login');

    await password.fill('Capivara#Roxa31');
    await session.page.getByLabel('Confirme a nova senha').fill('Capivara#Roxa31');
    await session.page.getByRole('button', { name: 'Salvar senha' }).click();
    await session.page.getByRole('alert').filter({ hasText: LINK_EXPIRED }).waitFor();
    expect(await settledCount(password, 0)).toBe(0);
  });

  it('asks for the e-mail or phone by name when the field is empty', async () => {
    await session.page.goto('/forgot-pass');
    await session.page.getByRole('button', { name: 'Redefinir senha' }).click();
    await session.page
      .getByText('Campo e-mail ou telefone é obrigatório', { exact: true })
      .waitFor();
  });

  it('refuses a recovery identifier that is neither an e-mail nor a phone', async () => {
    await session.page.goto('/forgot-pass');
    await session.page.getByLabel('E-mail ou telefone').fill('maria');
    await session.page.getByRole('button', { name: 'Redefinir senha' }).click();
    await session.page.getByText('E-mail ou telefone inválido, tente novamente.').waitFor();
  });
});
