import { cnpj } from 'cpf-cnpj-validator';
import { createCompany } from '../support/factories';
import { settledCount } from './support/browser';
import { useBrowserSession } from './support/session';

type FocusGlobals = { document: { activeElement: { tagName: string } | null } };

describe('portal: business sign-up (/business-signup)', () => {
  const session = useBrowserSession({ path: '/business-signup' });

  const fill = async (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) {
      const input = session.page.getByLabel(label, { exact: true });
      await input.fill('');
      // Typed key by key, as a person would, so the masks format the value.
      await input.pressSequentially(value);
    }
  };

  it('sends a request with an alphanumeric CNPJ and shows the success modal', async () => {
    // The session.page is the way to create an account: its footer does not point to itself.
    expect(await session.page.locator('a[href="/business-signup"]').count()).toBe(0);
    // A first try with nothing filled in leaves a toast the success must not sit on.
    await session.page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await session.page.getByRole('alert').getByText('Preencha todos os campos.').waitFor();
    const alphanumeric = cnpj.generate({ formatted: false }).toLowerCase();
    await fill({
      Nome: 'Ana Souza',
      Telefone: '11987654321',
      'E-mail': 'ana.souza@example.com',
      'Razão Social': 'Empresa Exemplo Ltda',
      CNPJ: alphanumeric,
    });
    // The masks punctuate, and the CNPJ's letters are kept upper-case.
    expect(await session.page.getByLabel('Telefone').inputValue()).toBe('+55 11 98765-4321');
    expect(await session.page.getByLabel('CNPJ', { exact: true }).inputValue()).toBe(
      cnpj.format(alphanumeric.toUpperCase()),
    );
    await session.page.getByRole('button', { name: 'Enviar', exact: true }).click();

    const modal = session.page.getByRole('dialog', { name: 'Dados enviados!' });
    await modal.getByText('Recebemos seus dados. Em breve entraremos em contato.').waitFor();
    expect(await session.page.getByText('Preencha todos os campos.').count()).toBe(0);
    const [row] = await session.product.t.dataSource.query(
      'SELECT contact_phone, cnpj FROM company_request WHERE contact_email = $1',
      ['ana.souza@example.com'],
    );
    expect(row).toEqual({ contact_phone: '+5511987654321', cnpj: alphanumeric.toUpperCase() });
    await session.page.keyboard.press('Escape');
    expect(await settledCount(session.page.getByRole('dialog'), 0)).toBe(0);
    expect(await session.page.getByLabel('Nome', { exact: true }).inputValue()).toBe('');
    // The button that opened the modal went with the emptied form: focus lands on the heading.
    expect(
      await session.page.evaluate(
        () => (globalThis as unknown as FocusGlobals).document.activeElement?.tagName,
      ),
    ).toBe('H1');
  });

  it('says in the caller’s language that the CNPJ is already registered', async () => {
    const company = await createCompany(session.product.t.dataSource);
    await fill({
      Nome: 'Ana Souza',
      Telefone: '11987654321',
      'E-mail': 'ana.repetida@example.com',
      'Razão Social': 'Empresa Repetida Ltda',
      CNPJ: company.cnpj,
    });
    await session.page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await session.page
      .getByRole('alert')
      .getByText('Já existe uma empresa cadastrada com este CNPJ.', { exact: true })
      .waitFor();
    expect(await settledCount(session.page.getByText(/Request failed/), 0)).toBe(0);
  });

  it('shows the CNPJ help on mouse enter and on focus, and hides it on leave', async () => {
    const help = session.page.getByRole('button', { name: 'Mais informações' });
    await help.hover();
    await session.page.getByRole('tooltip').waitFor();
    await session.page.mouse.move(0, 0);
    expect(await settledCount(session.page.getByRole('tooltip'), 0)).toBe(0);
    await session.page.getByLabel('CNPJ', { exact: true }).focus();
    await session.page.keyboard.press('Shift+Tab');
    await session.page.getByRole('tooltip').waitFor();
    expect(await help.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('asks for every field, then names what is wrong', async () => {
    await session.page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await session.page.getByRole('alert').getByText('Preencha todos os campos.').waitFor();
    expect(await settledCount(session.page.getByText('Campo obrigatório.'), 5)).toBe(5);

    await fill({
      Nome: 'Ana Souza',
      Telefone: '1198765',
      'E-mail': 'ana.souza@',
      'Razão Social': 'Empresa Exemplo Ltda',
      CNPJ: '11222333000100',
    });
    await session.page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await session.page.getByRole('alert').getByText('Preencha os campos corretamente.').waitFor();
    await session.page.getByText('Telefone inválido. Use o formato +55 99 99999-9999.').waitFor();
    await session.page.getByText('E-mail inválido.').waitFor();
    await session.page
      .getByText(
        'Os dígitos verificadores do CNPJ não conferem: confira se foi digitado corretamente.',
      )
      .waitFor();
    expect(
      await session.page.getByLabel('Nome', { exact: true }).getAttribute('aria-invalid'),
    ).toBe('false');
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
    await session.page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await session.page
      .getByRole('alert')
      .getByText(/^E-mail: /)
      .waitFor();
    expect(await session.page.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
  });

  it('opens the terms and contact modals from the footer', async () => {
    await session.page.getByRole('button', { name: 'Termos de uso' }).click();
    await session.page.getByRole('dialog', { name: 'Termos de uso' }).waitFor();
    await session.page.getByRole('button', { name: 'Fechar', exact: true }).click();
    await session.page.getByRole('button', { name: 'Contato' }).click();
    await session.page.getByRole('dialog', { name: 'Contato' }).getByRole('link').waitFor();
  });
});
