import { Page } from 'playwright-core';
import { Account } from '../../src/account/account.entity';
import { TestEmployee } from '../support/survey-data';
import { downloaded, screenshot } from './support/browser';
import { notified } from './support/dashboard';
import { useProductAndBrowser } from './support/session';
import { answerAs, employees, sendSurvey, SurveyCompany, surveyCompany } from './support/survey';

const SURVEY = 'Clima identificado 2026';
const RACE = 'Qual é a sua cor ou raça?';

/**
 * The person's rights end to end: an employee reads and downloads what is held about them and
 * withdraws the consent behind their sensitive answer; the administrator sees the request with
 * its deadline and closes it; the report no longer counts that answer.
 */
describe('LGPD: an employee takes their data and withdraws a consent', () => {
  let company: SurveyCompany;
  let surveyId: string;
  let joana: TestEmployee;

  const spec = useProductAndBrowser(async ({ t }) => {
    company = await surveyCompany(t);
    const people = await employees(t, company, [
      'Joana Prado',
      ...['Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gabi'].map((name) => `${name} Souza`),
    ]);
    joana = people[0];
    surveyId = await sendSurvey(t, company, {
      name: SURVEY,
      anonymous: false,
      accessModes: ['link'],
    });
    for (const [index, person] of people.entries())
      await answerAs(t, company, surveyId, person, index % 2 ? 'branca' : 'parda');
  }, 180_000);

  const openAs = async (account: Account, role: 'user' | 'admin'): Promise<Page> =>
    (await spec.signedInPage(account, role)).page;
  const raceRespondents = async (page: Page) => {
    await page.goto(`/admin/survey/${surveyId}/report`);
    const card = page.getByRole('region', { name: `1. ${RACE}` });
    await card.waitFor();
    return card.getByText(/\d+ respondentes/).textContent();
  };

  it('reads, downloads and withdraws; the administrator closes the request; the report recounts', async () => {
    const { t } = spec.product;
    const admin = company.admin.account;
    expect(await raceRespondents(await openAs(admin, 'admin'))).toBe('7 respondentes');

    // The employee, from the home, opens "Meus dados".
    const person = await t.dataSource
      .getRepository(Account)
      .findOneByOrFail({ id: joana.accountId });
    const page = await openAs(person, 'user');
    await page.goto('/app/user/home');
    await page.getByRole('link', { name: 'Ver meus dados' }).click();
    await page.waitForURL('**/app/user/data');
    const answers = page.getByRole('region', { name: 'Suas respostas identificadas' });
    await answers.getByRole('heading', { name: SURVEY }).waitFor();
    await answers.getByText('Parda', { exact: true }).waitFor();
    await answers.getByText(/Suas respostas a pesquisas anônimas não aparecem aqui/).waitFor();
    await screenshot(page, 'portal', 'pt-BR', 'my-data');

    // A copy, as PDF and as JSON.
    const pdf = await downloaded(page.getByRole('button', { name: 'Baixar em PDF' }));
    expect(pdf.name).toBe('meus-dados.pdf');
    expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');
    const json = await downloaded(page.getByRole('button', { name: 'Baixar em JSON' }));
    const statement = JSON.parse(json.content.toString('utf8'));
    expect(statement.identifiedResponses).toHaveLength(1);
    expect(statement.account.email).toBe(joana.email);

    // The consent behind the sensitive answer, withdrawn after one confirmation.
    await answers.getByRole('button', { name: `Revogar consentimento: ${SURVEY}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Revogar o consentimento?' });
    await screenshot(page, 'portal', 'pt-BR', 'my-data-withdraw');
    await dialog.getByRole('button', { name: 'Revogar e apagar' }).click();
    await page
      .getByRole('status')
      .getByText(/Consentimento revogado/)
      .waitFor();
    await answers.getByText(/Você revogou o consentimento em/).waitFor();
    expect(await answers.getByText('Parda', { exact: true }).count()).toBe(0);
    const requests = page.getByRole('list', { name: 'Seus pedidos' });
    await requests.getByText('Revogação do consentimento').waitFor();
    await requests.getByText('Em aberto').waitFor();

    // The same page in the other two languages.
    await page.getByLabel('Idioma').selectOption('en-US');
    await page.getByRole('heading', { name: 'Your identified answers' }).waitFor();
    await page.getByText(/Your answers to anonymous surveys are not here/).waitFor();
    await screenshot(page, 'portal', 'en-US', 'my-data');
    await page.getByLabel('Language').selectOption('es-ES');
    await page.getByRole('heading', { name: 'Tus respuestas identificadas' }).waitFor();
    await page.getByRole('button', { name: 'Descargar en PDF' }).waitFor();
    await screenshot(page, 'portal', 'es-ES', 'my-data');

    // The administrator finds it in the menu, with its legal deadline, and closes it.
    const dashboard = await openAs(admin, 'admin');
    await dashboard.goto('/admin');
    await dashboard.getByRole('menuitem', { name: 'Solicitações LGPD' }).click();
    const row = dashboard.getByRole('row').filter({ hasText: 'Joana Prado' });
    await row.getByText('Revogação de consentimento').waitFor();
    await row.getByText('Em aberto').waitFor();
    await screenshot(dashboard, 'dashboard', 'pt-BR', 'privacy-requests');
    await row.getByText('Joana Prado').click();
    await dashboard.getByText('Prazo legal').waitFor();
    await dashboard.getByText(/O consentimento foi revogado quando a pessoa pediu/).waitFor();
    await screenshot(dashboard, 'dashboard', 'pt-BR', 'privacy-request');
    expect(await dashboard.getByRole('button', { name: 'Recusar', exact: true }).count()).toBe(0);
    await dashboard.getByRole('button', { name: 'Concluir' }).click();
    await notified(dashboard, 'Solicitação concluída. A pessoa foi avisada por e-mail.');
    await dashboard.getByText('Atendida').first().waitFor();

    // Joana hears it in the language she chose; the report no longer counts her answer.
    await t.smtp.waitFor(joana.email, (mail) =>
      mail.subject.includes('Tu solicitud sobre tus datos fue atendida'),
    );
    expect(await raceRespondents(dashboard)).toBe('6 respondentes');
  });
});
