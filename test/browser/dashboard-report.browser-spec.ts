import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { Download, Page } from 'playwright-core';
import { createCompany } from '../support/factories';
import { accessibilityViolations } from './support/a11y';
import { Language, LANGUAGES, layoutWidth, screenshot } from './support/browser';
import { companyAdmin } from './support/dashboard';
import { passesThrough } from './support/navigation';
import { reportCompany, ReportCompany } from './support/report';
import { useProductAndBrowser } from './support/session';

const BELONGING: Record<Language, string> = {
  'pt-BR': 'Sinto que pertenço a esta empresa.',
  'en-US': 'I feel I belong at this company.',
  'es-ES': 'Siento que pertenezco a esta empresa.',
};
const SUPPRESSED: Record<Language, string> = {
  'pt-BR': 'Oculto para proteger o anonimato',
  'en-US': 'Hidden to protect anonymity',
  'es-ES': 'Oculto para proteger el anonimato',
};
const GROUP_BY: Record<Language, [string, string]> = {
  'pt-BR': ['Agrupar por', 'Departamento'],
  'en-US': ['Group by', 'Department'],
  'es-ES': ['Agrupar por', 'Departamento'],
};

describe('dashboard: the report of a survey', () => {
  let company: ReportCompany;
  let page: Page;
  const spec = useProductAndBrowser(async ({ t }) => {
    company = await reportCompany(t);
  }, 180_000);

  /** An administrator of the report company, in a language of their own (the API's too). */
  async function openAs(language: Language, mobile = false) {
    const admin = await companyAdmin(spec.product.t, company.companyId, language);
    ({ page } = await spec.signedInPage(admin, 'admin', { language, mobile }));
  }

  /** The heatmap's cell of a question and a column, by the column's position in its header. */
  async function heatCell(question: string, column: string): Promise<string> {
    const table = page.getByRole('table', { name: /favoráveis|Favourable|favorables/ });
    // A new grouping replaces the table once it has loaded.
    await table.getByRole('columnheader', { name: column, exact: true }).waitFor();
    const headers = await table.getByRole('columnheader').allTextContents();
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: question }) });
    return (
      (await row
        .getByRole('cell')
        .nth(headers.indexOf(column) - 1)
        .textContent()) ?? ''
    );
  }

  const saved = async (download: Download) => readFileSync(await download.path());

  it('opens from the survey list, shows charts and hidden groups, and exports XLSX, CSV and PDF', async () => {
    await openAs('pt-BR');
    await page.goto('/admin/survey');
    const row = page.getByRole('row').filter({ hasText: company.surveyName });
    await row.getByRole('link', { name: 'Relatório' }).click();
    await page.waitForURL(`**/admin/survey/${company.surveyId}/report`);
    await page.getByRole('heading', { name: company.surveyName, level: 1 }).waitFor();
    await page.getByText('grupos com menos de 5 respostas não são mostrados').waitFor();

    // The whole survey: 20 of 20 answered, a bar chart per choice question, the 12 comments.
    const rates = page.getByRole('region', { name: 'Taxa de resposta' });
    await rates.getByRole('row', { name: /^Total 20 20/ }).waitFor();
    const belonging = page.getByRole('region', { name: `4. ${BELONGING['pt-BR']}` });
    await belonging.locator('.recharts-bar-rectangle').first().waitFor();
    expect(await page.locator('.recharts-wrapper').count()).toBeGreaterThanOrEqual(3);
    await page.getByText('12 comentários').waitFor();
    await page.getByText('Gosto da flexibilidade (Tecnologia 1)').waitFor();

    // By department: Pessoas (3) is hidden, and Vendas with it; Tecnologia shows.
    await page.getByRole('combobox', { name: 'Agrupar por' }).click();
    await page.getByRole('option', { name: 'Departamento' }).click();
    await page.waitForURL(/groupBy=department/);
    await page.getByRole('table', { name: 'Respostas favoráveis por grupo' }).waitFor();
    expect(await heatCell(BELONGING['pt-BR'], 'Pessoas')).toBe(SUPPRESSED['pt-BR']);
    expect(await heatCell(BELONGING['pt-BR'], 'Vendas')).toBe(SUPPRESSED['pt-BR']);
    expect(await heatCell(BELONGING['pt-BR'], 'Tecnologia')).toBe('100%');
    expect(await heatCell(BELONGING['pt-BR'], 'Operações')).toBe('0%');
    await rates.getByRole('row', { name: /^Pessoas 3 Oculto para proteger o anonimato/ }).waitFor();
    await belonging.getByText('Pessoas (oculto)').first().waitFor();
    await screenshot(page, 'dashboard', 'pt-BR', 'report-journey');

    const xlsx = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar XLSX' }).click();
    const xlsxFile = await xlsx;
    expect(xlsxFile.suggestedFilename()).toBe('relatorio-clima-2026.xlsx');
    const workbook = new ExcelJS.Workbook();
    const content = await saved(xlsxFile);
    await workbook.xlsx.load(
      content.buffer.slice(content.byteOffset, content.byteOffset + content.length) as ArrayBuffer,
    );
    const cells = JSON.stringify(workbook.worksheets[0].getSheetValues());
    expect(cells).toContain('Oculto');
    expect(cells).toContain('Tecnologia');
    expect(cells).not.toContain('Gosto da flexibilidade');

    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const csvFile = await csv;
    expect(csvFile.suggestedFilename()).toBe('relatorio-clima-2026.csv');
    expect((await saved(csvFile)).toString('utf8')).toContain('Oculto');

    const pdf = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar PDF' }).click();
    const pdfFile = await pdf;
    expect(pdfFile.suggestedFilename()).toBe('relatorio-clima-2026.pdf');
    const pdfContent = await saved(pdfFile);
    expect(pdfContent.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfContent.length).toBeGreaterThan(2000);
  });

  it('says "fewer than 5" for a sensitive answer of a few people in a group shown, never the number', async () => {
    await openAs('pt-BR');
    await page.goto(`/admin/survey/${company.surveyId}/report?groupBy=department`);
    // Tecnologia's 6 people answered branca, preta and parda two each: each reads "fewer than 5".
    const race = page.getByRole('region', { name: /^1\. / });
    await race.getByText('Tecnologia: Branca, Preta, Parda — menos de 5').waitFor();
    await race.getByText('Respostas sensíveis dadas por menos de 5 pessoas').waitFor();
    expect(await race.getByText('Tecnologia (n=6)').count()).toBeGreaterThan(0);
    // The whole company: 7 branca, 7 preta, 6 parda, shown as they are.
    await page.goto(`/admin/survey/${company.surveyId}/report`);
    await page.getByRole('region', { name: /^1\. / }).getByText('(7)').first().waitFor();
  });

  it('filters by an answer and keeps the choice in the address', async () => {
    await openAs('pt-BR');
    await page.goto(`/admin/survey/${company.surveyId}/report?groupBy=department`);
    await page.getByRole('combobox', { name: 'Filtrar por pergunta' }).click();
    await page.getByRole('option', { name: /Você trabalha remotamente/ }).click();
    await page.getByText('Escolha a pergunta e a resposta para ver o relatório.').waitFor();
    await page.getByRole('combobox', { name: 'Resposta' }).click();
    await page.getByRole('option', { name: 'Sim' }).click();
    await page.waitForURL(/filterOptionKey=yes/);
    // Only Tecnologia and Operações work remotely: 12 respondents, the others' departments empty.
    await page.getByRole('region', { name: 'Taxa de resposta' }).waitFor();
    await page.getByText('12 respondentes').first().waitFor();
    await page.reload();
    await page.getByRole('combobox', { name: 'Resposta' }).getByText('Sim').waitFor();
    await page.getByRole('button', { name: 'Limpar', exact: true }).click();
    await page.waitForURL(`**/admin/survey/${company.surveyId}/report`);
  });

  it('is hidden without the Chart module, and has no exports without Document', async () => {
    const noDocument = await createCompany(spec.product.t.dataSource, {
      has2faAuthentication: false,
      modules: ['Company', 'Survey', 'Chart'],
    });
    const admin = await companyAdmin(spec.product.t, noDocument.id);
    ({ page } = await spec.signedInPage(admin, 'admin'));
    await page.goto(`/admin/survey/${company.surveyId}/report`);
    // Another company's survey: not found, and no export offered.
    await page.getByRole('combobox', { name: 'Agrupar por' }).waitFor();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('button', { name: 'Exportar PDF' }).count()).toBe(0);
    await page.context().close();

    const noChart = await createCompany(spec.product.t.dataSource, {
      has2faAuthentication: false,
      modules: ['Company', 'Survey'],
    });
    const other = await companyAdmin(spec.product.t, noChart.id);
    ({ page } = await spec.signedInPage(other, 'admin'));
    // The spec's fallback: a full page load of the employee home.
    await passesThrough(page, '/app/user/home', () =>
      page.goto(`/admin/survey/${company.surveyId}/report`),
    );
  });

  it.each(LANGUAGES)('shows the report in %s', async (language) => {
    await openAs(language);
    await page.goto(`/admin/survey/${company.surveyId}/report`);
    await page.getByRole('heading', { name: company.surveyName, level: 1 }).waitFor();
    await page.locator('.recharts-bar-rectangle').first().waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'dashboard', language, 'report');
    expect(['report', await accessibilityViolations(page)]).toEqual(['report', []]);

    const [label, option] = GROUP_BY[language];
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
    await page.getByText(SUPPRESSED[language], { exact: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'dashboard', language, 'report-by-department');
    expect(await heatCell(BELONGING[language], 'Pessoas')).toBe(SUPPRESSED[language]);
    expect(['report-by-department', await accessibilityViolations(page)]).toEqual([
      'report-by-department',
      [],
    ]);
  });

  it('fits a phone: the company’s lists and the report', async () => {
    await openAs('pt-BR', true);
    const lists: Array<[string, string]> = [
      ['/admin/employee', 'Colaboradores'],
      ['/admin/organization', 'Organizações'],
      ['/admin/department', 'Departamentos'],
      ['/admin/contact', 'Contatos'],
      ['/admin/admin-user', 'Administradores'],
      ['/admin/questionnaire', 'Questionários'],
      ['/admin/survey', 'Pesquisas'],
    ];
    const widths: Array<[string, number]> = [];
    for (const [path, title] of lists) {
      await page.goto(path);
      await page.getByRole('heading', { name: title }).first().waitFor();
      await page.waitForLoadState('networkidle');
      widths.push([path, await layoutWidth(page)]);
    }
    // The floating create button leaves the last row of a full list uncovered.
    await page.goto('/admin/employee');
    const rows = page.locator('#main-content li a');
    await rows.first().waitFor();
    await page.mouse.wheel(0, 10_000);
    const lastRow = await rows.last().boundingBox();
    const create = await page.getByRole('link', { name: 'Criar', exact: true }).boundingBox();
    expect(lastRow!.y + lastRow!.height).toBeLessThanOrEqual(create!.y);
    const next = await page.locator('.MuiTablePagination-actions button').last().boundingBox();
    expect(next!.y + next!.height).toBeLessThanOrEqual(create!.y);
    await screenshot(page, 'dashboard', 'pt-BR', 'mobile-employees');

    await page.goto(`/admin/survey/${company.surveyId}/report?groupBy=department`);
    await page.getByRole('heading', { name: company.surveyName, level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Respostas favoráveis por grupo' }).waitFor();
    await page.locator('.recharts-wrapper').first().waitFor();
    await page.waitForLoadState('networkidle');
    widths.push(['report', await layoutWidth(page)]);

    await screenshot(page, 'dashboard', 'pt-BR', 'mobile-report');
    expect(widths.filter(([, width]) => width > 390)).toEqual([]);
  });
});
