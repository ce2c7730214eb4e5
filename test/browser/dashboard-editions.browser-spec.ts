import { readFileSync } from 'node:fs';
import { Page } from 'playwright-core';
import { EditionCompany, editionCompany } from '../support/edition-company';
import { Language, layoutWidth, screenshot } from './support/browser';
import { companyAdmin } from './support/dashboard';
import { useProductAndBrowser } from './support/session';

const HIDDEN = 'Oculto para proteger o anonimato';

describe('dashboard: two editions of a census, side by side', () => {
  let company: EditionCompany;
  let page: Page;
  const spec = useProductAndBrowser(async ({ t }) => {
    company = await editionCompany(t);
  }, 300_000);

  async function openAs(language: Language, query = '', mobile = false) {
    const admin = await companyAdmin(spec.product.t, company.admin.company!.id, language);
    ({ page } = await spec.signedInPage(admin, 'admin', { language, mobile }));
    await page.goto(`/admin/survey/${company.secondId}/report${query}`);
  }

  /** A row of the trend's difference table, as its cells' texts. */
  async function trendRow(group: string): Promise<string[]> {
    const table = page.getByRole('table', { name: 'Diferença entre as duas últimas edições' });
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: group, exact: true }) });
    await row.waitFor();
    return row.getByRole('cell').allTextContents();
  }

  it('opens the benchmark, the trend, a colour-or-race × gender heatmap and the index, and exports a PDF', async () => {
    const byRace = `?groupBy=question&groupQuestionId=${company.questions.race}`;
    await openAs('pt-BR', byRace);
    await page
      .getByRole('region', { name: 'Comparação com a população (IBGE, Censo 2022)' })
      .waitFor();
    await page
      .getByRole('region', { name: 'Índice de inclusão' })
      .getByText('Sinto que pertenço a esta empresa.')
      .first()
      .waitFor();

    // 27 of 42 agreed they belong, then 38 of 41; branca 15 of 20, then 32 of 32. Three preta
    // answered the second edition: hidden there with parda, so hidden in the first as well.
    const trend = page.getByRole('region', { name: 'Tendência entre edições' });
    await trend.locator('.recharts-wrapper').waitFor();
    expect(await trendRow('Total')).toEqual(['64,3%', '92,7%', '+28,4 p.p.']);
    expect(await trendRow('Branca')).toEqual(['75%', '100%', '+25 p.p.']);
    expect(await trendRow('Preta')).toEqual([HIDDEN, HIDDEN, HIDDEN]);
    expect(await trendRow('Parda')).toEqual([HIDDEN, HIDDEN, HIDDEN]);
    // Everyone of each colour in this edition is a woman: that answer is not shown per colour.
    await page
      .getByText(/Alguns grupos estão ocultos porque todas as pessoas deles deram a mesma resposta/)
      .first()
      .waitFor();

    const crossing = page.getByRole('region', { name: 'Cruzamentos' });
    const table = page.getByRole('table', { name: 'Cruzamentos' });
    await table.getByRole('rowheader', { name: 'Preta' }).waitFor();
    await table.getByText(HIDDEN).first().waitFor();
    await screenshot(page, 'dashboard', 'pt-BR', 'report-trend');

    const download = page.waitForEvent('download');
    await crossing.getByRole('button', { name: 'Exportar com este cruzamento (PDF)' }).click();
    const pdf = readFileSync(await (await download).path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('reads in English and Spanish, and fits a 390 px phone', async () => {
    await openAs('en-US');
    await page.getByRole('heading', { name: 'Trend across editions' }).waitFor();
    await page.getByRole('table', { name: 'Difference between the last two editions' }).waitFor();
    await page.context().close();

    await openAs('es-ES', '', true);
    await page.getByRole('heading', { name: 'Tendencia entre ediciones' }).waitFor();
    await page.getByRole('table', { name: 'Diferencia entre las dos últimas ediciones' }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'dashboard', 'es-ES', 'mobile-report-trend');
    expect(await layoutWidth(page)).toBeLessThanOrEqual(390);
  });
});
