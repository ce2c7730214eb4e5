import { Browser, BrowserContext, Page } from 'playwright-core';
import { createAccount } from '../support/factories';
import { signedInWithCompany, SignedIn } from '../support/session';
import {
  answerByInvitation,
  createEmployee,
  libraryIds,
  TestEmployee,
} from '../support/survey-data';
import { bearer } from '../support/tokens';
import { launchBrowser, layoutWidth, newContext, screenshot } from './support/browser';
import { signedInContext } from './support/dashboard';
import { RunningProduct, startProduct } from './support/product';
import { invitationPath, sentBodies } from './support/survey';

const MATRIX = 'O quanto você concorda com as afirmações abaixo?';
const STATEMENTS = [
  'Sinto que pertenço a esta empresa.',
  'Posso ser eu mesmo(a) no trabalho.',
  'Minhas ideias são ouvidas, mesmo quando diferem das da maioria.',
  'Sou tratado(a) de forma justa, independentemente de quem eu sou.',
];

/**
 * Matrix, NPS and ranking questions: an employee answers all three in the portal with the
 * keyboard only; on a phone the matrix shows one statement at a time; the administrator's report
 * shows each matrix row as a question, the eNPS and the ranks.
 */
describe('portal and report: matrix, NPS and ranking questions', () => {
  let product: RunningProduct;
  let browser: Browser;
  let admin: SignedIn;
  let surveyId: string;
  let ids: { matrix: string; nps: string; ranking: string };
  let people: TestEmployee[];
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
    const { t } = product;
    admin = await signedInWithCompany(t, 'admin', { company: { has2faAuthentication: false } });
    const auth = bearer(admin.token);
    const questionnaire = (
      await t.http.post('/api/admin/questionnaire').set(auth).send({ name: 'Clima' }).expect(201)
    ).body.id as string;
    const library = await libraryIds(t, admin.token);
    const fromLibrary = async (code: string) =>
      (
        await t.http
          .post(`/api/admin/questionnaire/${questionnaire}/question/from-library`)
          .set(auth)
          .send({ predefinedQuestionId: library[code], required: true })
          .expect(201)
      ).body.id as string;
    const matrix = await fromLibrary('belonging-matrix');
    const nps = await fromLibrary('enps');
    const ranking = (
      await t.http
        .post(`/api/admin/questionnaire/${questionnaire}/question`)
        .set(auth)
        .send({
          type: 'ranking',
          required: true,
          texts: { 'pt-BR': { text: 'Ordene o que mais importa para você' } },
          options: [
            ['pay', 'Salário'],
            ['growth', 'Crescimento'],
            ['flexibility', 'Flexibilidade'],
          ].map(([key, label]) => ({ key, labels: { 'pt-BR': label } })),
        })
        .expect(201)
    ).body.id as string;
    ids = { matrix, nps, ranking };
    people = [];
    for (let index = 0; index < 6; index++)
      people.push(await createEmployee(t.dataSource, admin.company!.id));
    surveyId = (
      await t.http
        .post('/api/admin/survey')
        .set(auth)
        .send({
          name: 'Clima 2026',
          questionnaireId: questionnaire,
          anonymous: true,
          endsAt: new Date(Date.now() + 7 * 864e5).toISOString(),
        })
        .expect(201)
    ).body.id;
    await t.http.post(`/api/admin/survey/${surveyId}/send`).set(auth).expect(200);
    // Four colleagues answer through the API: 10, 10, 9 and 3, each ranking pay first.
    for (const [index, score] of ['10', '10', '9', '3'].entries())
      await answerByInvitation(t, surveyId, people[index + 2].email, {
        [matrix]: { rows: { belong: '4', 'be-myself': '4', voice: '3', 'fair-treatment': '5' } },
        [nps]: { optionKeys: [score] },
        [ranking]: { optionKeys: ['pay', 'growth', 'flexibility'] },
      });
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await product?.t.close();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  const openPage = async (mobile = false): Promise<Page> => {
    const context = await newContext(browser, product.baseUrl, { language: 'pt-BR', mobile });
    contexts.push(context);
    return context.newPage();
  };

  /** Presses Tab until the focused element matches `selector` (keyboard only, no clicks). */
  async function tabTo(page: Page, selector: string) {
    for (let presses = 0; presses < 60; presses++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(
        (wanted) =>
          !!(
            globalThis as unknown as {
              document: { activeElement: { matches(selector: string): boolean } | null };
            }
          ).document.activeElement?.matches(wanted),
        selector,
      );
      if (focused) return;
    }
    throw new Error(`Tab never reached ${selector}`);
  }
  const checkedValue = (page: Page, name: string) =>
    page.locator(`input[name="${name}"]:checked`).getAttribute('value');

  it('answers a matrix, an NPS and a ranking with the keyboard only', async () => {
    const page = await openPage();
    const submitted = sentBodies(page, 'POST', /\/submit$/);
    await page.goto(await invitationPath(product.t, people[0].email, surveyId));
    await page
      .getByRole('group', { name: new RegExp(`^1\\. ${MATRIX.replace('?', '\\?')}`) })
      .waitFor();
    for (const statement of STATEMENTS)
      await page.getByRole('group', { name: statement, exact: true }).waitFor();

    // Each statement is a radio group: Tab into it, Space picks the first option, arrows move.
    const keys = ['belong', 'be-myself', 'voice', 'fair-treatment'];
    const moves = [3, 4, 2, 3];
    for (const [index, key] of keys.entries()) {
      const name = `q-${ids.matrix}-${key}`;
      await tabTo(page, `input[name="${name}"]`);
      await page.keyboard.press('Space');
      for (let step = 0; step < moves[index]; step++) await page.keyboard.press('ArrowRight');
      expect(await checkedValue(page, name)).toBe(String(moves[index] + 1));
    }
    await screenshot(page, 'portal', 'pt-BR', 'survey-matrix');
    await tabTo(page, 'button[type="submit"]');
    await page.keyboard.press('Enter');

    // NPS: eleven scores; from 0, nine presses of the right arrow give 9.
    await page.getByRole('radiogroup', { name: /^2\. Numa escala de 0 a 10/ }).waitFor();
    await page.getByText('0 = nada provável').waitFor();
    await tabTo(page, `input[name="q-${ids.nps}"]`);
    await page.keyboard.press('Space');
    for (let step = 0; step < 9; step++) await page.keyboard.press('ArrowRight');
    expect(await checkedValue(page, `q-${ids.nps}`)).toBe('9');
    await tabTo(page, 'button[type="submit"]');
    await page.keyboard.press('Enter');

    // Ranking: Flexibilidade goes up to first with its button, each move read out.
    await page.getByText('Arraste as opções, ou use os botões').waitFor();
    await tabTo(page, 'button[aria-label="Subir \\"Flexibilidade\\""]');
    await page.keyboard.press('Enter');
    await page.getByText('"Flexibilidade" agora está na posição 2 de 3.').waitFor();
    // The moved item keeps the focus: Enter again moves it once more.
    await page.keyboard.press('Enter');
    await page.getByText('"Flexibilidade" agora está na posição 1 de 3.').waitFor();
    expect(await page.locator('.ranking-label').allTextContents()).toEqual([
      'Flexibilidade',
      'Salário',
      'Crescimento',
    ]);
    await screenshot(page, 'portal', 'pt-BR', 'survey-ranking');
    await tabTo(page, 'button[type="submit"]');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Obrigado por participar!' }).waitFor();

    expect(submitted).toEqual([
      expect.objectContaining({
        answers: {
          [ids.matrix]: {
            rows: { belong: '4', 'be-myself': '5', voice: '3', 'fair-treatment': '4' },
          },
          [ids.nps]: { optionKeys: ['9'] },
          [ids.ranking]: { optionKeys: ['flexibility', 'pay', 'growth'] },
        },
      }),
    ]);
  });

  it('shows a phone one statement of the matrix at a time', async () => {
    const page = await openPage(true);
    await page.goto(await invitationPath(product.t, people[1].email, surveyId));
    await page.getByText('Afirmação 1 de 4').waitFor();
    expect(await page.locator('fieldset.matrix-row').count()).toBe(1);
    await page
      .getByRole('group', { name: STATEMENTS[0], exact: true })
      .getByLabel('Concordo', { exact: true })
      .check();
    await page.getByRole('button', { name: 'Próxima afirmação' }).click();
    await page.getByText('Afirmação 2 de 4').waitFor();
    await page.getByRole('group', { name: STATEMENTS[1], exact: true }).waitFor();
    // Nothing wider than the phone's screen.
    expect(await layoutWidth(page)).toBeLessThanOrEqual(390);
    await screenshot(page, 'portal', 'pt-BR', 'survey-matrix-phone');
  });

  it('reports each matrix row, the eNPS and the ranks', async () => {
    const account = await createAccount(product.t.dataSource, {
      companyId: admin.company!.id,
      roles: ['admin'],
      languageId: 1,
    });
    const context = await newContext(browser, product.baseUrl, { language: 'pt-BR' });
    contexts.push(context);
    await signedInContext(context, product.t, account, 'admin');
    const page = await context.newPage();
    await page.goto(`/admin/survey/${surveyId}/report`);
    await page.getByRole('heading', { name: 'Clima 2026', level: 1 }).waitFor();
    for (const statement of STATEMENTS)
      await page
        .getByRole('region', { name: new RegExp(`— ${statement.replace(/[().]/g, '\\$&')}$`) })
        .waitFor();
    // Five answers: 10, 10, 9 (promoters), 9 from the portal, 3 (detractor): (4 − 1) / 5 = +60.
    const nps = page.getByRole('region', { name: /Numa escala de 0 a 10/ });
    const total = nps
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Total' }) });
    await total.getByText('+60').waitFor();
    await total.getByText('80%').waitFor();
    const ranking = page.getByRole('region', { name: /Ordene o que mais importa/ });
    await ranking.getByRole('columnheader', { name: 'Flexibilidade' }).waitFor();
    // Pay: 1, 1, 1, 1, 2 → 1.2, first for four of five.
    await ranking.getByText('1.2 (1º: 80%)').waitFor();
    await screenshot(page, 'dashboard', 'pt-BR', 'report-question-types');
  });
});
