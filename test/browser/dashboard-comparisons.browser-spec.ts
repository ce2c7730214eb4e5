import { readFileSync } from 'node:fs';
import { Page } from 'playwright-core';
import { comparisonCompany, ComparisonCompany } from '../support/comparison-company';
import { Language, layoutWidth, screenshot } from './support/browser';
import { companyAdmin } from './support/dashboard';
import { useProductAndBrowser } from './support/session';

const HIDDEN = 'Oculto para proteger o anonimato';

describe('dashboard: a report compared with Brazil, across intersections, in one index', () => {
  let company: ComparisonCompany;
  let page: Page;
  const spec = useProductAndBrowser(async ({ t }) => {
    company = await comparisonCompany(t, 'Censo comparado');
  }, 240_000);

  async function openAs(language: Language, mobile = false) {
    const admin = await companyAdmin(spec.product.t, company.admin.company!.id, language);
    ({ page } = await spec.signedInPage(admin, 'admin', { language, mobile }));
    await page.goto(`/admin/survey/${company.surveyId}/report`);
  }

  /** The text of an intersection cell, by its row's header and its column's position. */
  async function crossCell(row: string, column: string): Promise<string> {
    const table = page.getByRole('table', { name: 'Cruzamentos' });
    await table.getByRole('columnheader', { name: column, exact: true }).waitFor();
    const headers = await table.getByRole('columnheader').allTextContents();
    const line = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: row }) });
    return (
      (await line
        .getByRole('cell')
        .nth(headers.indexOf(column) - 1)
        .textContent()) ?? ''
    );
  }

  it('opens the benchmark, a colour-or-race × gender heatmap with hidden cells, the index, and exports a PDF', async () => {
    await openAs('pt-BR');
    // Brazil's population beside the company: 20 of 42 answered branca.
    const benchmark = page.getByRole('region', {
      name: 'Comparação com a população (IBGE, Censo 2022)',
    });
    const race = benchmark.locator('[data-variable="colour-or-race"]');
    await race.getByRole('button', { name: 'Sudeste' }).click();
    await race.getByRole('columnheader', { name: 'Sudeste' }).waitFor();
    await race.getByRole('row', { name: /^Branca 47,6%/ }).waitFor();
    await race.locator('.recharts-bar-rectangle').first().waitFor();
    // Two people with a disability: "fewer than 5", never their share.
    await benchmark
      .locator('[data-variable="disability"]')
      .getByRole('row', { name: /^Sim menos de 5/ })
      .waitFor();

    // The index: a score for the company, and its statements.
    const index = page.getByRole('region', { name: 'Índice de inclusão' });
    await index.getByText('Sinto que pertenço a esta empresa.').waitFor();
    await index.getByText('64,3%').waitFor();

    // Colour or race × gender: the 3 preta women hidden, and every cell that would give them back.
    const crossing = page.getByRole('region', { name: 'Cruzamentos' });
    await crossing.getByRole('combobox', { name: 'Mostrar' }).click();
    await page.getByRole('option', { name: 'Respondentes' }).click();
    expect(await crossCell('Branca', 'Mulher cisgênero')).toBe('10');
    expect(await crossCell('Branca', 'Homem cisgênero')).toBe('10');
    expect(await crossCell('Preta', 'Mulher cisgênero')).toBe(HIDDEN);
    expect(await crossCell('Preta', 'Homem cisgênero')).toBe(HIDDEN);
    expect(await crossCell('Parda', 'Homem cisgênero')).toBe(HIDDEN);
    await crossing.getByRole('combobox', { name: 'Mostrar' }).click();
    await page.getByRole('option', { name: 'Índice de inclusão' }).click();
    expect(await crossCell('Branca', 'Homem cisgênero')).toBe('25%');
    await screenshot(page, 'dashboard', 'pt-BR', 'report-comparisons');

    const download = page.waitForEvent('download');
    await crossing.getByRole('button', { name: 'Exportar com este cruzamento (PDF)' }).click();
    const pdf = readFileSync(await (await download).path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(4000);
  });

  it('reads in English and Spanish, and fits a 390 px phone', async () => {
    await openAs('en-US');
    await page
      .getByRole('heading', { name: 'Compared with the population (IBGE, 2022 Census)' })
      .waitFor();
    await page.getByRole('heading', { name: 'Inclusion index', level: 2 }).waitFor();
    await page.getByRole('table', { name: 'Intersections' }).waitFor();
    await page.context().close();

    await openAs('es-ES', true);
    await page
      .getByRole('heading', { name: 'Comparación con la población (IBGE, Censo 2022)' })
      .waitFor();
    await page.getByRole('table', { name: 'Cruces' }).waitFor();
    await page.locator('.recharts-wrapper').first().waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'dashboard', 'es-ES', 'mobile-report-comparisons');
    expect(await layoutWidth(page)).toBeLessThanOrEqual(390);
  });
});
