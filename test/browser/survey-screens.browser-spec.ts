import { randomUUID } from 'node:crypto';
import { Browser, BrowserContext, Page } from 'playwright-core';
import { Account } from '../../src/account/account.entity';
import { enUS } from '../../portal-ui/src/i18n/en-US';
import { esES } from '../../portal-ui/src/i18n/es-ES';
import { ptBR } from '../../portal-ui/src/i18n/pt-BR';
import { TestEmployee } from '../support/survey-data';
import { accessibilityViolations } from './support/a11y';
import {
  Language,
  LANGUAGES,
  launchBrowser,
  newContext,
  PageGlobals,
  screenshot,
} from './support/browser';
import { signedInContext } from './support/dashboard';
import { RunningProduct, startProduct } from './support/product';
import { employees, sendSurvey, SurveyCompany, surveyCompany } from './support/survey';

const CATALOGUES = { 'pt-BR': ptBR, 'en-US': enUS, 'es-ES': esES };
/** The answers the screens pick, by language: "no" to remote work, "agree" to belonging. */
const LABELS: Record<Language, { no: string; agree: string; name: string }> = {
  'pt-BR': { no: 'Não', agree: 'Concordo', name: 'Censo de diversidade 2026' },
  'en-US': { no: 'No', agree: 'Agree', name: 'Diversity census 2026' },
  'es-ES': { no: 'No', agree: 'De acuerdo', name: 'Censo de diversidad 2026' },
};

/**
 * The survey screens in each language, as a signed-in employee reaches them from the home page:
 * a picture of each in test-results/screenshots/portal/<lang>/survey-*.png, axe-core's WCAG 2.2
 * A/AA checks on each, and the question page on a phone without sideways scrolling.
 */
describe('portal survey screens in every language', () => {
  let product: RunningProduct;
  let browser: Browser;
  let company: SurveyCompany;
  const people = {} as Record<Language, TestEmployee>;
  const surveys = {} as Record<Language, string>;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
    company = await surveyCompany(product.t);
    // One survey per language, each sent to its own employee only (the newest one).
    for (const [index, language] of LANGUAGES.entries()) {
      [people[language]] = await employees(product.t, company, [`Pessoa ${language}`]);
      await product.t.dataSource.query('UPDATE account SET language_id = $1 WHERE id = $2', [
        index + 1,
        people[language].accountId,
      ]);
      surveys[language] = await sendSurvey(product.t, company, {
        name: LABELS[language].name,
        anonymous: false,
        accessModes: ['link', 'code'],
      });
    }
  });
  afterAll(async () => {
    await browser?.close();
    await product?.t.close();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  const signedInPage = async (language: Language, mobile = false): Promise<Page> => {
    const context = await newContext(browser, product.baseUrl, { language, mobile });
    contexts.push(context);
    await signedInContext(context, product.t, { email: people[language].email } as Account, 'user');
    return context.newPage();
  };

  const expectAccessible = async (page: Page, screen: string) => {
    const violations = await accessibilityViolations(page);
    expect({ screen, violations }).toEqual({ screen, violations: [] });
  };

  it.each(LANGUAGES)('%s', async (language) => {
    const t = CATALOGUES[language];
    const labels = LABELS[language];
    const surveyId = surveys[language];
    const page = await signedInPage(language);

    await page.goto('/app/user/home');
    const answer = page.getByRole('link', { name: `${t.home.answer}: ${labels.name}` });
    await answer.waitFor();
    // An identified survey says so on the home and before its first question.
    await page
      .getByRole('listitem')
      .filter({ hasText: labels.name })
      .getByText(t.home.identified, { exact: true })
      .waitFor();
    await screenshot(page, 'portal', language, 'survey-home');
    await expectAccessible(page, 'home');

    await answer.click();
    await page.waitForURL(`**/app/user/survey/${surveyId}`);
    const consent = page.getByRole('region', { name: t.consent.title });
    await consent.waitFor();
    await page.getByText(t.survey.identifiedNote).waitFor();
    await screenshot(page, 'portal', language, 'survey-consent');
    await expectAccessible(page, 'consent');

    await consent.getByRole('button', { name: t.consent.give }).click();
    await page.getByText(t.survey.saved).waitFor();
    const help = page.getByRole('button', { name: t.survey.help });
    await help.hover();
    await page.getByRole('tooltip').waitFor();
    await screenshot(page, 'portal', language, 'survey-question-help');
    await page.mouse.move(0, 0);
    await expectAccessible(page, 'question');

    // The same question on a phone: nothing wider than the screen.
    const phone = await signedInPage(language, true);
    await phone.goto(`/app/user/survey/${surveyId}`);
    await phone.getByRole('group').first().waitFor();
    await screenshot(phone, 'portal', language, 'survey-question-mobile');
    const width = await phone.evaluate(
      () => (globalThis as unknown as PageGlobals).document.documentElement.scrollWidth,
    );
    expect(width).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: t.survey.showAll }).click();
    await page.getByLabel(labels.no, { exact: true }).check();
    await page.getByLabel(labels.agree, { exact: true }).check();
    await screenshot(page, 'portal', language, 'survey-all-questions');
    await expectAccessible(page, 'all questions');

    await page.getByRole('button', { name: t.survey.submit }).click();
    await page.getByRole('heading', { name: t.surveyMessage.thanks.title }).waitFor();
    await screenshot(page, 'portal', language, 'survey-thanks');
    await expectAccessible(page, 'thanks');

    await page.goto(`/survey/${surveyId}/accesscode`);
    await page.getByRole('heading', { name: t.accessCode.title }).waitFor();
    await screenshot(page, 'portal', language, 'survey-access-code');
    await expectAccessible(page, 'access code');

    await page.goto(`/survey/${surveyId}/languageselector`);
    await page.getByRole('heading', { name: t.surveyLanguage.title }).waitFor();
    await screenshot(page, 'portal', language, 'survey-language');
    await expectAccessible(page, 'language');

    await page.goto(`/survey/${randomUUID()}`);
    await page.getByRole('heading', { name: t.surveyMessage.notFound.title }).waitFor();
    await screenshot(page, 'portal', language, 'survey-not-found');
    await expectAccessible(page, 'not found');
  });
});
