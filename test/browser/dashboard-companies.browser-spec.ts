import { createAccount, createCompany, makeCnpj, makePhone } from '../support/factories';
import { screenshot } from './support/browser';
import { field, notified, signedInContext } from './support/dashboard';
import { useBrowserSession } from './support/session';

/** A 1×1 PNG: the server checks logos by their content, not their name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEhQGA3ldQYQAAAABJRU5ErkJggg==',
  'base64',
);

describe('dashboard: company records and administrators', () => {
  const session = useBrowserSession();

  it('creates a company with a logo, shows server field errors, edits and deletes it', async () => {
    const owner = await createAccount(session.product.t.dataSource, { roles: ['super'] });
    await signedInContext(session.context, session.product.t, owner, 'super');
    await session.page.goto('/super/company/create');
    await field(session.page, 'Razão Social').fill('Pau-Brasil Cosméticos Ltda');
    // A slip in the check digits is told when the field is left, as what it is.
    await field(session.page, 'CNPJ').fill('11.222.333/0001-80');
    await session.page.getByLabel('Tipo de empresa').click();
    const digits =
      'Os dígitos verificadores do CNPJ não conferem: confira se foi digitado corretamente.';
    await session.page.getByText(digits).waitFor();
    await session.page.getByRole('option', { name: 'Sociedade Limitada (Ltda.)' }).click();
    await session.page.getByLabel('Plano').click();
    await session.page.getByRole('option', { name: 'Essencial' }).click();
    await session.page.getByLabel('Fim da assinatura').fill('2027-12-31');
    await field(session.page, 'Nome do administrador').fill('Sérgio Paiva');
    await field(session.page, 'E-mail do administrador').fill('sergio.paiva@example.com');
    await session.page.locator('input[type=file]').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await session.page.getByRole('img', { name: 'logo.png' }).waitFor();
    await session.page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await notified(session.page, 'Não foi possível salvar. Corrija:');
    await notified(session.page, `CNPJ: ${digits}`);
    expect(await field(session.page, 'CNPJ').getAttribute('aria-invalid')).toBe('true');
    await screenshot(session.page, 'dashboard', 'pt-BR', 'company-create-errors');

    const cnpj = makeCnpj();
    await field(session.page, 'CNPJ').fill(cnpj);
    await session.page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await session.page.getByText('Pau-Brasil Cosméticos Ltda').first().waitFor();
    await session.page.waitForURL(/\/super\/company\/[0-9a-f-]+\/show$/);
    await session.page.getByText('Sociedade Limitada (Ltda.)').waitFor();
    const logo = session.page.locator('img[src*="/api/public/company/"]');
    await logo.waitFor();
    expect(
      await logo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
    ).toBe(1);

    await session.page.getByRole('link', { name: 'Editar', exact: true }).click();
    await session.page.waitForURL(/\/super\/company\/[0-9a-f-]+$/);
    await field(session.page, 'Razão Social').fill('Pau-Brasil Cosméticos S.A.');
    await session.page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await session.page.getByText('Pau-Brasil Cosméticos S.A.').first().waitFor();

    await session.page.getByRole('button', { name: 'Excluir', exact: true }).click();
    await session.page
      .getByRole('dialog')
      .getByRole('button', { name: 'Confirmar', exact: true })
      .click();
    await session.page.waitForURL('**/super/company');
    await notified(session.page, 'Registro excluído');
    expect(await session.page.getByText('Pau-Brasil Cosméticos S.A.').count()).toBe(0);
  });

  it('rejects an account request with a reason, then finds it among the rejected', async () => {
    const owner = await createAccount(session.product.t.dataSource, { roles: ['super'] });
    await signedInContext(session.context, session.product.t, owner, 'super');
    await session.product.t.http
      .post('/api/user/company/request')
      .send({
        contactName: 'Vera Lúcia',
        contactPhone: makePhone(),
        contactEmail: 'vera@example.com',
        companyName: 'Umbu Comércio ME',
        cnpj: makeCnpj(),
      })
      .expect(201);
    await session.page.goto('/super/company-request');
    const row = session.page.getByRole('row').filter({ hasText: 'Umbu Comércio ME' });
    await row.getByRole('button', { name: 'Recusar', exact: true }).click();
    const dialog = session.page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Motivo (opcional)' }).fill('CNPJ inativo.');
    await dialog.getByRole('button', { name: 'Recusar', exact: true }).click();
    await notified(session.page, 'Solicitação de Umbu Comércio ME recusada.');
    await row.waitFor({ state: 'detached' });

    await session.page.getByLabel('Situação').click();
    await session.page.getByRole('option', { name: 'Recusada' }).click();
    await row.getByText('Recusada').waitFor();
    await row.click();
    await session.page.getByText('CNPJ inativo.').waitFor();
  });

  it('invites, edits and deactivates a company administrator', async () => {
    const company = await createCompany(session.product.t.dataSource, {
      has2faAuthentication: false,
    });
    const admin = await createAccount(session.product.t.dataSource, {
      companyId: company.id,
      roles: ['admin'],
    });
    await signedInContext(session.context, session.product.t, admin, 'admin');
    await session.page.goto('/admin/admin-user');
    await session.page.getByRole('link', { name: 'Convidar administrador' }).click();
    await session.page.waitForURL('**/admin/admin-user/create');
    await field(session.page, 'Nome').fill('Tainá Rocha');
    await field(session.page, 'E-mail').fill('taina.rocha@example.com');
    await session.page.getByRole('button', { name: 'Salvar', exact: true }).click();
    const row = session.page.getByRole('row').filter({ hasText: 'Tainá Rocha' });
    await row.waitFor();
    await session.product.t.smtp.waitFor('taina.rocha@example.com', (mail) =>
      mail.text.includes('/first-access?as=admin'),
    );

    await row.getByRole('link', { name: 'Editar', exact: true }).click();
    await session.page.waitForURL(/\/admin\/admin-user\/[0-9a-f-]+$/);
    await field(session.page, 'Telefone').fill('+55 21 99876-5432');
    await session.page.getByRole('button', { name: 'Salvar', exact: true }).click();
    // Stored bare, shown with the form's mask.
    await row.getByText('+55 21 99876-5432').waitFor();

    await row.getByRole('button', { name: 'Desativar' }).click();
    await session.page.getByRole('dialog').getByText('Desativar Tainá Rocha?').waitFor();
    await session.page
      .getByRole('dialog')
      .getByRole('button', { name: 'Confirmar', exact: true })
      .click();
    await notified(session.page, 'Administrador desativado');
    // The list shows active administrators by default.
    await row.waitFor({ state: 'detached' });
  });
});
