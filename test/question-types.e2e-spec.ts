import { Account } from '../src/account/account.entity';
import { signedInWithCompany, SignedIn, signIn } from './support/session';
import { binary } from './support/journeys';
import {
  answerByInvitation,
  createEmployee,
  invitationToken,
  libraryIds,
  sentSurvey,
  TestEmployee,
} from './support/survey-data';
import { startTestApp, TestApp } from './support/test-app';
import { bearer } from './support/tokens';
import { CONSENT_VERSION } from '../src/survey/survey-view';

interface Cell {
  suppressed: boolean;
  respondents: number | null;
  nps?: { promoters: number; passives: number; detractors: number; score: number };
  ranking?: Array<{ key: string; meanRank: number | null; rankedFirst: number }>;
  options?: Array<{ key: string; count: number | null }>;
}
interface ReportBody {
  questions: Array<{
    id: string;
    type: string;
    text: string;
    total: Cell;
    groups: Array<Cell & { id: string }>;
  }>;
}

/**
 * Matrix, NPS and ranking questions through the API: written in a questionnaire (or copied from
 * the library), answered, refused when wrong, and reported and exported with suppression.
 * Department Tecnologia has 6 people, Vendas 3 (under k = 5: suppressed with its complement).
 */
describe('matrix, NPS and ranking questions', () => {
  let t: TestApp;
  let admin: SignedIn;
  let surveyId: string;
  let matrix: string;
  let nps: string;
  let ranking: string;
  const departments: Record<string, string> = {};
  const people: TestEmployee[] = [];
  const as = () => bearer(admin.token);
  const labels = (text: string) => ({
    'pt-BR': text,
    'en-US': `${text} (en)`,
    'es-ES': `${text} (es)`,
  });
  const addQuestion = (questionnaireId: string, body: object) =>
    t.http.post(`/api/admin/questionnaire/${questionnaireId}/question`).set(as()).send(body);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInWithCompany(t, 'admin');
    for (const [key, name, size] of [
      ['tech', 'Tecnologia', 6],
      ['sales', 'Vendas', 3],
    ] as const) {
      departments[key] = (
        await t.http.post('/api/admin/company/department').set(as()).send({ name }).expect(201)
      ).body.id;
      for (let index = 0; index < size; index++)
        people.push(
          await createEmployee(t.dataSource, admin.company!.id, { departmentId: departments[key] }),
        );
    }
    const questionnaireId = (
      await t.http
        .post('/api/admin/questionnaire')
        .set(as())
        .send({ name: 'Clima e inclusão' })
        .expect(201)
    ).body.id as string;
    const library = await libraryIds(t, admin.token);
    matrix = (
      await t.http
        .post(`/api/admin/questionnaire/${questionnaireId}/question/from-library`)
        .set(as())
        .send({ predefinedQuestionId: library['belonging-matrix'] })
        .expect(201)
    ).body.id;
    nps = (
      await t.http
        .post(`/api/admin/questionnaire/${questionnaireId}/question/from-library`)
        .set(as())
        .send({ predefinedQuestionId: library.enps, required: true })
        .expect(201)
    ).body.id;
    ranking = (
      await addQuestion(questionnaireId, {
        type: 'ranking',
        texts: { 'pt-BR': { text: 'Ordene o que mais importa para você' } },
        options: ['pay', 'growth', 'flexibility'].map((key) => ({ key, labels: labels(key) })),
      }).expect(201)
    ).body.id;
    surveyId = await sentSurvey(t, admin.token, {
      name: 'Clima 2026',
      questionnaireId,
      anonymous: true,
    });
  }, 120_000);
  afterAll(() => t.close());

  it('offers an eNPS and a belonging matrix in the library, in three languages', async () => {
    const page = await t.http
      .get('/api/admin/predefined-question')
      .set(as())
      .query({ pageSize: 100 })
      .expect(200);
    const byCode = Object.fromEntries(
      page.body.items.map((item: { code: string }) => [item.code, item]),
    );
    expect(byCode.enps).toMatchObject({ type: 'nps', sensitive: false });
    expect(byCode.enps.options.map((option: { key: string }) => option.key)).toEqual(
      Array.from({ length: 11 }, (_, score) => String(score)),
    );
    expect(byCode['belonging-matrix']).toMatchObject({ type: 'matrix', category: 'belonging' });
    expect(byCode['belonging-matrix'].statements).toHaveLength(4);
    for (const item of [byCode.enps, byCode['belonging-matrix']])
      expect(Object.keys(item.texts).sort()).toEqual(['en-US', 'es-ES', 'pt-BR']);
  });

  it('refuses a matrix without statements, a ranking of one option, a sensitive NPS', async () => {
    const id = (
      await t.http.post('/api/admin/questionnaire').set(as()).send({ name: 'Rascunho' }).expect(201)
    ).body.id as string;
    const scale = ['1', '2'].map((key) => ({ key, labels: labels(key) }));
    const texts = { 'pt-BR': { text: 'Pergunta' } };
    const noRows = await addQuestion(id, { type: 'matrix', texts, options: scale }).expect(400);
    expect(noRows.body.errors.statements).toEqual([
      'Uma matriz precisa de 2 a 20 afirmações com chaves únicas.',
    ]);
    const one = await addQuestion(id, {
      type: 'ranking',
      texts,
      options: scale.slice(0, 1),
    }).expect(400);
    expect(one.body.errors.options).toEqual([
      'Uma ordenação precisa de 2 a 10 opções com chaves únicas.',
    ]);
    const sensitive = await addQuestion(id, { type: 'nps', texts, sensitive: true }).expect(400);
    expect(sensitive.body.errors.sensitive).toEqual([
      'Perguntas de matriz, NPS e ordenação não podem ser sensíveis.',
    ]);
    // NPS keeps its eleven scores whatever options are sent.
    const score = await addQuestion(id, { type: 'nps', texts, options: scale }).expect(201);
    expect(score.body.options).toHaveLength(11);
  });

  it('shows the portal the matrix statements and refuses wrong answers with clear messages', async () => {
    const token = await invitationToken(t, people[0].email, surveyId);
    const survey = await t.http.get(`/api/survey/${surveyId}`).set(bearer(token)).expect(200);
    const shown = survey.body.questions.find((question: { id: string }) => question.id === matrix);
    expect(shown.statements.map((statement: { key: string }) => statement.key)).toEqual([
      'belong',
      'be-myself',
      'voice',
      'fair-treatment',
    ]);
    expect(shown.options).toHaveLength(5);
    const submit = (answers: object) =>
      t.http
        .post(`/api/survey/${surveyId}/submit`)
        .set(bearer(token))
        .send({ answers, consent: { given: false, version: CONSENT_VERSION } })
        .expect(400);
    const wrong = await submit({
      [matrix]: { rows: { belong: '4' } },
      [nps]: { optionKeys: ['11'] },
      [ranking]: { optionKeys: ['pay', 'growth'] },
    });
    expect(wrong.body.errors).toEqual({
      [`answers.${matrix}`]: ['Responda a todas as afirmações desta pergunta.'],
      [`answers.${nps}`]: ['Resposta inválida para esta pergunta.'],
      [`answers.${ranking}`]: ['Ordene todas as opções, cada uma uma vez.'],
    });
    const missing = await submit({});
    expect(missing.body.errors[`answers.${nps}`]).toEqual(['Resposta obrigatória.']);
    // Nothing was stored: the person can still answer.
    await t.http
      .post(`/api/survey/${surveyId}/submit`)
      .set(bearer(token))
      .send({ answers: answersOf(0), consent: { given: false, version: CONSENT_VERSION } })
      .expect(201);
    for (const [index, person] of people.entries())
      if (index > 0) await answerByInvitation(t, surveyId, person.email, answersOf(index));
  }, 60_000);

  /** Scores 10, 9, 8, 7, 3, 0 in Tecnologia; 10, 10, 10 in Vendas; rankings rotate. */
  function answersOf(index: number) {
    const scores = [10, 9, 8, 7, 3, 0, 10, 10, 10];
    const orders = [
      ['pay', 'growth', 'flexibility'],
      ['growth', 'pay', 'flexibility'],
    ];
    return {
      [matrix]: {
        rows: {
          belong: '5',
          'be-myself': index % 2 ? '4' : '2',
          voice: '3',
          'fair-treatment': '1',
        },
      },
      [nps]: { optionKeys: [String(scores[index])] },
      [ranking]: { optionKeys: orders[index % 2] },
    };
  }

  it('reports each matrix row as a question, eNPS and ranks, and suppresses the small group', async () => {
    const body: ReportBody = (
      await t.http
        .get(`/api/admin/survey/${surveyId}/report`)
        .query({ groupBy: 'department' })
        .set(as())
        .expect(200)
    ).body;
    expect(body.questions.map((question) => question.type)).toEqual([
      'scale',
      'scale',
      'scale',
      'scale',
      'nps',
      'ranking',
    ]);
    expect(body.questions[0].text).toBe(
      'O quanto você concorda com as afirmações abaixo? — Sinto que pertenço a esta empresa.',
    );
    expect(body.questions[0].total.options?.find((option) => option.key === '5')?.count).toBe(9);
    const score = body.questions[4];
    // 9 answers: promoters 10, 9, 10, 10, 10 (5), detractors 3, 0 (2): (5 − 2) / 9 = 33.3.
    expect(score.total).toMatchObject({
      suppressed: false,
      respondents: 9,
      nps: { promoters: 55.6, passives: 22.2, detractors: 22.2, score: 33.3 },
    });
    // Vendas (3) is under k, and Tecnologia goes with it: total − Tecnologia would be Vendas.
    for (const question of body.questions)
      for (const cell of question.groups) {
        expect(cell.suppressed).toBe(true);
        expect(cell.nps).toBeUndefined();
        expect(cell.ranking).toBeUndefined();
      }
    const ranks = body.questions[5].total.ranking!;
    // Five of nine put pay first (indexes 0, 2, 4, 6, 8), four growth.
    expect(ranks).toEqual([
      { key: 'pay', label: 'pay', meanRank: 1.44, rankedFirst: 55.6 },
      { key: 'growth', label: 'growth', meanRank: 1.56, rankedFirst: 44.4 },
      { key: 'flexibility', label: 'flexibility', meanRank: 3, rankedFirst: 0 },
    ]);

    const other = await signedInWithCompany(t, 'admin');
    await t.http.get(`/api/admin/survey/${surveyId}/report`).set(bearer(other.token)).expect(404);
  });

  it('exports eNPS and ranks, never for a suppressed group', async () => {
    const csv = (
      await t.http
        .get(`/api/admin/survey/${surveyId}/export`)
        .query({ format: 'csv', groupBy: 'department' })
        .set(as())
        .buffer(true)
        .parse(binary)
        .expect(200)
    ).body.toString('utf8') as string;
    const lines = csv.slice(1).split('\r\n');
    const header = lines[0].split(';');
    const enps = lines.find((line) => line.split(';')[1] === 'eNPS (promotores − detratores)')!;
    const cells = enps.split(';');
    expect(cells[header.indexOf('Total (n)')]).toBe('33,3');
    expect(cells[header.indexOf('Vendas (n)')]).toBe('Oculto');
    expect(cells[header.indexOf('Tecnologia (n)')]).toBe('Oculto');
    const pay = lines.find((line) => line.split(';')[1] === 'pay: posição média')!.split(';');
    expect(pay[header.indexOf('Total (n)')]).toBe('1,44');
    const first = lines.find((line) => line.split(';')[1] === 'pay: em 1º lugar (%)')!.split(';');
    expect(first[header.indexOf('Total (%)')]).toBe('55,6');
    expect(lines.some((line) => line.includes('— Posso ser eu mesmo(a) no trabalho.'))).toBe(true);

    const pdf = await t.http
      .get(`/api/admin/survey/${surveyId}/export`)
      .query({ format: 'pdf' })
      .set(as())
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('gives a person their identified answers: each matrix statement, the ranking in order', async () => {
    const person = people[0];
    const account = await t.dataSource.getRepository(Account).findOneByOrFail({
      id: person.accountId,
    });
    const session = await signIn(t, account, 'user');
    const questionnaireId = (
      await t.http.get(`/api/admin/survey/${surveyId}`).set(as()).expect(200)
    ).body.questionnaireId as string;
    const identified = await sentSurvey(t, admin.token, {
      name: 'Clima identificado',
      questionnaireId,
      anonymous: false,
    });
    await t.http
      .post(`/api/survey/${identified}/submit`)
      .set(bearer(session))
      .send({ answers: answersOf(1), consent: { given: false, version: CONSENT_VERSION } })
      .expect(201);
    const { body } = await t.http.get('/api/user/privacy/data').set(bearer(session)).expect(200);
    expect(body.identifiedResponses[0].answers).toEqual([
      {
        question:
          'O quanto você concorda com as afirmações abaixo? — Sinto que pertenço a esta empresa.',
        answer: ['Concordo totalmente'],
      },
      {
        question:
          'O quanto você concorda com as afirmações abaixo? — Posso ser eu mesmo(a) no trabalho.',
        answer: ['Concordo'],
      },
      expect.objectContaining({ answer: ['Nem concordo nem discordo'] }),
      expect.objectContaining({ answer: ['Discordo totalmente'] }),
      { question: expect.stringContaining('Numa escala de 0 a 10'), answer: ['9'] },
      { question: 'Ordene o que mais importa para você', answer: ['growth', 'pay', 'flexibility'] },
    ]);
  });

  it('counts a matrix statement without a translation as a translation gap', async () => {
    const id = (
      await t.http.post('/api/admin/questionnaire').set(as()).send({ name: 'Bilíngue' }).expect(201)
    ).body.id as string;
    await addQuestion(id, {
      type: 'matrix',
      texts: {
        'pt-BR': { text: 'Concorda?' },
        'en-US': { text: 'Agree?' },
        'es-ES': { text: '¿Acuerdo?' },
      },
      options: ['1', '2'].map((key) => ({ key, labels: labels(key) })),
      statements: [
        { key: 'a', labels: labels('Afirmação A') },
        { key: 'b', labels: { 'pt-BR': 'Afirmação B', 'es-ES': 'Afirmación B' } },
      ],
    }).expect(201);
    const survey = await t.http
      .post('/api/admin/survey')
      .set(as())
      .send({
        name: 'Rascunho',
        questionnaireId: id,
        anonymous: true,
        accessModes: ['link', 'code'],
      })
      .expect(201);
    const gaps = await t.http
      .get(`/api/admin/survey/${survey.body.id}/translation-gaps`)
      .set(as())
      .expect(200);
    expect(gaps.body).toEqual({ languages: [{ language: 'en-US', people: 0, questions: 1 }] });
  });
});
