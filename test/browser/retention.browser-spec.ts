import { Page } from 'playwright-core';
import { brazilDay } from '../../src/common/time/brazil-day';
import { downloaded, layoutWidth, screenshot, settledCount } from './support/browser';
import { accessibilityViolations } from './support/a11y';
import { notified } from './support/dashboard';
import { useProductAndBrowser } from './support/session';
import { answerAs, employees, sendSurvey, SurveyCompany, surveyCompany } from './support/survey';

/**
 * LGPD retention from the dashboard: the administrator sets a shorter period for identified
 * answers, sees what it would anonymize today before saving, confirms; downloads the records
 * of processing; finds both in the audit log, filtered by action and by day, on a phone too.
 */
describe('LGPD: retention policy, records of processing and the audit log', () => {
  let company: SurveyCompany;

  const spec = useProductAndBrowser(async ({ t }) => {
    company = await surveyCompany(t);
    const people = await employees(t, company, ['Ana Lima', 'Bia Reis', 'Caio Dias']);
    const surveyId = await sendSurvey(t, company, {
      name: 'Clima identificado 2025',
      anonymous: false,
      accessModes: ['link'],
    });
    for (const person of people) await answerAs(t, company, surveyId, person, 'parda');
    // The survey closed 100 days ago.
    await t.dataSource.query(
      `UPDATE survey SET closed_at = now() - interval '100 days' WHERE id = $1`,
      [surveyId],
    );
  }, 180_000);

  const openAs = async (mobile = false): Promise<Page> =>
    (await spec.signedInPage(company.admin.account, 'admin', { language: 'pt-BR', mobile })).page;

  it('sets a policy after seeing its dry-run count, downloads the records, and reads the log', async () => {
    const page = await openAs();
    await page.goto('/admin');
    await page.getByRole('menuitem', { name: 'Retenção de dados (LGPD)' }).click();
    await page.getByText('A empresa ainda usa os prazos padrão abaixo.').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    const answers = page.getByLabel(
      'Respostas identificadas (dias após o encerramento da pesquisa)',
    );
    expect(await answers.inputValue()).toBe('730');

    // Out of bounds: the form says so and asks nothing of the server.
    await answers.fill('10');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByText('Deve ser ao menos 30').first().waitFor();

    await answers.fill('30');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Salvar a política de retenção?' });
    await dialog.getByText('3 respostas identificadas seriam anonimizadas').waitFor();
    await dialog.getByText('0 ex-colaboradores seriam anonimizados').waitFor();
    await screenshot(page, 'dashboard', 'pt-BR', 'retention-dry-run');
    // Nothing is saved before the confirmation.
    const before = await spec.product.t.dataSource.query(
      'SELECT 1 FROM retention_policy WHERE company_id = $1',
      [company.companyId],
    );
    expect(before).toEqual([]);
    await dialog.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await notified(page, 'Política de retenção salva');
    const [saved] = await spec.product.t.dataSource.query(
      'SELECT identified_answers_days AS days FROM retention_policy WHERE company_id = $1',
      [company.companyId],
    );
    expect(saved.days).toBe(30);

    const pdf = await downloaded(page.getByRole('button', { name: 'Baixar PDF' }));
    expect(pdf.name).toBe('registro-de-tratamento.pdf');
    expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('menuitem', { name: 'Registro de auditoria' }).click();
    const rows = page.locator('tbody tr');
    await rows.filter({ hasText: 'Política de retenção alterada' }).waitFor();
    await rows.filter({ hasText: 'Registro das operações de tratamento baixado' }).waitFor();
    await page.getByRole('combobox', { name: 'Ação' }).click();
    await page.getByRole('option', { name: 'Política de retenção alterada' }).click();
    expect(await settledCount(rows, 1)).toBe(1);
    await rows
      .getByText(/identifiedAnswersDays/)
      .first()
      .waitFor();
    await page.getByLabel('A partir de', { exact: true }).fill(brazilDay());
    await page.getByLabel('Até', { exact: true }).fill(brazilDay());
    expect(await settledCount(rows, 1)).toBe(1);
    await screenshot(page, 'dashboard', 'pt-BR', 'audit-log');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByLabel('A partir de', { exact: true }).fill('2999-01-01');
    expect(await settledCount(rows, 0)).toBe(0);
  });

  it('reads the audit log in English and Spanish, and on a phone', async () => {
    for (const [language, title, action] of [
      ['en-US', 'Audit log', 'Retention policy changed'],
      ['es-ES', 'Registro de auditoría', 'Política de conservación modificada'],
    ] as const) {
      const { page } = await spec.signedInPage(company.admin.account, 'admin', { language });
      await page.goto('/admin/audit');
      await page.getByRole('heading', { name: title }).first().waitFor();
      await page.getByText(action).first().waitFor();
      await screenshot(page, 'dashboard', language, 'audit-log');
    }
    const page = await openAs(true);
    await page.goto('/admin/audit');
    await page.getByText('Registro das operações de tratamento baixado').first().waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'dashboard', 'pt-BR', 'mobile-audit-log');
    expect(await layoutWidth(page)).toBeLessThanOrEqual(390);
  });
});
