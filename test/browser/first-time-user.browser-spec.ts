import { Browser, BrowserContext, Page } from 'playwright-core';
import { CONSENT_VERSION } from '../../src/survey/survey-view';
import { bearer } from '../support/tokens';
import { Language, launchBrowser, newContext, screenshot } from './support/browser';
import { createAccount } from '../support/factories';
import { signedInContext } from './support/dashboard';
import { RunningProduct, startProduct } from './support/product';
import {
  accessCode,
  employees,
  invitationPath,
  sendSurvey,
  SurveyCompany,
  surveyCompany,
} from './support/survey';

/** The API calls a page makes, as `METHOD /path?query`, in the order it sends them. */
function apiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/'))
      reads.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return reads;
}

interface TitleBox {
  text: string;
  scrollWidth: number;
  clientWidth: number;
}

/**
 * What a person meets on a first visit: the administrator's home with the surveys running, a
 * page title on a phone, the dashboard's files as they travel, and a visitor with a code.
 */
describe('first visits: the administrator’s home, a phone, the dashboard’s files, a visitor', () => {
  let product: RunningProduct;
  let browser: Browser;
  let context: BrowserContext;
  let company: SurveyCompany;
  let surveyId: string;

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
    company = await surveyCompany(product.t);
    const people = await employees(product.t, company, ['Ana', 'Bruno', 'Carla', 'Davi']);
    surveyId = await sendSurvey(product.t, company, {
      name: 'Censo de diversidade 2026',
      anonymous: true,
      accessModes: ['link', 'code'],
    });
    const path = await invitationPath(product.t, people[0].email, surveyId);
    const invite = new URL(path, 'http://localhost').searchParams.get('invite');
    const token = (
      await product.t.http.post(`/api/survey/${surveyId}/invitation`).send({ invite }).expect(200)
    ).body.token;
    const { questionnaire } = company;
    await product.t.http
      .post(`/api/survey/${surveyId}/submit`)
      .set(bearer(token))
      .send({
        answers: {
          [questionnaire.remote]: { optionKeys: ['no'] },
          [questionnaire.belonging]: { optionKeys: ['4'] },
        },
        consent: { given: false, version: CONSENT_VERSION },
      })
      .expect(201);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.t.close();
  });
  afterEach(() => context?.close());

  async function adminPage(language: Language = 'pt-BR', mobile = false): Promise<Page> {
    context = await newContext(browser, product.baseUrl, { language, mobile });
    await signedInContext(context, product.t, company.admin.account, 'admin');
    return context.newPage();
  }

  it('shows the administrator the surveys in progress, their response rates and what to do next', async () => {
    const page = await adminPage();
    const reads = apiReads(page);
    const started = Date.now();
    await page.goto('/admin');
    await page.getByText('1 de 4 responderam (25%)').waitFor();
    const toData = Date.now() - started;
    // The first load starts the home's reads ahead (admin-ui/src/firstScreen.ts): had its
    // addresses differed from the home's own, each would be read twice.
    const surveyReads = reads.filter((read) => read.startsWith('GET /api/admin/survey?'));
    expect(surveyReads).toHaveLength(3);
    expect(new Set(surveyReads).size).toBe(3);
    expect(
      reads.filter((read) => /^GET \/api\/admin\/company\/(setup|onboarding)$/.test(read)),
    ).toHaveLength(1);
    expect(reads.filter((read) => read === 'GET /api/admin/company/about')).toHaveLength(1);
    await page.getByRole('heading', { name: 'Pesquisas em andamento' }).waitFor();
    const next = page.getByRole('region', { name: 'O que fazer agora' });
    await next
      .getByRole('link', {
        name: 'Menos da metade respondeu "Censo de diversidade 2026": envie um lembrete',
      })
      .waitFor();
    // What the first load cost: printed for the README's figures, never asserted on time.
    const assets = await page.evaluate(() =>
      (
        globalThis as unknown as {
          performance: {
            getEntriesByType(type: string): Array<{
              name: string;
              transferSize: number;
              decodedBodySize: number;
            }>;
          };
        }
      ).performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/admin/assets/'))
        .map(({ transferSize, decodedBodySize }) => ({ transferSize, decodedBodySize })),
    );
    const sum = (key: 'transferSize' | 'decodedBodySize') =>
      assets.reduce((total, entry) => total + entry[key], 0) / 1000;
    process.stdout.write(
      `dashboard first load: ${assets.length} files, ${sum('transferSize').toFixed(1)} kB transferred, ${sum('decodedBodySize').toFixed(1)} kB decoded, data on screen after ${toData} ms\n`,
    );
    await screenshot(page, 'dashboard', 'pt-BR', 'admin-home');
  });

  it('opens the owner’s companies list with its chunk preloaded by the page and its data read once', async () => {
    context = await newContext(browser, product.baseUrl, { language: 'pt-BR' });
    const owner = await createAccount(product.t.dataSource, { roles: ['super'] });
    await signedInContext(context, product.t, owner, 'super');
    const page = await context.newPage();
    const reads = apiReads(page);
    const started = Date.now();
    await page.goto('/super');
    await page.waitForURL('**/super/company');
    await page.getByText(company.admin.company!.companyName).first().waitFor();
    const toData = Date.now() - started;
    process.stdout.write(`owner first load: data on screen after ${toData} ms\n`);
    expect(reads.filter((read) => read.startsWith('GET /api/super/company?'))).toEqual([
      'GET /api/super/company?page=1&pageSize=10&order=companyName',
    ]);
    expect(reads.filter((read) => read === 'GET /api/super/company/filters')).toHaveLength(1);
    const html = await page.request.get('/super');
    expect(await html.text()).toMatch(/<link rel="modulepreload"[^>]*CompanyList-[^"]+\.js"/);
    // The company administrator's page does not carry the owner's first screen.
    expect(await (await page.request.get('/admin')).text()).not.toContain('CompanyList-');
  });

  it('sends the dashboard’s files precompressed, cached for good, and the page itself revalidated', async () => {
    const page = await adminPage();
    const html = await page.request.get('/admin/');
    expect(html.headers()['cache-control']).toBe('no-cache');
    const entry = /src="(\/admin\/assets\/index-[^"]+\.js)"/.exec(await html.text())?.[1];
    expect(entry).toBeDefined();
    for (const [accepted, sent] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const asset = await page.request.get(entry as string, {
        headers: { 'accept-encoding': accepted },
      });
      expect(asset.status()).toBe(200);
      expect(asset.headers()['content-encoding']).toBe(sent);
      expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers().vary).toMatch(/accept-encoding/i);
    }
  });

  it.each([
    ['pt-BR', '/admin/admin-user', 'Administradores'],
    ['en-US', '/admin/admin-user', 'Administrators'],
    ['es-ES', '/admin/questionnaire', 'Cuestionarios'],
  ] as const)('never cuts a page’s title short on a phone (%s)', async (language, path, title) => {
    const page = await adminPage(language, true);
    await page.goto(path);
    await page.locator('#react-admin-title').getByText(title).waitFor();
    const box = await page.evaluate((): TitleBox => {
      const element = (
        globalThis as unknown as {
          document: { getElementById(id: string): TitleBox & { textContent: string } };
        }
      ).document.getElementById('react-admin-title');
      return {
        text: element.textContent,
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      };
    });
    expect(box.text).toBe(title);
    expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    await screenshot(page, 'dashboard', language, 'phone-title');
  });

  it('lets someone with a code type it from the start page, and fills the progress bar at the last answer', async () => {
    const code = await accessCode(product.t, company, surveyId);
    context = await newContext(browser, product.baseUrl, { language: 'pt-BR' });
    const page = await context.newPage();
    await page.goto('/start-company');
    await page.getByRole('link', { name: 'Tenho um código de acesso' }).click();
    await page.getByRole('heading', { name: 'Acesso por código' }).waitFor();
    await screenshot(page, 'portal', 'pt-BR', 'access-code');
    await page.getByLabel('Código de acesso').fill(code);
    await page.getByRole('button', { name: 'Acessar a pesquisa' }).click();
    await page.getByRole('heading', { name: 'Censo de diversidade 2026' }).waitFor();
    await page.getByText(company.admin.company!.companyName).first().waitFor();

    await page.getByRole('button', { name: 'Ver todas as perguntas' }).click();
    await page.getByRole('button', { name: 'Continuar sem as perguntas sensíveis' }).click();
    await page.getByLabel('Não', { exact: true }).check();
    await page.getByRole('group', { name: /^4\. / }).getByRole('radio').nth(3).check();
    await page.getByRole('textbox', { name: /^5\. / }).fill('3');
    await page.getByLabel('Academia').check();
    const label = await page.locator('#survey-progress-label').textContent();
    const [answered, total] = (label?.match(/\d+/g) ?? []).map(Number);
    expect(answered).toBe(total);
    // The bar is as wide as its track when every question is answered.
    const filled = await page.locator('.survey-progress [role="progressbar"] > span').boundingBox();
    const track = await page.locator('.survey-progress [role="progressbar"]').boundingBox();
    expect(Math.round(filled?.width ?? 0)).toBe(Math.round(track?.width ?? -1));
  });
});
