import { Page } from 'playwright-core';
import { createCompany } from '../support/factories';

import { accessibilityViolations } from './support/a11y';
import { Language, LANGUAGES, layoutWidth, screenshot, settledCount } from './support/browser';
import { companyAdmin, field, notified } from './support/dashboard';
import { importApi, spreadsheetFixture } from './support/employees';
import { passesThrough } from './support/navigation';
import { useProductAndBrowser } from './support/session';

const IDENTIFIER_REQUIRED = 'Preencha ao menos um campo de cadastro (e-mail, celular ou CPF)';

describe('dashboard: employees and their spreadsheet import', () => {
  let page: Page;
  const spec = useProductAndBrowser();

  /** A company administrator's browser, in a company of its own (every module unless told). */
  async function signedInAdmin(language: Language = 'pt-BR', modules?: string[]) {
    const company = await createCompany(spec.product.t.dataSource, {
      has2faAuthentication: false,
      ...(modules ? { modules: modules as never } : {}),
    });
    const admin = await companyAdmin(spec.product.t, company.id);
    const signedIn = await spec.signedInPage(admin, 'admin', { language });
    page = signedIn.page;
    return signedIn.token;
  }

  it('imports a spreadsheet: upload, association, a row fixed in place, commit, result', async () => {
    await signedInAdmin();
    await page.goto('/admin/employee');
    await page.getByRole('link', { name: 'Importar planilha' }).click();
    await page.waitForURL('**/admin/employee/import');

    const template = page.waitForEvent('download');
    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/import/template'),
    );
    await page.getByRole('button', { name: 'Baixar o modelo (.xlsx)' }).click();
    expect((await answered).status()).toBe(200);
    expect((await template).suggestedFilename()).toBe('modelo-importacao-colaboradores.xlsx');

    await page.locator('input[type=file]').setInputFiles({
      name: 'colaboradores.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: spreadsheetFixture('employees.xlsx'),
    });
    await page.getByText(/colaboradores\.xlsx \(\d+ KB\)/).waitFor();
    await page.getByRole('button', { name: 'Enviar planilha' }).click();

    // Read by the worker, then each column to a field, as suggested from its header.
    await page.waitForURL(/\/admin\/employee\/import\/association\?import=[0-9a-f-]+$/);
    await page.getByRole('combobox', { name: 'Unidade' }).getByText('Organização').waitFor();
    await page.getByRole('combobox', { name: 'Cargo' }).getByText('Cargo').waitFor();
    await page.getByRole('combobox', { name: 'Cargo' }).click();
    await page.getByRole('option', { name: 'Não importar' }).click();
    await page.getByRole('combobox', { name: 'Cargo' }).getByText('Não importar').waitFor();
    await page.getByRole('combobox', { name: 'Cargo' }).click();
    await page.getByRole('option', { name: 'Cargo' }).click();
    await page.getByRole('button', { name: 'Validar as linhas' }).click();

    // Validated: three rows with their messages, each editable in place.
    await page.waitForURL(/\/admin\/employee\/import-edition\?import=[0-9a-f-]+$/);
    await page.getByRole('heading', { name: '3 linhas com erro' }).waitFor();
    const row8 = page.getByRole('region', { name: 'Linha 8' });
    await row8.getByText('E-mail inválido.').waitFor();
    const row7 = page.getByRole('region', { name: 'Linha 7' });
    expect(await row7.getByText(IDENTIFIER_REQUIRED).count()).toBeGreaterThan(0);
    await screenshot(page, 'dashboard', 'pt-BR', 'import-edition-journey');

    await row8.getByLabel('E-mail').fill('elisa');
    await row8.getByRole('button', { name: 'Salvar e validar' }).click();
    await notified(page, 'A linha 8 ainda tem erros');
    await row8.getByText('E-mail inválido.').waitFor();
    await row8.getByLabel('E-mail').fill('elisa.prado@example.com');
    await row8.getByRole('button', { name: 'Salvar e validar' }).click();
    await notified(page, 'Linha 8 corrigida');
    await row8.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: '2 linhas com erro' }).waitFor();
    await page.getByText('Com erro: 2').waitFor();

    // Commit: the two rows left with errors are rejected, after a word.
    await page.getByRole('button', { name: 'Importar 4 linhas válidas' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('2 linhas com erro não serão importadas', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await page.getByRole('heading', { name: 'Importação concluída' }).first().waitFor();
    const count = (outcome: string) =>
      page.locator('dt', { hasText: outcome }).locator('xpath=following-sibling::dd[1]');
    expect(await count('Incluídos').textContent()).toBe('4');
    expect(await count('Atualizados').textContent()).toBe('0');
    expect(await count('Sem alterações').textContent()).toBe('0');
    expect(await count('Rejeitados').textContent()).toBe('2');

    const result = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar o resultado (.xlsx)' }).click();
    const file = await result;
    expect(file.suggestedFilename()).toBe('colaboradores-resultado.xlsx');

    await page.getByRole('link', { name: 'Ver colaboradores' }).click();
    await page.waitForURL('**/admin/employee');
    for (const name of ['Ana Souza', 'Bruno Lima', 'Elisa Prado', 'Fábio Gomes']) {
      await page.getByRole('row').filter({ hasText: name }).waitFor();
    }
    const bruno = page.getByRole('row').filter({ hasText: 'Bruno Lima' });
    await bruno.getByText('+55 21 99876-5432').waitFor();
    await bruno.getByText('111.444.777-35').waitFor();
    await bruno.getByText('Filial Rio').waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'Carla Dias' }).count()).toBe(0);
  });

  it('creates and edits an employee: masks, and at least one of e-mail, cell phone or CPF', async () => {
    await signedInAdmin();
    // The spec's route for a new employee.
    await page.goto('/admin/employee/edit');
    await page.waitForURL('**/admin/employee/create');
    await field(page, 'Nome completo').fill('Gabriela Nunes');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    for (const label of ['E-mail', 'Celular', 'CPF']) {
      expect(await field(page, label).getAttribute('aria-invalid')).toBe('true');
    }
    // The section says it, and so does each of the three fields.
    expect(await page.getByText(IDENTIFIER_REQUIRED).count()).toBe(4);
    await screenshot(page, 'dashboard', 'pt-BR', 'employee-create-errors');

    await field(page, 'CPF').pressSequentially('52998224726');
    expect(await field(page, 'CPF').inputValue()).toBe('529.982.247-26');
    // Judged when the field is left, saying what is wrong.
    await page.keyboard.press('Tab');
    await page
      .getByText(
        'Os dígitos verificadores do CPF não conferem: confira se foi digitado corretamente.',
      )
      .waitFor();
    await field(page, 'CPF').fill('');
    await field(page, 'CPF').pressSequentially('52998224725');
    await field(page, 'Celular').pressSequentially('21987654321');
    expect(await field(page, 'Celular').inputValue()).toBe('+55 21 98765-4321');
    await field(page, 'Data de nascimento').pressSequentially('31011990');
    expect(await field(page, 'Data de nascimento').inputValue()).toBe('31/01/1990');
    await field(page, 'Cargo').fill('Analista de Dados');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();

    await page.waitForURL('**/admin/employee');
    const row = page.getByRole('row').filter({ hasText: 'Gabriela Nunes' });
    await row.getByText('529.982.247-25').waitFor();
    await row.getByText('+55 21 98765-4321').waitFor();

    await row.click();
    await page.waitForURL(/\/admin\/employee\/[0-9a-f-]+$/);
    const id = page.url().split('/').pop() as string;
    // The spec's edit route leads to the same screen.
    await page.goto(`/admin/employee/edit/${id}`);
    await page.waitForURL(`**/admin/employee/${id}`);
    expect(await field(page, 'Data de nascimento').inputValue()).toBe('31/01/1990');
    expect(await field(page, 'CPF').inputValue()).toBe('529.982.247-25');
    await field(page, 'CPF').fill('');
    await field(page, 'Celular').fill('');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    expect(await settledCount(page.getByText(IDENTIFIER_REQUIRED), 4)).toBe(4);
    await field(page, 'E-mail').fill('gabriela.nunes@example.com');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.waitForURL('**/admin/employee');
    await row.getByText('gabriela.nunes@example.com').waitFor();
    expect(await row.getByText('529.982.247-25').count()).toBe(0);

    // On a common laptop screen the list fits the window: the top bar spans the whole page.
    await page.setViewportSize({ width: 1366, height: 768 });
    await row.waitFor();
    expect(await layoutWidth(page)).toBeLessThanOrEqual(1366);
  });

  it('hides employees without the Employee module, and leads its pages to the employee home', async () => {
    await signedInAdmin('pt-BR', ['Company', 'Survey']);
    await page.goto('/admin');
    await page.getByRole('menuitem', { name: 'Departamentos' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Colaboradores' }).count()).toBe(0);
    // The spec's fallback: a full page load of the employee home.
    await passesThrough(page, '/app/user/home', () => page.goto('/admin/employee/import'));
  });

  const TITLES: Record<Language, Record<string, string>> = {
    'pt-BR': {
      list: 'Colaboradores',
      upload: 'Importar colaboradores',
      association: 'Associar colunas',
      edition: 'Revisar a importação',
      result: 'Importação concluída',
    },
    'en-US': {
      list: 'Employees',
      upload: 'Import employees',
      association: 'Match columns',
      edition: 'Review the import',
      result: 'Import complete',
    },
    'es-ES': {
      list: 'Empleados',
      upload: 'Importar empleados',
      association: 'Asociar columnas',
      edition: 'Revisar la importación',
      result: 'Importación terminada',
    },
  };

  it.each(LANGUAGES)('shows the employee and import screens in %s', async (language) => {
    const token = await signedInAdmin(language);
    const imports = importApi(spec.product.t, token);
    const done = await imports.committed('employees.xlsx');
    const edition = await imports.validated('repeated-cpf.xlsx');
    const association = await imports.uploaded('employees-biff.xls');
    const title = TITLES[language];
    const shots: Array<[string, string, string]> = [
      ['/admin/employee', title.list, 'employees'],
      ['/admin/employee/create', '', 'employee-create'],
      ['/admin/employee/import', title.upload, 'import-upload'],
      [
        `/admin/employee/import/association?import=${association.id}`,
        title.association,
        'import-association',
      ],
      [`/admin/employee/import-edition?import=${edition.id}`, title.edition, 'import-edition'],
      [`/admin/employee/import-edition?import=${done.id}`, title.result, 'import-result'],
    ];
    for (const [path, heading, name] of shots) {
      await page.goto(path);
      if (heading) await page.getByRole('heading', { name: heading }).first().waitFor();
      else await page.locator('form').waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'dashboard', language, name);
      expect([name, await accessibilityViolations(page)]).toEqual([name, []]);
    }
  });
});
