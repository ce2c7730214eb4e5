import { comparisonCompany } from './support/comparison-company';
import { editionCompany } from './support/edition-company';
import { SignedIn, signedInWithCompany } from './support/session';
import { buildQuestionnaire, sentSurvey } from './support/survey-data';
import { startTestApp, TestApp } from './support/test-app';
import { bearer } from './support/tokens';

interface Line {
  groupId: string | null;
  measure: string;
  points: Array<{ value: number | null; suppressed: boolean; absent?: true }>;
  current: number | null;
  previous: number | null;
  difference: number | null;
}

/** Two editions of a census: see `editionCompany` for who answered what. */
describe('editions of a survey: trend and comparison', () => {
  let t: TestApp;
  let admin: SignedIn;
  let first: string;
  let second: string;
  let questions: Record<string, string>;
  let departments: Record<string, string>;
  const as = () => bearer(admin.token);

  beforeAll(async () => {
    t = await startTestApp();
    ({
      admin,
      surveyId: first,
      secondId: second,
      questions,
      departments,
    } = await editionCompany(t));
    const edition = (await t.http.get(`/api/admin/survey/${second}`).set(as()).expect(200)).body;
    expect(edition).toMatchObject({ edition: 2, anonymous: true });
  }, 300_000);
  afterAll(() => t.close());

  const belonging = (view: { questions: Array<{ id: string; lines: Line[] }> }) =>
    view.questions.find((question) => question.id === questions.belonging)!.lines;
  const lineOf = (lines: Line[], groupId: string | null) =>
    lines.find((line) => line.groupId === groupId && line.measure === 'favourable')!;

  it('puts both surveys in one series, numbered', async () => {
    const [one, two] = await Promise.all(
      [first, second].map(
        async (id) => (await t.http.get(`/api/admin/survey/${id}`).set(as()).expect(200)).body,
      ),
    );
    expect(one.edition).toBe(1);
    expect(two.edition).toBe(2);
    expect(two.seriesId).toBe(one.seriesId);
    expect(two.questionnaireId).toBe(one.questionnaireId);
  });

  it('gives each edition, the difference, and hides in both what either hides', async () => {
    const view = (
      await t.http
        .get(`/api/admin/survey/${second}/trend`)
        .query({ groupBy: 'question', groupQuestionId: questions.race })
        .set(as())
        .expect(200)
    ).body;
    expect(view.series).toMatchObject({ name: 'Censo 2026' });
    expect(view.editions.map((edition: { id: string }) => edition.id)).toEqual([first, second]);
    const lines = belonging(view);
    // 27 of 42 agreed, then 38 of 41.
    expect(lineOf(lines, null)).toMatchObject({ previous: 64.3, current: 92.7, difference: 28.4 });
    expect(lineOf(lines, 'branca')).toMatchObject({
      points: [
        { value: 75, suppressed: false },
        { value: 100, suppressed: false },
      ],
      difference: 25,
    });
    // Three preta answered the second edition: hidden there, with parda (6) beside them; so both
    // are hidden in the first edition too, where alone they would show (10 and 12 people).
    for (const group of ['preta', 'parda'])
      expect(lineOf(lines, group)).toMatchObject({
        points: [
          { value: null, suppressed: true },
          { value: null, suppressed: true },
        ],
        difference: null,
      });
    const alone = (
      await t.http
        .get(`/api/admin/survey/${first}/report`)
        .query({ groupBy: 'question', groupQuestionId: questions.race })
        .set(as())
        .expect(200)
    ).body;
    const heat = alone.heatmap.find(
      (row: { questionId: string }) => row.questionId === questions.belonging,
    );
    expect(heat.groups.find((group: { id: string }) => group.id === 'parda')).toMatchObject({
      favourable: 100,
      suppressed: false,
    });
  });

  it('compares any two surveys that share questions, the same way', async () => {
    const view = (
      await t.http
        .get(`/api/admin/survey/${second}/compare/${first}`)
        .query({ groupBy: 'question', groupQuestionId: questions.race })
        .set(as())
        .expect(200)
    ).body;
    expect(view.editions.map((edition: { id: string }) => edition.id)).toEqual([first, second]);
    expect(lineOf(belonging(view), 'branca').difference).toBe(25);
    expect(lineOf(belonging(view), 'preta').difference).toBeNull();
  });

  it('hides a department the other edition hides, and what would give it back', async () => {
    const view = (
      await t.http
        .get(`/api/admin/survey/${second}/trend`)
        .query({ groupBy: 'department' })
        .set(as())
        .expect(200)
    ).body;
    const lines = belonging(view);
    // Vendas (3) and Pessoas are hidden in the second edition; in the first, Vendas (10) then
    // leaves Tecnologia alone beside the total, so it goes too, and with it in the second.
    for (const department of ['Tecnologia', 'Vendas'])
      expect(lineOf(lines, departments[department]).points).toEqual([
        { value: null, suppressed: true },
        { value: null, suppressed: true },
      ]);
    expect(lineOf(lines, departments.Pessoas).points).toEqual([
      { value: null, suppressed: false, absent: true },
      { value: null, suppressed: true },
    ]);
    expect(lineOf(lines, null).difference).toBe(28.4);
  });

  it('exports the trend with the same suppression', async () => {
    const csv = (
      await t.http
        .get(`/api/admin/survey/${second}/export`)
        .query({ format: 'csv', groupBy: 'department' })
        .set(as())
        .buffer(true)
        .parse((response, callback) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => callback(null, Buffer.concat(chunks)));
        })
        .expect(200)
    ).body.toString('utf8') as string;
    const trend = csv
      .split('\r\n\r\n')
      .filter((block) => block.startsWith('Tendência entre edições: '))
      .map((block) => block.split('\r\n'));
    const belongingBlock = trend.find((block) =>
      block.some((line) => line.startsWith('Total;Respostas favoráveis (%);64,3;92,7;28,4')),
    );
    expect(belongingBlock?.[1]).toBe('Grupo;Medida;Censo 2026 (%);Censo 2027 (%);Diferença (p.p.)');
    expect(belongingBlock).toContain('Tecnologia;Respostas favoráveis (%);Oculto;Oculto;Oculto');
  });

  it('hides a group whose people all gave one sensitive answer, and says so', async () => {
    const report = (
      await t.http
        .get(`/api/admin/survey/${first}/report`)
        .query({ groupBy: 'department' })
        .set(as())
        .expect(200)
    ).body;
    const race = report.questions.find(
      (question: { id: string }) => question.id === questions.race,
    );
    // Vendas are all preta: hidden; Tecnologia is then the only other group, hidden too.
    expect(race.uniformHidden).toBe(true);
    expect(race.groups.map((group: { suppressed: boolean }) => group.suppressed)).toEqual([
      true,
      true,
    ]);
    const gender = report.questions.find(
      (question: { id: string }) => question.id === questions['gender-identity'],
    );
    expect(gender.uniformHidden).toBeUndefined();
    expect(gender.groups.every((group: { suppressed: boolean }) => !group.suppressed)).toBe(true);
  });

  it('compares with a survey of another questionnaire on the library questions both ask', async () => {
    const pulse = await sentSurvey(t, admin.token, {
      name: 'Pulso',
      questionnaireId: (await buildQuestionnaire(t, admin.token)).id,
      anonymous: true,
    });
    const compare = (query: Record<string, string>, status: number) =>
      t.http
        .get(`/api/admin/survey/${second}/compare/${pulse}`)
        .query(query)
        .set(as())
        .expect(status);
    const view = (await compare({ groupBy: 'question', groupQuestionId: questions.race }, 200))
      .body;
    expect(view.questions.map((question: { id: string }) => question.id)).toEqual([
      questions.race,
      questions.belonging,
    ]);
    // Gender is not asked there: nothing to group the other survey by.
    const refused = await compare(
      { groupBy: 'question', groupQuestionId: questions['gender-identity'] },
      400,
    );
    expect(refused.body.errors).toEqual({
      groupQuestionId: ['Esta pergunta não existe na outra pesquisa da comparação.'],
    });
  });

  it('answers another company 404, either way round', async () => {
    const other = await signedInWithCompany(t, 'admin');
    for (const path of [`${second}/trend`, `${second}/compare/${first}`])
      await t.http.get(`/api/admin/survey/${path}`).set(bearer(other.token)).expect(404);
    const stranger = await comparisonCompany(t, 'Outra pesquisa');
    await t.http
      .get(`/api/admin/survey/${second}/compare/${stranger.surveyId}`)
      .set(as())
      .expect(404);
    await t.http
      .get(`/api/admin/survey/${stranger.surveyId}/compare/${first}`)
      .set(bearer(stranger.admin.token))
      .expect(404);
  });
});
