import { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, PageGlobals, screenshot } from './support/browser';
import { stored } from './support/dashboard';
import { RunningProduct, startProduct } from './support/product';
import {
  accessCode,
  employees,
  sendSurvey,
  sentBodies,
  SurveyCompany,
  surveyCompany,
} from './support/survey';

const sessionValue = (page: Page, key: string) =>
  page.evaluate(
    (name) =>
      (
        globalThis as unknown as { sessionStorage: PageGlobals['localStorage'] }
      ).sessionStorage.getItem(name),
    key,
  );

const focusedId = (page: Page) =>
  page.evaluate(
    () =>
      (globalThis as unknown as { document: { activeElement: { id: string } | null } }).document
        .activeElement?.id ?? '',
  );

/**
 * A visitor at a kiosk answers an anonymous survey with an access code, in Spanish: the draft
 * stays in the browser, the sensitive question is skipped by declining consent, and the next
 * person starts afresh.
 */
describe('portal: a visitor answers an anonymous survey by access code, in Spanish', () => {
  let product: RunningProduct;
  let browser: Browser;
  let context: BrowserContext;
  let company: SurveyCompany;

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
    company = await surveyCompany(product.t);
    await employees(product.t, company, ['Pessoa da recepção']);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.t.close();
  });
  afterEach(() => context?.close());

  it('types the code, declines the sensitive question and sends', async () => {
    const surveyId = await sendSurvey(product.t, company, {
      name: 'Encuesta de clima 2026',
      anonymous: true,
      accessModes: ['code'],
    });
    const code = await accessCode(product.t, company, surveyId);

    // A kiosk's first visit: the language modal, where the visitor picks Spanish.
    context = await newContext(browser, product.baseUrl);
    const page = await context.newPage();
    const drafts = sentBodies(page, 'PUT', /\/answers$/);
    const submitted = sentBodies(page, 'POST', /\/submit$/);
    // Someone with only a code starts where anyone starts, and finds where to type it.
    await page.goto('/start-company');
    const modal = page.getByRole('dialog');
    await modal.getByLabel('Español (España)').check();
    await modal.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await page.getByRole('link', { name: 'Tengo un código de acceso' }).click();
    await page.getByRole('heading', { name: 'Acceso con código' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/access-code');
    expect(
      await page.evaluate(
        () => (globalThis as unknown as PageGlobals).document.documentElement.lang,
      ),
    ).toBe('es-ES');

    // A mistyped code first.
    await page.getByLabel('Código de acceso').fill('ZZZZ-ZZZZ');
    await page.getByRole('button', { name: 'Acceder a la encuesta' }).click();
    await page
      .locator('#code-error')
      .getByText('Código no encontrado. Compruebe el código e inténtelo de nuevo.')
      .waitFor();
    await screenshot(page, 'portal', 'es-ES', 'survey-code-mistyped');

    await page.getByLabel('Código de acceso').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Acceder a la encuesta' }).click();
    await page.getByRole('heading', { name: 'Encuesta de clima 2026' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/survey/${surveyId}`);
    await page
      .getByText('Encuesta anónima: sus respuestas no quedan vinculadas a usted.')
      .waitFor();
    // The visit lives in this tab only.
    expect(await sessionValue(page, `diversitera.surveyToken.${surveyId}`)).toMatch(/^ey/);

    const consent = page.getByRole('region', {
      name: 'Antes de continuar: preguntas sobre datos sensibles',
    });
    await consent.getByText('Responder a estas preguntas es opcional.').waitFor();
    await consent.getByRole('button', { name: 'Continuar sin las preguntas sensibles' }).click();

    // Declined: the race question is skipped. Questions in Spanish, and no Portuguese
    // reference under them: that is for whoever writes the translations.
    await page.getByRole('group', { name: /^2\. Você trabalha remotamente\?/ }).waitFor();
    await page.getByLabel('Sí', { exact: true }).check();
    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await page
      .getByRole('textbox', { name: '3. ¿Cómo es trabajar a distancia?' })
      .fill('Con flexibilidad.');
    expect(await page.getByText('Referencia base').count()).toBe(0);
    expect(await page.getByText('Como é trabalhar remotamente?').count()).toBe(0);
    await screenshot(page, 'portal', 'es-ES', 'survey-code-question');
    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    // By keyboard only: focus lands on the new question, the arrows pick on the scale.
    await page.getByRole('group', { name: /^4\. Siento que pertenezco/ }).waitFor();
    expect(await focusedId(page)).toMatch(/-legend$/);
    await page.keyboard.press('Tab');
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
    expect(await page.getByLabel('De acuerdo', { exact: true }).isChecked()).toBe(true);
    // The draft is kept in this browser, never sent.
    await page.getByText('Borrador guardado solo en este navegador.').waitFor();
    await page.waitForFunction((key) => {
      const draft = (globalThis as unknown as PageGlobals).localStorage.getItem(key);
      return !!draft && Object.keys(JSON.parse(draft).answers).length === 3;
    }, `diversitera.surveyDraft.${surveyId}`);
    // Past "Anterior" to "Siguiente".
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: /^5\. ¿Cuántos años/ }).fill('2');
    // Enter in the field moves on.
    await page.keyboard.press('Enter');
    await page.getByLabel('Gimnasio').check();
    await page.getByRole('button', { name: 'Enviar respuestas' }).click();

    await page.getByRole('heading', { name: '¡Gracias por participar!' }).waitFor();
    await page
      .getByText('Esta encuesta es anónima: sus respuestas no quedan vinculadas a usted.')
      .waitFor();
    await screenshot(page, 'portal', 'es-ES', 'survey-code-thanks');

    const { questionnaire: q } = company;
    expect(drafts).toEqual([]);
    expect(submitted).toEqual([
      {
        answers: {
          [q.remote]: { optionKeys: ['yes'] },
          [q.remoteComment]: { text: 'Con flexibilidad.' },
          [q.belonging]: { optionKeys: ['4'] },
          [q.tenure]: { number: 2 },
          [q.benefits]: { optionKeys: ['gym'] },
        },
        consent: { given: false, version: expect.any(String) },
        language: 'es-ES',
      },
    ]);
    expect(await stored(page, `diversitera.surveyDraft.${surveyId}`)).toBeNull();
    expect(await sessionValue(page, `diversitera.surveyToken.${surveyId}`)).toBeNull();

    // The next person at the kiosk starts from the code again.
    await page.getByRole('link', { name: 'Nueva respuesta con código' }).click();
    await page.getByRole('heading', { name: 'Acceso con código' }).waitFor();
  });
});
