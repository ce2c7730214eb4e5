import { Browser, BrowserContext, Page } from 'playwright-core';
import { Account } from '../../src/account/account.entity';
import { createAccount, createCompany } from '../support/factories';
import { signIn } from '../support/session';
import { createEmployee, TestEmployee } from '../support/survey-data';
import { bearer } from '../support/tokens';
import { accessibilityViolations } from './support/a11y';
import { Language, LANGUAGES, launchBrowser, newContext, screenshot } from './support/browser';
import { field, notified, signedInContext } from './support/dashboard';
import { RunningProduct, startProduct } from './support/product';
import { choose, localDateTime, typeHelp } from './support/survey-dashboard';

/** What each screen is called, to know it has settled before its screenshot. */
const WORDS: Record<Language, Record<string, string>> = {
  'pt-BR': {
    questionnaires: 'Questionários',
    surveys: 'Pesquisas',
    library: 'Biblioteca',
    models: 'Modelos de resposta',
    edit: 'Editar',
    fromLibrary: 'Adicionar da biblioteca',
    consent: 'Antes de continuar: perguntas sobre dados sensíveis',
  },
  'en-US': {
    questionnaires: 'Questionnaires',
    surveys: 'Surveys',
    library: 'Library',
    models: 'Response models',
    edit: 'Edit',
    fromLibrary: 'Add from the library',
    consent: 'Before you go on: questions about sensitive data',
  },
  'es-ES': {
    questionnaires: 'Cuestionarios',
    surveys: 'Encuestas',
    library: 'Biblioteca',
    models: 'Modelos de respuesta',
    edit: 'Editar',
    fromLibrary: 'Añadir de la biblioteca',
    consent: 'Antes de continuar: preguntas sobre datos sensibles',
  },
};

/**
 * The survey module through the dashboard: an administrator builds a questionnaire from the
 * library (a sensitive question and a belonging scale) and a written question with a condition,
 * previews it in English, then creates a survey, sends it and generates an access code; the
 * invitations arrive by e-mail. The owner adds a question to the library.
 */
describe('dashboard: questionnaires and surveys', () => {
  /** A PNG to illustrate a question, drawn by the browser itself. */
  const illustration = async (): Promise<Buffer> => {
    const art = await browser.newPage({ viewport: { width: 480, height: 160 } });
    await art.setContent(
      '<body style="margin:0"><div style="height:160px;display:flex;align-items:center;' +
        'justify-content:center;background:linear-gradient(135deg,#5b2a86,#d9822b);' +
        'font:600 28px sans-serif;color:#fff">Trabalho em equipe</div></body>',
    );
    const png = await art.screenshot();
    await art.close();
    return png;
  };

  let product: RunningProduct;
  let browser: Browser;
  let admin: BrowserContext;
  let page: Page;
  let adminAccount: Account;
  let ownerAccount: Account;
  let companyId: string;
  let people: TestEmployee[];
  let questionnaireUrl: string;
  let surveyId: string;

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
    const { t } = product;
    const company = await createCompany(t.dataSource, {
      companyName: 'Jacarandá Engenharia Ltda',
      has2faAuthentication: false,
      subscriptionEndDate: '2027-12-31',
    });
    companyId = company.id;
    adminAccount = await createAccount(t.dataSource, {
      companyId,
      roles: ['admin'],
      name: 'Marina Coelho',
    });
    people = [];
    for (const name of ['Ana Lima', 'Bruno Reis', 'Carla Dias']) {
      people.push(await createEmployee(t.dataSource, companyId, { name }));
    }
    admin = await newContext(browser, product.baseUrl, { language: 'pt-BR' });
    await admin.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signedInContext(admin, t, adminAccount, 'admin');
    page = await admin.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.t.close();
  });

  it('creates a questionnaire and opens its builder', async () => {
    await page.goto('/admin/questionnaire');
    await page.getByRole('heading', { name: 'Questionários' }).first().waitFor();
    await page.getByRole('link', { name: 'Criar', exact: true }).click();
    await page.waitForURL('**/admin/questionnaire/create');
    await field(page, 'Nome').fill('Censo de diversidade 2026');
    await field(page, 'Descrição').fill('Primeira edição, para toda a empresa.');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.waitForURL(/\/admin\/questionnaire\/[0-9a-f-]{36}$/);
    questionnaireUrl = new URL(page.url()).pathname;
    await page.getByText('Nenhuma pergunta ainda.').waitFor();
  });

  it('adds a sensitive question and a belonging scale from the library', async () => {
    await page.getByRole('button', { name: 'Adicionar da biblioteca' }).click();
    const library = page.getByRole('dialog', { name: 'Biblioteca de perguntas' });
    await library.getByRole('button', { name: 'Cor ou raça' }).click();
    const race = library.getByRole('article', { name: 'Qual é a sua cor ou raça?' });
    // Sensitive questions are never required: the box is off and says why.
    expect(await race.getByRole('checkbox', { name: 'Obrigatória' }).isDisabled()).toBe(true);
    await race.getByText('Sensível: sempre opcional (LGPD, art. 11).').waitFor();
    await race.getByRole('button', { name: 'Ver em inglês e espanhol' }).click();
    await race.getByText('What is your colour or race?').waitFor();
    await race.getByText('¿Cuál es su color o raza?').waitFor();
    await race.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await race.getByRole('button', { name: 'Já no questionário' }).waitFor();

    await library.getByRole('button', { name: 'Pertencimento e inclusão' }).click();
    const belonging = library.getByRole('article', { name: 'Sinto que pertenço a esta empresa.' });
    await belonging.getByRole('checkbox', { name: 'Obrigatória' }).check();
    await belonging.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await belonging.getByRole('button', { name: 'Já no questionário' }).waitFor();
    await screenshot(page, 'dashboard', 'pt-BR', 'questionnaire-library');
    await library.getByRole('button', { name: 'Fechar', exact: true }).click();

    const rows = page.getByTestId('question-row');
    await rows.nth(1).getByText('Sinto que pertenço a esta empresa.').waitFor();
    await rows.nth(0).getByText('Sensível').waitFor();
    await rows.nth(1).getByText('Obrigatória').waitFor();
    await page.getByText('Há perguntas sensíveis').waitFor();
  });

  it('writes a question with rich help, an English text and a condition', async () => {
    await page.getByRole('button', { name: 'Escrever pergunta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova pergunta' });
    await choose(dialog, page, 'Tipo', 'Texto livre');
    await field(page, 'Texto da pergunta (Português (Brasil))').fill(
      'O que faria você se sentir mais parte da empresa?',
    );
    await typeHelp(
      dialog,
      page,
      'Ajuda (Português (Brasil), opcional)',
      'Sem nomes',
      ': fale de situações, não de pessoas.',
    );
    await dialog.getByRole('tab', { name: /English/ }).click();
    // The pt-BR text stands beside the translation as the base reference.
    const reference = dialog.getByRole('complementary', { name: 'Referência base' });
    await reference.getByText('O que faria você se sentir mais parte da empresa?').waitFor();
    await field(page, 'Texto da pergunta (English (United States))').fill(
      'What would make you feel more a part of the company?',
    );
    await dialog.getByRole('switch', { name: 'Mostrar só depois de certas respostas' }).check();
    await choose(dialog, page, 'Pergunta anterior', '2. Sinto que pertenço a esta empresa.');
    await dialog.getByRole('checkbox', { name: 'Discordo totalmente' }).check();
    await dialog.getByRole('checkbox', { name: 'Discordo', exact: true }).check();
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'escritorio.png',
      mimeType: 'image/png',
      buffer: await illustration(),
    });
    await dialog.getByRole('img', { name: 'Imagem da pergunta' }).waitFor();
    await screenshot(page, 'dashboard', 'pt-BR', 'question-dialog');
    await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
    await notified(page, 'Pergunta adicionada');

    const rows = page.getByTestId('question-row');
    // The image went with its own multipart call once the question existed.
    const image = rows.nth(2).getByRole('img', { name: 'Imagem da pergunta 3' });
    expect(await image.getAttribute('src')).toMatch(/^\/api\/public\/question-image\/.+\.png$/);
    await rows.nth(2).getByText('Aparece só se a resposta à pergunta 2 for').waitFor();
    // It cannot move above the question it depends on.
    expect(
      await rows
        .nth(2)
        .getByRole('button', { name: /^Subir/ })
        .isDisabled(),
    ).toBe(true);
    // Nor can that question go while the condition needs it.
    await rows
      .nth(1)
      .getByRole('button', { name: /^Excluir/ })
      .click();
    const blocked = page.getByRole('dialog', { name: /Não é possível excluir/ });
    await blocked.getByText(/só aparece conforme a resposta a esta/).waitFor();
    await blocked.getByRole('button', { name: 'Fechar', exact: true }).click();
    await screenshot(page, 'dashboard', 'pt-BR', 'questionnaire-builder');
  });

  it('moves a question and saves the order', async () => {
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && response.url().endsWith('/question/order'),
    );
    await page
      .getByTestId('question-row')
      .nth(0)
      .getByRole('button', { name: /^Descer/ })
      .click();
    expect((await saved).status()).toBe(200);
    await notified(page, 'Ordem das perguntas salva');
    await page.getByTestId('question-row').nth(1).getByText('Qual é a sua cor ou raça?').waitFor();
  });

  it('previews the questionnaire in English, consent step first', async () => {
    await page.getByRole('link', { name: 'Pré-visualizar' }).click();
    await page.waitForURL('**/preview');
    await page.getByRole('button', { name: /English/ }).click();
    await page
      .getByRole('heading', { name: 'Before you go on: questions about sensitive data' })
      .waitFor();
    await screenshot(page, 'dashboard', 'pt-BR', 'questionnaire-preview-consent');
    await page.getByRole('button', { name: 'I agree and want to answer' }).click();
    await page.getByText('I feel I belong at this company.').waitFor();
    const race = page.getByRole('group', { name: /What is your colour or race\?/ });
    await race.getByRole('radio', { name: 'I prefer not to answer' }).waitFor();
    // The conditional question shows once a chosen answer is given.
    // The dashboard's own words stay in its language.
    await page.getByText('A pergunta 3 aparece conforme uma resposta anterior.').waitFor();
    await page.getByRole('radio', { name: 'Strongly disagree' }).check();
    await page.getByText('What would make you feel more a part of the company?').waitFor();
    await page.getByText('Base reference:').first().waitFor();
    await screenshot(page, 'dashboard', 'pt-BR', 'questionnaire-preview-questions');
  });

  it('creates a survey from the questionnaire and sends it', async () => {
    await page.goto('/admin/survey');
    await page.getByRole('heading', { name: 'Pesquisas', exact: true }).first().waitFor();
    await page.getByRole('link', { name: 'Nova pesquisa' }).click();
    await page.waitForURL('**/admin/survey/create-survey');
    await field(page, 'Nome').fill('Censo 2026');
    await choose(page, page, 'Questionário', 'Censo de diversidade 2026');
    await page.getByRole('radio', { name: 'Identificada' }).check();
    await page.getByRole('checkbox', { name: 'Código de acesso (visitantes ou quiosque)' }).check();
    await page.getByLabel('Fim').fill(localDateTime(14));
    await page.getByRole('switch', { name: 'Enviar lembretes automáticos' }).check();
    await page.getByRole('spinbutton', { name: 'A cada quantos dias' }).fill('3');
    await screenshot(page, 'dashboard', 'pt-BR', 'survey-form');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.waitForURL(/\/admin\/survey\/[0-9a-f-]{36}\/show$/);
    surveyId = new URL(page.url()).pathname.split('/')[3];
    await page.getByText('Rascunho', { exact: true }).waitFor();

    // A draft opens again at the spec's route, with what was chosen.
    await page.getByRole('link', { name: 'Editar', exact: true }).click();
    await page.waitForURL(`**/admin/survey/create-survey/${surveyId}`);
    expect(await page.getByRole('radio', { name: 'Identificada' }).isChecked()).toBe(true);
    expect(await page.getByRole('spinbutton', { name: 'A cada quantos dias' }).inputValue()).toBe(
      '3',
    );
    await field(page, 'Nome').fill('Pesquisa de diversidade 2026');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.waitForURL(`**/admin/survey/${surveyId}/show`);
    await page.getByRole('heading', { name: 'Pesquisa de diversidade 2026', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Enviar pesquisa' }).click();
    const confirm = page.getByRole('dialog', { name: 'Enviar "Pesquisa de diversidade 2026"?' });
    await confirm
      .getByText('O questionário "Censo de diversidade 2026" fica congelado nesta pesquisa')
      .waitFor();
    // The written question has no Spanish text: a visitor by code who picks Spanish would read
    // it in Portuguese, and the dialog says so before the survey goes.
    await confirm.getByText('Faltam textos num idioma que o seu público pode ler').waitFor();
    await confirm
      .getByText(/^Español \(España\): \d+ perguntas? sem texto, para visitantes/)
      .waitFor();
    await screenshot(page, 'dashboard', 'pt-BR', 'survey-send-translation-gaps');
    await confirm.getByRole('button', { name: 'Enviar pesquisa' }).click();
    await notified(page, 'Pesquisa enviada');
    await page.getByText('Em andamento', { exact: true }).first().waitFor();

    for (const person of people) {
      const mail = await product.t.smtp.waitFor(person.email, (message) =>
        message.text.includes(`/survey/${surveyId}?invite=`),
      );
      expect(mail.subject).toContain('Pesquisa de diversidade 2026');
    }
    // An identified survey lists the people and where each stands.
    const table = page.getByRole('table', { name: 'Pessoas convidadas' });
    for (const name of ['Ana Lima', 'Bruno Reis', 'Carla Dias']) {
      await table
        .getByRole('row', { name: new RegExp(name) })
        .getByText('Não começou')
        .waitFor();
    }
    expect(await page.getByRole('link', { name: 'Relatório' }).getAttribute('href')).toBe(
      `/admin/survey/${surveyId}/report`,
    );
  });

  it('generates an access code, shown once, that opens the survey', async () => {
    await page.getByRole('button', { name: 'Gerar código' }).click();
    const form = page.getByRole('dialog', { name: 'Gerar código' });
    await field(page, 'Identificação').fill('Quiosque da recepção');
    await form.getByRole('button', { name: 'Gerar código' }).click();
    const once = page.getByRole('dialog', { name: 'Código de acesso gerado' });
    await once.getByText('esta é a única vez que ele aparece').waitFor();
    const code = (await once.getByLabel('Código de acesso').textContent()) as string;
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await once.getByRole('button', { name: 'Copiar código' }).click();
    await once.getByText('Código copiado.').waitFor();
    expect(
      await page.evaluate(() =>
        (
          globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
        ).navigator.clipboard.readText(),
      ),
    ).toBe(code);
    // Beside the code, the link that opens the portal with it filled in.
    await once.getByRole('button', { name: 'Copiar link' }).click();
    await once.getByText('Link copiado.').waitFor();
    const link = `${product.baseUrl}/access-code?code=${code}`;
    expect(await once.getByLabel('Link com o código').textContent()).toBe(link);
    expect(
      await page.evaluate(() =>
        (
          globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
        ).navigator.clipboard.readText(),
      ),
    ).toBe(link);
    await screenshot(page, 'dashboard', 'pt-BR', 'access-code-once');
    await once.getByRole('button', { name: 'Já guardei o código' }).click();
    await once.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: /Quiosque da recepção/ });
    await row.getByText('Ativo').waitFor();
    // The code itself is nowhere on the page any more.
    expect(await page.getByText(code).count()).toBe(0);

    // The panel says where the code is typed.
    expect(await page.getByLabel('Página onde o código é digitado').textContent()).toBe(
      `${product.baseUrl}/access-code`,
    );
    await screenshot(page, 'dashboard', 'pt-BR', 'survey-page');

    // The shared link, opened by a visitor, needs one click.
    const visitor = await newContext(browser, product.baseUrl, { language: 'pt-BR' });
    const portal = await visitor.newPage();
    await portal.goto(link);
    expect(await portal.getByLabel('Código de acesso').inputValue()).toBe(code);
    await portal.getByRole('button', { name: 'Acessar a pesquisa' }).click();
    await portal.getByRole('heading', { name: 'Pesquisa de diversidade 2026' }).waitFor();
    await visitor.close();
  });

  it('keeps an expired company from sending, and says why', async () => {
    const { t } = product;
    const expired = await createCompany(t.dataSource, {
      has2faAuthentication: false,
      subscriptionEndDate: '2025-01-31',
    });
    const account = await createAccount(t.dataSource, { companyId: expired.id, roles: ['admin'] });
    const token = await signIn(t, account, 'admin');
    const questionnaire = await t.http
      .post('/api/admin/questionnaire')
      .set(bearer(token))
      .send({ name: 'Clima' })
      .expect(201);
    const draft = await t.http
      .post('/api/admin/survey')
      .set(bearer(token))
      .send({ name: 'Clima 2026', questionnaireId: questionnaire.body.id })
      .expect(201);
    const context = await newContext(browser, product.baseUrl, { language: 'pt-BR' });
    await signedInContext(context, t, account, 'admin');
    const other = await context.newPage();
    await other.goto(`/admin/survey/${draft.body.id}/show`);
    await other
      .getByText('A assinatura da empresa expirou: não é possível enviar pesquisas')
      .waitFor();
    expect(await other.getByRole('button', { name: 'Enviar pesquisa' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('lets the owner add a response model and a question to the library', async () => {
    ownerAccount = await createAccount(product.t.dataSource, { roles: ['super'] });
    const context = await newContext(browser, product.baseUrl, { language: 'pt-BR' });
    const token = await signedInContext(context, product.t, ownerAccount, 'super');
    const ownerPage = await context.newPage();

    // A response model first: a frequency scale in the three languages.
    await ownerPage.goto('/super/response-model');
    await ownerPage.getByRole('heading', { name: 'Modelos de resposta' }).first().waitFor();
    await ownerPage.getByRole('button', { name: 'Criar', exact: true }).click();
    const model = ownerPage.getByRole('dialog', { name: 'Novo modelo de resposta' });
    await field(ownerPage, 'Nome (português)').fill('Frequência');
    await field(ownerPage, 'Nome (inglês)').fill('Frequency');
    await field(ownerPage, 'Nome (espanhol)').fill('Frecuencia');
    const labels = model.getByRole('textbox', { name: 'Opção (português)' });
    await labels.nth(0).fill('Nunca');
    await labels.nth(1).fill('Às vezes');
    await model.getByRole('button', { name: 'Salvar', exact: true }).click();
    await notified(ownerPage, 'Modelo de resposta criado');
    await ownerPage
      .getByRole('row', { name: /Frequência/ })
      .getByText('Às vezes')
      .waitFor();

    await ownerPage.goto('/super/predefined-question');
    await ownerPage.getByRole('heading', { name: 'Biblioteca', exact: true }).first().waitFor();
    await ownerPage.getByRole('link', { name: 'Criar', exact: true }).click();
    await ownerPage.waitForURL('**/super/predefined-question/create');
    await choose(ownerPage, ownerPage, 'Tipo', 'Escala');
    await choose(ownerPage, ownerPage, 'Categoria', 'Pertencimento e inclusão');
    await ownerPage.getByRole('radio', { name: 'Usar um modelo de resposta' }).check();
    await choose(ownerPage, ownerPage, 'Modelo de resposta', 'Concordância (5 pontos)');
    await ownerPage.getByText('Concordo totalmente').waitFor();
    await field(ownerPage, 'Texto da pergunta (Português (Brasil))').fill(
      'Tenho as ferramentas de que preciso para fazer o meu trabalho.',
    );
    await ownerPage.getByRole('tab', { name: /English/ }).click();
    await field(ownerPage, 'Texto da pergunta (English (United States))').fill(
      'I have the tools I need to do my job.',
    );
    await ownerPage.getByRole('tab', { name: /Español/ }).click();
    await field(ownerPage, 'Texto da pergunta (Español (España))').fill(
      'Tengo las herramientas que necesito para hacer mi trabajo.',
    );
    await screenshot(ownerPage, 'dashboard', 'pt-BR', 'library-question-form');
    await ownerPage.getByRole('button', { name: 'Salvar', exact: true }).click();
    await ownerPage.waitForURL('**/super/predefined-question');
    await ownerPage
      .getByRole('row', { name: /Tenho as ferramentas de que preciso/ })
      .getByText('Disponível')
      .waitFor();
    await screenshot(ownerPage, 'dashboard', 'pt-BR', 'library-questions');

    const library = await product.t.http
      .get('/api/super/predefined-question')
      .set(bearer(token))
      .query({ category: 'belonging', pageSize: 100 })
      .expect(200);
    const added = library.body.items.find((question: { texts: { 'pt-BR': { text: string } } }) =>
      question.texts['pt-BR'].text.startsWith('Tenho as ferramentas'),
    );
    expect(added).toMatchObject({
      type: 'scale',
      sensitive: false,
      isActive: true,
      texts: { 'en-US': { text: 'I have the tools I need to do my job.' } },
    });
    expect(added.options).toHaveLength(5);
    await context.close();
  });

  it.each(LANGUAGES)('shows the survey screens in %s, accessibly', async (language) => {
    const words = WORDS[language];
    const context = await newContext(browser, product.baseUrl, { language });
    await signedInContext(context, product.t, adminAccount, 'admin');
    const screen = await context.newPage();
    const check = async (name: string) => {
      await screen.waitForLoadState('networkidle');
      await screenshot(screen, 'dashboard', language, name);
      // WCAG 2.2 A/AA, as the other screens are checked.
      expect([name, await accessibilityViolations(screen)]).toEqual([name, []]);
    };

    await screen.goto('/admin/questionnaire');
    await screen.getByRole('heading', { name: words.questionnaires }).first().waitFor();
    await check('questionnaires');
    await screen.goto(questionnaireUrl);
    await screen.getByTestId('question-row').nth(2).waitFor();
    await check('questionnaire-builder');
    await screen.getByRole('button', { name: new RegExp(`^${words.edit} "O que faria`) }).click();
    // The rich-text editor is a chunk of its own: the dialog is ready once its toolbar shows.
    await screen.getByRole('dialog').getByRole('toolbar').first().waitFor();
    await check('question-dialog');
    await screen.keyboard.press('Escape');
    await screen.getByRole('button', { name: words.fromLibrary }).click();
    await screen.getByRole('dialog').getByRole('article').first().waitFor();
    await check('questionnaire-library');
    await screen.keyboard.press('Escape');
    await screen.goto(`${questionnaireUrl}/preview`);
    await screen.getByRole('heading', { name: words.consent }).waitFor();
    await check('questionnaire-preview');

    await screen.goto('/admin/survey');
    await screen.getByRole('heading', { name: words.surveys }).first().waitFor();
    await check('surveys');
    await screen.goto('/admin/survey/create-survey');
    await screen.locator('form').waitFor();
    await check('survey-form');
    await screen.goto(`/admin/survey/${surveyId}/show`);
    await screen.locator('#survey-title').waitFor();
    await screen.getByRole('table').first().waitFor();
    await check('survey-page');
    await context.close();

    const owner = await newContext(browser, product.baseUrl, { language });
    await signedInContext(owner, product.t, ownerAccount, 'super');
    const ownerScreen = await owner.newPage();
    const ownerCheck = async (name: string) => {
      await ownerScreen.waitForLoadState('networkidle');
      await screenshot(ownerScreen, 'dashboard', language, name);
      expect([name, await accessibilityViolations(ownerScreen)]).toEqual([name, []]);
    };
    await ownerScreen.goto('/super/predefined-question');
    await ownerScreen.getByRole('heading', { name: words.library, exact: true }).first().waitFor();
    await ownerCheck('library-questions');
    await ownerScreen.goto('/super/predefined-question/create');
    await ownerScreen.locator('form').waitFor();
    await ownerCheck('library-question-form');
    await ownerScreen.goto('/super/response-model');
    await ownerScreen.getByRole('heading', { name: words.models }).first().waitFor();
    await ownerCheck('response-models');
    await owner.close();
  });
});
