import { Browser, BrowserContext, Page } from 'playwright-core';
import { makePhone } from '../support/factories';
import { qrCodesOf } from '../support/pdf-qr';
import { TestSmsGateway } from '../support/sms';
import { bearer } from '../support/tokens';
import { launchBrowser, newContext, PageGlobals, screenshot } from './support/browser';
import { signedInContext } from './support/dashboard';
import { RunningProduct, startProduct } from './support/product';
import { sendSurvey, SurveyCompany, surveyCompany } from './support/survey';

const storedKeys = (page: Page) =>
  page.evaluate(() => {
    const { localStorage } = globalThis as unknown as PageGlobals & {
      localStorage: { length: number; key(index: number): string | null };
    };
    return Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
  });

/** Declines the sensitive questions and answers the required ones, in Portuguese or English. */
async function answerRequired(page: Page, english = false) {
  await page
    .getByRole('button', {
      name: english
        ? 'Continue without the sensitive questions'
        : 'Continuar sem as perguntas sensíveis',
    })
    .click();
  await page.getByLabel(english ? 'No' : 'Não', { exact: true }).check();
  await page.getByRole('button', { name: english ? 'Next' : 'Próxima' }).click();
  await page.getByLabel(english ? 'Agree' : 'Concordo', { exact: true }).check();
}

describe('reaching everyone: SMS links, kiosks and posters', () => {
  let product: RunningProduct;
  let browser: Browser;
  let context: BrowserContext;
  let company: SurveyCompany;
  const sms = new TestSmsGateway();

  beforeAll(async () => {
    const gateway = await sms.start();
    [product, browser] = await Promise.all([
      startProduct({ SMS_WEBHOOK_URL: gateway }),
      launchBrowser(),
    ]);
    company = await surveyCompany(product.t);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.t.close();
    await sms.stop();
  });
  afterEach(() => context?.close());

  it('an employee invited by SMS answers through the short link on a phone', async () => {
    const phone = makePhone();
    await product.t.http
      .post('/api/admin/employee')
      .set(bearer(company.admin.token))
      .send({ name: 'Joaquim Pereira', cellPhone: phone, preferredChannel: 'sms' })
      .expect(201);
    const surveyId = await sendSurvey(product.t, company, {
      name: 'Pesquisa do chão de fábrica',
      anonymous: true,
      accessModes: ['link'],
    });
    const { text } = await sms.waitFor(phone);
    expect(text.length).toBeLessThanOrEqual(160);
    const link = new URL(text.match(/https?:\/\/\S+\/s\/[A-Za-z0-9]{16}/)?.[0] as string);

    context = await newContext(browser, product.baseUrl, { language: 'pt-BR', mobile: true });
    const page = await context.newPage();
    await page.goto(link.pathname);
    await page.getByRole('heading', { name: 'Pesquisa do chão de fábrica' }).waitFor();
    // The short link is spent into a token: the address no longer carries it.
    expect(new URL(page.url()).pathname).toMatch(/^\/survey\/[0-9a-f-]{36}\/anonymous$/);
    await answerRequired(page);
    await page.getByRole('button', { name: 'Ver todas as perguntas' }).click();
    await screenshot(page, 'portal', 'pt-BR', 'survey-sms-link-phone');
    await page.getByRole('button', { name: 'Enviar respostas' }).click();
    await page.getByRole('heading', { name: 'Obrigado por participar!' }).waitFor();

    // Opened again, the spent link says so.
    await page.goto(link.pathname);
    await page.getByRole('heading', { name: /link/i }).waitFor();

    // The survey page counts who each channel reached.
    const dashboard = await newContext(browser, product.baseUrl, { language: 'pt-BR' });
    try {
      await signedInContext(dashboard, product.t, company.admin.account, 'admin');
      const admin = await dashboard.newPage();
      await admin.goto(`/admin/survey/${surveyId}/show`);
      const reach = admin.getByRole('region', { name: 'Alcance dos convites' });
      const smsRow = reach.getByRole('row', { name: /^SMS/ });
      await smsRow.waitFor();
      expect(await smsRow.getByRole('cell').allTextContents()).toEqual(['1', '1', '0', '0']);
      await screenshot(admin, 'dashboard', 'pt-BR', 'survey-reach');
    } finally {
      await dashboard.close();
    }
  });

  it('a kiosk serves two people in a row, and the second finds nothing of the first', async () => {
    const surveyId = await sendSurvey(product.t, company, {
      name: 'Quiosque da fábrica',
      anonymous: true,
      accessModes: ['code'],
    });
    const { code } = (
      await product.t.http
        .post(`/api/admin/survey/${surveyId}/access-code`)
        .set(bearer(company.admin.token))
        .send({ label: 'Tablet da portaria', purpose: 'kiosk' })
        .expect(201)
    ).body;

    context = await newContext(browser, product.baseUrl);
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`/kiosk?code=${code}`);

    // The first person chooses English and answers.
    const modal = page.getByRole('dialog');
    await modal.getByLabel('English (United States)').check();
    await modal.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByRole('heading', { name: 'Quiosque da fábrica' }).waitFor();
    await answerRequired(page, true);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('textbox', { name: /^5\./ }).fill('12');
    // Nothing of the answers is written to the tablet's storage while they are given.
    expect((await storedKeys(page)).filter((key) => key?.includes('survey'))).toEqual([]);
    await page.getByRole('button', { name: 'See all questions' }).click();
    await page.getByRole('button', { name: 'Send answers' }).click();
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await screenshot(page, 'portal', 'en-US', 'kiosk-thanks');
    await page.getByRole('button', { name: 'Next person' }).click();

    // The second person: the language asked again, nothing kept, the form empty.
    await page.getByRole('dialog').waitFor();
    expect(await storedKeys(page)).toEqual([]);
    await page.getByRole('dialog').getByLabel('Português (Brasil)').check();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar', exact: true }).click();
    await screenshot(page, 'portal', 'pt-BR', 'kiosk-welcome');
    await page.getByRole('button', { name: 'Começar' }).click();
    await page.getByRole('button', { name: 'Continuar sem as perguntas sensíveis' }).click();
    expect(await page.getByLabel('Não', { exact: true }).isChecked()).toBe(false);
    expect(await page.getByLabel('Sim', { exact: true }).isChecked()).toBe(false);
    await page.getByLabel('Sim', { exact: true }).check();

    // Walks away mid-way: asked whether still there, then everything is wiped.
    await page.clock.fastForward(95_000);
    await page.getByRole('dialog', { name: 'Você ainda está aí?' }).waitFor();
    await page.clock.fastForward(31_000);
    await page.getByRole('dialog', { name: /idioma|language/i }).waitFor();
    expect(await storedKeys(page)).toEqual([]);
    const uses = await product.t.dataSource.query(
      `SELECT uses FROM survey_access_code WHERE survey_id = $1`,
      [surveyId],
    );
    expect(uses).toEqual([{ uses: 2 }]);
  });

  it('a poster printed from the dashboard carries a QR code that opens the survey', async () => {
    const surveyId = await sendSurvey(product.t, company, {
      name: 'Censo por cartaz',
      anonymous: true,
      accessModes: ['code'],
    });
    context = await newContext(browser, product.baseUrl, { language: 'pt-BR' });
    await signedInContext(context, product.t, company.admin.account, 'admin');
    const page = await context.newPage();
    await page.goto(`/admin/survey/${surveyId}/show`);
    await page.getByRole('button', { name: 'Cartazes (PDF)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cartazes com código QR' });
    await dialog.waitFor();
    await screenshot(page, 'dashboard', 'pt-BR', 'survey-posters');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Baixar cartazes' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('cartazes.pdf');
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const [[scanned]] = await qrCodesOf(Buffer.concat(chunks));
    // The code now shows in the panel as a poster's.
    await page.getByText('Cartaz', { exact: true }).waitFor();

    const link = new URL(scanned);
    const phone = await newContext(browser, product.baseUrl, { language: 'pt-BR', mobile: true });
    try {
      const visitor = await phone.newPage();
      await visitor.goto(`${link.pathname}${link.search}`);
      await visitor.getByRole('button', { name: 'Acessar a pesquisa' }).click();
      await visitor.getByRole('heading', { name: 'Censo por cartaz' }).waitFor();
    } finally {
      await phone.close();
    }
  });
});
