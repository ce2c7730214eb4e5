import { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { stored } from './support/dashboard';
import { useProductAndBrowser } from './support/session';
import {
  employees,
  invitationPath,
  sendSurvey,
  sentBodies,
  SurveyCompany,
  surveyCompany,
} from './support/survey';

const SAVED = 'Rascunho salvo. Você pode sair e continuar depois.';

/**
 * An employee answers an identified survey from the personal link in the invitation e-mail:
 * consents to the sensitive question, sees a condition change what shows, leaves half-way and
 * comes back on another device (the server kept the draft), then sends once.
 */
describe('portal: an employee answers a survey by personal link', () => {
  let company: SurveyCompany;

  const spec = useProductAndBrowser(async ({ t }) => {
    company = await surveyCompany(t);
  });

  const openPage = async (): Promise<Page> =>
    (await spec.newContext({ language: 'pt-BR' })).newPage();
  const next = (page: Page) => page.getByRole('button', { name: 'Próxima', exact: true }).click();
  const previous = (page: Page) => page.getByRole('button', { name: 'Anterior' }).click();
  const group = (page: Page, name: RegExp) => page.getByRole('group', { name });

  it('consents, answers with a condition, leaves, returns and finishes', async () => {
    const [joana] = await employees(spec.product.t, company, ['Joana Prado']);
    const surveyId = await sendSurvey(spec.product.t, company, {
      name: 'Censo de diversidade 2026',
      anonymous: false,
      accessModes: ['link'],
    });
    const link = await invitationPath(spec.product.t, joana.email, surveyId);
    expect(link).toMatch(new RegExp(`^/survey/${surveyId}\\?invite=`));

    let page = await openPage();
    await page.goto(link);
    await page.getByRole('heading', { name: 'Censo de diversidade 2026' }).waitFor();
    await page
      .getByText('Pesquisa identificada: suas respostas ficam registradas com o seu nome.', {
        exact: false,
      })
      .waitFor();
    // The invite leaves the address once exchanged; the survey token is kept apart.
    expect(new URL(page.url()).search).toBe('');
    expect(await stored(page, `diversitera.surveyToken.${surveyId}`)).toMatch(/^ey/);
    expect(await stored(page, 'diversitera.token')).toBeNull();

    // The race question comes first, so the consent step opens the survey.
    const consent = page.getByRole('region', {
      name: 'Antes de continuar: perguntas sobre dados sensíveis',
    });
    await consent.waitFor();
    // The step names the sensitive subject asked (the question's category), not the question.
    await consent.getByText('Raça ou cor').waitFor();
    await screenshot(page, 'portal', 'pt-BR', 'survey-link-consent');
    await consent.getByRole('button', { name: 'Concordo e quero responder' }).click();

    await group(page, /^1\. Qual é a sua cor ou raça\?/).waitFor();
    await page.getByLabel('Parda', { exact: true }).check();
    await next(page);

    // Required: no moving on without an answer.
    await group(page, /^2\. Você trabalha remotamente\?/).waitFor();
    await next(page);
    await page.getByText('Resposta obrigatória.').waitFor();
    await page.getByRole('button', { name: 'Ajuda sobre esta pergunta' }).hover();
    const tip = page.getByRole('tooltip');
    expect(await tip.textContent()).toBe('Pelo menos 3 dias por semana.');
    expect(await tip.locator('strong').textContent()).toBe('3 dias');
    await screenshot(page, 'portal', 'pt-BR', 'survey-link-help');
    await page.getByLabel('Sim', { exact: true }).check();
    await next(page);

    // "Sim" opens the follow-up question...
    const comment = page.getByRole('textbox', { name: '3. Como é trabalhar remotamente?' });
    await comment.fill('Três dias em casa, dois no escritório.');
    await screenshot(page, 'portal', 'pt-BR', 'survey-link-condition');
    // ...and "Não" closes it, dropping its answer.
    await previous(page);
    await page.getByLabel('Não', { exact: true }).check();
    await next(page);
    await group(page, /^4\. Sinto que pertenço a esta empresa\./).waitFor();
    expect(await comment.count()).toBe(0);
    await previous(page);
    await page.getByLabel('Sim', { exact: true }).check();
    await next(page);
    expect(await comment.inputValue()).toBe('');
    await comment.fill('Dois dias em casa.');
    await next(page);

    // The draft goes to the server after a pause: this answer is in the one that lands.
    const draftSaved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        (response.request().postData() ?? '').includes(company.questionnaire.belonging),
    );
    await page.getByLabel('Concordo', { exact: true }).check();
    expect((await draftSaved).status()).toBe(204);
    await page.getByText(SAVED).waitFor();
    // Leaves: the tab is closed.
    await page.context().close();

    // Returns on another device: the draft is the server's, and it resumes where it stopped.
    page = await openPage();
    const submitted = sentBodies(page, 'POST', /\/submit$/);
    await page.goto(link);
    const tenure = page.getByRole('textbox', {
      name: '5. Há quantos anos você trabalha na empresa?',
    });
    await tenure.waitFor();
    await previous(page);
    expect(await page.getByLabel('Concordo', { exact: true }).isChecked()).toBe(true);
    await previous(page);
    expect(
      await page.getByRole('textbox', { name: '3. Como é trabalhar remotamente?' }).inputValue(),
    ).toBe('Dois dias em casa.');

    // All the questions on one page, to check before sending.
    await page.getByRole('button', { name: 'Ver todas as perguntas' }).click();
    expect(await page.getByLabel('Parda', { exact: true }).isChecked()).toBe(true);
    await tenure.fill('4');
    await page.getByLabel('Academia').check();
    await page.getByLabel('Plano de saúde').check();
    await screenshot(page, 'portal', 'pt-BR', 'survey-link-all-questions');
    await page.getByRole('button', { name: 'Enviar respostas' }).click();
    await page.getByRole('heading', { name: 'Obrigado por participar!' }).waitFor();
    await screenshot(page, 'portal', 'pt-BR', 'survey-link-thanks');

    const { questionnaire: q } = company;
    expect(submitted).toEqual([
      {
        answers: {
          [q.race]: { optionKeys: ['parda'] },
          [q.remote]: { optionKeys: ['yes'] },
          [q.remoteComment]: { text: 'Dois dias em casa.' },
          [q.belonging]: { optionKeys: ['4'] },
          [q.tenure]: { number: 4 },
          [q.benefits]: { optionKeys: ['health', 'gym'] },
        },
        consent: { given: true, version: expect.any(String) },
        language: 'pt-BR',
      },
    ]);
    const [participation] = await spec.product.t.dataSource.query(
      'SELECT status FROM survey_participation WHERE survey_id = $1 AND employee_id = $2',
      [surveyId, joana.id],
    );
    expect(participation.status).toBe('answered');

    // The link has done its work.
    await page.goto(link);
    await page.getByRole('heading', { name: 'Link utilizado ou expirado' }).waitFor();
  });
});
