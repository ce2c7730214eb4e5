import { Browser, BrowserContext, Page } from 'playwright-core';
import { bearer } from '../support/tokens';
import { launchBrowser, newContext, screenshot } from './support/browser';
import { field, notified, signedInContext } from './support/dashboard';
import { RunningProduct, startProduct } from './support/product';
import { accessCode, SurveyCompany, surveyCompany } from './support/survey';
import { typeHelp } from './support/survey-dashboard';

/** The rich-text input named `label`, with its own toolbar (each input has one). */
const editorOf = (page: Page, label: string) =>
  page
    .locator('.MuiFormControl-root')
    .filter({ has: page.getByRole('textbox', { name: label, exact: true }) });

/**
 * An administrator writes a survey's title, introduction and closing in Portuguese and English
 * on the dashboard; a visitor reading English sees the English ones, one reading Spanish (which
 * has none) the Portuguese ones.
 */
describe('survey texts: written per language, read in the respondent’s', () => {
  let product: RunningProduct;
  let browser: Browser;
  let company: SurveyCompany;
  let admin: BrowserContext;
  let surveyId: string;
  let code: string;

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
    const { t } = product;
    company = await surveyCompany(t);
    const auth = bearer(company.admin.token);
    // One optional question: the journey is about the words around it.
    const questionnaire = await t.http
      .post('/api/admin/questionnaire')
      .set(auth)
      .send({ name: 'Pulso rápido' })
      .expect(201);
    await t.http
      .post(`/api/admin/questionnaire/${questionnaire.body.id}/question`)
      .set(auth)
      .send({
        type: 'text',
        texts: {
          'pt-BR': { text: 'O que melhoraria o seu dia a dia?' },
          'en-US': { text: 'What would improve your day?' },
          'es-ES': { text: '¿Qué mejoraría su día a día?' },
        },
      })
      .expect(201);
    const survey = await t.http
      .post('/api/admin/survey')
      .set(auth)
      .send({
        name: 'Pulso 2026',
        questionnaireId: questionnaire.body.id,
        accessModes: ['code'],
        endsAt: new Date(Date.now() + 14 * 864e5).toISOString(),
      })
      .expect(201);
    surveyId = survey.body.id;
    admin = await newContext(browser, product.baseUrl, { language: 'pt-BR' });
    await signedInContext(admin, t, company.admin.account, 'admin');
  });
  afterAll(async () => {
    await browser?.close();
    await product?.t.close();
  });

  it('the administrator writes the texts in Portuguese and English', async () => {
    const page = await admin.newPage();
    await page.goto(`/admin/survey/create-survey/${surveyId}`);
    await page.getByRole('heading', { name: 'Textos para quem responde' }).waitFor();
    // Nothing written yet: English and Spanish readers would get the name, in Portuguese.
    const english = page.getByRole('tab', { name: 'English (United States) · falta tradução' });
    await english.waitFor();
    await page.getByRole('tab', { name: 'Español (España) · falta tradução' }).waitFor();

    await field(page, 'Título (Português (Brasil))').fill('Pulso de inclusão');
    await typeHelp(
      editorOf(page, 'Introdução (Português (Brasil))'),
      page,
      'Introdução (Português (Brasil))',
      'Dois minutos',
      ', anônima.',
    );
    await typeHelp(
      editorOf(page, 'Texto de encerramento (Português (Brasil))'),
      page,
      'Texto de encerramento (Português (Brasil))',
      'Obrigado!',
      ' Os resultados saem em dezembro.',
    );
    await english.click();
    await field(page, 'Título (English (United States))').fill('Inclusion pulse');
    await typeHelp(
      editorOf(page, 'Introdução (English (United States))'),
      page,
      'Introdução (English (United States))',
      'Two minutes',
      ', anonymous.',
    );
    await typeHelp(
      editorOf(page, 'Texto de encerramento (English (United States))'),
      page,
      'Texto de encerramento (English (United States))',
      'Thank you!',
      ' Results come out in December.',
    );
    // Everything Portuguese has, English has now: the tab is no longer marked.
    await page.getByRole('tab', { name: 'English (United States)', exact: true }).waitFor();
    await screenshot(page, 'dashboard', 'pt-BR', 'survey-texts');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.waitForURL(`**/admin/survey/${surveyId}/show`);

    // Sending names what Spanish readers would see in Portuguese.
    await page.getByRole('button', { name: 'Enviar pesquisa' }).click();
    const confirm = page.getByRole('dialog', { name: 'Enviar "Pulso 2026"?' });
    await confirm
      .getByText(
        'Español (España): textos da pesquisa sem tradução: título, introdução, texto de encerramento.',
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Enviar pesquisa' }).click();
    await notified(page, 'Pesquisa enviada');
    await page.close();
    code = await accessCode(product.t, company, surveyId);
  });

  /** A visitor opens the survey with the code, the portal in `language`. */
  async function visit(language: 'en-US' | 'es-ES'): Promise<Page> {
    const context = await newContext(browser, product.baseUrl, { language });
    const page = await context.newPage();
    await page.goto(`/access-code?code=${code}`);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(`**/survey/${surveyId}`);
    return page;
  }

  it('a visitor reading English sees the English title, introduction and closing', async () => {
    const page = await visit('en-US');
    await page.getByRole('heading', { name: 'Inclusion pulse', level: 1 }).waitFor();
    const intro = page.locator('.survey-intro');
    expect(await intro.innerHTML()).toBe('<p><strong>Two minutes</strong>, anonymous.</p>');
    expect(await page.getByText('Dois minutos').count()).toBe(0);
    await screenshot(page, 'portal', 'en-US', 'survey-texts-introduction');
    await page.getByRole('textbox', { name: /What would improve your day/ }).fill('Less noise.');
    await page.getByRole('button', { name: 'Send answers' }).click();
    await page.getByRole('heading', { name: 'Thank you for taking part!' }).waitFor();
    await page.getByText('Results come out in December.').waitFor();
    expect(await page.getByText('Your answers have been sent.').count()).toBe(0);
    await page.context().close();
  });

  it('a visitor reading Spanish, which has no texts of its own, sees the Portuguese ones', async () => {
    const page = await visit('es-ES');
    await page.getByRole('heading', { name: 'Pulso de inclusão', level: 1 }).waitFor();
    await page.locator('.survey-intro').getByText('Dois minutos').waitFor();
    // The screen itself and the question stay Spanish.
    await page.getByRole('textbox', { name: /¿Qué mejoraría su día a día\?/ }).fill('Menos ruido.');
    await page.getByRole('button', { name: 'Enviar respuestas' }).click();
    await page.getByRole('heading', { name: '¡Gracias por participar!' }).waitFor();
    await page.getByText('Os resultados saem em dezembro.').waitFor();
    await page.context().close();
  });
});
