import { Account } from '../src/account/account.entity';
import { signedInWithCompany, signIn, SignedIn } from './support/session';
import { buildQuestionnaire, createEmployee, invitationToken } from './support/survey-data';
import { startTestApp, TestApp } from './support/test-app';
import { bearer } from './support/tokens';

const inFuture = () => new Date(Date.now() + 7 * 864e5).toISOString();

/** A survey's own title, invitation, introduction and closing, per language, with fallbacks. */
describe('survey texts', () => {
  let t: TestApp;
  let admin: SignedIn;
  let questionnaireId: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInWithCompany(t, 'admin');
    questionnaireId = (await buildQuestionnaire(t, admin.token)).id;
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>, token = admin.token) =>
    t.http
      .post('/api/admin/survey')
      .set(bearer(token))
      .send({ name: 'Censo 2026', questionnaireId, endsAt: inFuture(), ...body });

  it('stores the texts trimmed and sanitized, dropping empty ones, and keeps them when left out', async () => {
    const survey = await create({
      texts: {
        'pt-BR': {
          title: '  Censo de diversidade  ',
          introduction:
            '<p onclick="x()">Leva <strong>5 minutos</strong>.</p><script>alert(1)</script>',
          closing: '<p><br></p>',
        },
        'en-US': { title: 'Diversity census', invitation: ' ' },
        'es-ES': { closing: '' },
      },
    }).expect(201);
    expect(survey.body.texts).toEqual({
      'pt-BR': {
        title: 'Censo de diversidade',
        introduction: '<p>Leva <strong>5 minutos</strong>.</p>',
      },
      'en-US': { title: 'Diversity census' },
    });
    // An edit that leaves the texts out keeps them; one that sends them replaces them whole.
    const kept = await t.http
      .put(`/api/admin/survey/${survey.body.id}`)
      .set(bearer(admin.token))
      .send({ name: 'Censo 2026 (b)', questionnaireId })
      .expect(200);
    expect(kept.body.texts).toEqual(survey.body.texts);
    const replaced = await t.http
      .put(`/api/admin/survey/${survey.body.id}`)
      .set(bearer(admin.token))
      .send({ name: 'Censo 2026 (b)', questionnaireId, texts: { 'es-ES': { title: 'Censo' } } })
      .expect(200);
    expect(replaced.body.texts).toEqual({ 'es-ES': { title: 'Censo' } });
  });

  it('refuses texts too long or of the wrong shape with 400, naming the field', async () => {
    const long = await create({ texts: { 'en-US': { title: 'x'.repeat(201) } } }).expect(400);
    expect(long.body.errors).toEqual({
      'texts.en-US.title': ['Deve ter no máximo 200 caracteres.'],
    });
    const portuguese = await create({ texts: { 'pt-BR': { closing: 'x'.repeat(2001) } } }).expect(
      400,
    );
    expect(portuguese.body.errors).toEqual({
      'texts.pt-BR.closing': ['Deve ter no máximo 2000 caracteres.'],
    });
    await create({ texts: { 'en-US': 'Diversity census' } }).expect(400);
    await create({ texts: { 'en-US': { introduction: 42 } } }).expect(400);
    await create({ texts: ['pt-BR'] }).expect(400);
  });

  it('answers 404 for another company’s survey, to edit its texts or read their gaps', async () => {
    const survey = await create({ texts: { 'pt-BR': { title: 'Censo' } } }).expect(201);
    const other = await signedInWithCompany(t, 'admin');
    await t.http
      .put(`/api/admin/survey/${survey.body.id}`)
      .set(bearer(other.token))
      .send({ name: 'Outro', questionnaireId, texts: { 'pt-BR': { title: 'Meu' } } })
      .expect(404);
    await t.http
      .get(`/api/admin/survey/${survey.body.id}/translation-gaps`)
      .set(bearer(other.token))
      .expect(404);
    const mine = await t.http
      .get(`/api/admin/survey/${survey.body.id}`)
      .set(bearer(admin.token))
      .expect(200);
    expect(mine.body.texts).toEqual({ 'pt-BR': { title: 'Censo' } });
  });

  it('invites, shows and thanks each person in their language, falling back to Portuguese', async () => {
    const companyId = admin.company!.id;
    const [portuguese, english, spanish] = await Promise.all(
      [1, 2, 3].map((languageId) => createEmployee(t.dataSource, companyId, { languageId })),
    );
    const survey = await create({
      name: 'Censo interno',
      accessModes: ['link'],
      texts: {
        'pt-BR': {
          title: 'Censo de diversidade',
          invitation: 'Sua voz conta.\n\nSão só 5 minutos.',
          introduction: '<p>Leia com calma.</p>',
          closing: '<p>Obrigado!</p>',
        },
        'en-US': {
          title: 'Diversity census',
          invitation: 'Your voice counts.',
          introduction: '<p>Take your time.</p>',
        },
      },
    }).expect(201);
    const gaps = await t.http
      .get(`/api/admin/survey/${survey.body.id}/translation-gaps`)
      .set(bearer(admin.token))
      .expect(200);
    const english_gap = gaps.body.languages.find(
      (gap: { language: string }) => gap.language === 'en-US',
    );
    const spanish_gap = gaps.body.languages.find(
      (gap: { language: string }) => gap.language === 'es-ES',
    );
    expect(english_gap).toMatchObject({ people: 1, texts: ['closing'] });
    expect(spanish_gap).toMatchObject({
      people: 1,
      texts: ['title', 'invitation', 'introduction', 'closing'],
    });
    await t.http
      .post(`/api/admin/survey/${survey.body.id}/send`)
      .set(bearer(admin.token))
      .expect(200);

    const mailOf = (email: string) =>
      t.smtp.waitFor(email, (message) => message.text.includes(`/survey/${survey.body.id}`));
    const [toPortuguese, toEnglish, toSpanish] = await Promise.all(
      [portuguese, english, spanish].map((person) => mailOf(person.email)),
    );
    expect(toPortuguese.subject).toContain('Censo de diversidade');
    // The administrator's paragraphs come between the greeting and the product's own words.
    expect(toPortuguese.text.replace(/\r/g, '')).toMatch(
      /^Olá, [^\n]+\n\nSua voz conta\.\n\nSão só 5 minutos\.\n\n.* convida você/,
    );
    expect(toPortuguese.html).toContain('<p>Sua voz conta.</p><p>São só 5 minutos.</p>');
    expect(toEnglish.subject).toContain('Diversity census');
    expect(toEnglish.text.replace(/\r/g, '')).toContain('\n\nYour voice counts.\n\n');
    expect(toEnglish.text).not.toContain('Sua voz');
    // Spanish has nothing of its own: the Portuguese title and message, in a Spanish mail.
    expect(toSpanish.subject).toContain('Censo de diversidade');
    expect(toSpanish.text).toContain('Sua voz conta.');
    expect(toSpanish.text).not.toContain('Censo interno');

    const view = async (email: string, language?: string) => {
      const token = await invitationToken(t, email, survey.body.id);
      return (
        await t.http
          .get(`/api/survey/${survey.body.id}`)
          .query(language ? { language } : {})
          .set(bearer(token))
          .expect(200)
      ).body;
    };
    expect(await view(english.email, 'en-US')).toMatchObject({
      name: 'Diversity census',
      introduction: '<p>Take your time.</p>',
      closing: '<p>Obrigado!</p>',
    });
    expect(await view(spanish.email, 'es-ES')).toMatchObject({
      name: 'Censo de diversidade',
      introduction: '<p>Leia com calma.</p>',
      closing: '<p>Obrigado!</p>',
    });
    // A sent survey's texts still change, and respondents read the new ones at once.
    await t.http
      .put(`/api/admin/survey/${survey.body.id}`)
      .set(bearer(admin.token))
      .send({
        name: 'Censo interno',
        questionnaireId,
        texts: {
          'pt-BR': { title: 'Censo de diversidade' },
          'en-US': { title: 'Diversity census' },
          'es-ES': { closing: '<p>¡Gracias!</p>' },
        },
      })
      .expect(200);
    expect(await view(spanish.email, 'es-ES')).toMatchObject({
      name: 'Censo de diversidade',
      introduction: null,
      closing: '<p>¡Gracias!</p>',
    });

    // The employee's own list reads the title in the account's language.
    const account = await t.dataSource
      .getRepository(Account)
      .findOneByOrFail({ id: english.accountId });
    const list = await t.http
      .get('/api/user/survey')
      .set(bearer(await signIn(t, account, 'user')))
      .expect(200);
    expect(list.body.items.map((item: { name: string }) => item.name)).toEqual([
      'Diversity census',
    ]);
  });
});
