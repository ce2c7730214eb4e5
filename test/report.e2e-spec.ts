import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import type { Response } from 'superagent';
import { ReportRepository } from '../src/report/report.repository';
import { Cell } from '../src/report/report.model';
import { createAccount } from './support/factories';
import { signedInWithCompany, signIn, SignedIn } from './support/session';
import {
  answerByInvitation,
  buildQuestionnaire,
  createEmployee,
  TestEmployee,
} from './support/survey-data';
import { startTestApp, TestApp } from './support/test-app';
import { bearer } from './support/tokens';

/**
 * Reports that protect people, tried through the real API on real submissions. The company:
 *
 * | department | organization | people | colour or race          | remote (comment) |
 * |------------|--------------|--------|-------------------------|------------------|
 * | Pessoas    | Sul          | 4      | 2 branca, 2 preta       | no               |
 * | Vendas     | Norte        | 6      | 6 parda                 | no               |
 * | Tecnologia | Norte        | 12     | 8 branca, 4 parda       | yes (12)         |
 * | Operações  | Sul          | 10     | 5 branca, 5 preta       | 9 yes, 1 no      |
 */
describe('reports: anonymity thresholds through the API', () => {
  let t: TestApp;
  let admin: SignedIn;
  let questionnaire: Awaited<ReturnType<typeof buildQuestionnaire>>;
  let years: string;
  let formats: string;
  let surveyId: string;
  const departments: Record<string, string> = {};
  const organizations: Record<string, string> = {};
  const people: Record<string, TestEmployee[]> = {};

  const as = () => bearer(admin.token);
  const report = async (query: Record<string, string> = {}) =>
    (await t.http.get(`/api/admin/survey/${surveyId}/report`).query(query).set(as()).expect(200))
      .body;
  const group = (body: ReportBody, questionId: string, id: string) =>
    body.questions
      .find((question) => question.id === questionId)
      ?.groups.find((cell) => cell.id === id);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInWithCompany(t, 'admin');
    const companyId = admin.company!.id;
    const create = async (path: string, body: object) =>
      (await t.http.post(`/api/admin/company/${path}`).set(as()).send(body).expect(201)).body
        .id as string;
    organizations.north = await create('organization', { name: 'Norte' });
    organizations.south = await create('organization', { name: 'Sul' });
    const plan = [
      ['people', 'Pessoas', 'south', 4],
      ['sales', 'Vendas', 'north', 6],
      ['tech', 'Tecnologia', 'north', 12],
      ['ops', 'Operações', 'south', 10],
    ] as const;
    for (const [key, name, organization, size] of plan) {
      departments[key] = await create('department', {
        name,
        encryptedOrganizationId: organizations[organization],
      });
      people[key] = [];
      for (let index = 0; index < size; index++) {
        people[key].push(
          await createEmployee(t.dataSource, companyId, {
            departmentId: departments[key],
            organizationId: organizations[organization],
          }),
        );
      }
    }
    questionnaire = await buildQuestionnaire(t, admin.token);
    years = (
      await t.http
        .post(`/api/admin/questionnaire/${questionnaire.id}/question`)
        .set(as())
        .send({
          type: 'number',
          texts: { 'pt-BR': { text: 'Há quantos anos você trabalha aqui?' } },
          min: 0,
          max: 60,
        })
        .expect(201)
    ).body.id;
    formats = (
      await t.http
        .post(`/api/admin/questionnaire/${questionnaire.id}/question`)
        .set(as())
        .send({
          type: 'multiple',
          texts: { 'pt-BR': { text: 'Quais formatos de trabalho você já experimentou?' } },
          options: ['presencial', 'hibrido', 'remoto'].map((key) => ({
            key,
            labels: { 'pt-BR': key },
          })),
        })
        .expect(201)
    ).body.id;
    const survey = await t.http
      .post('/api/admin/survey')
      .set(as())
      .send({
        name: 'Censo 2026',
        questionnaireId: questionnaire.id,
        anonymous: true,
        endsAt: new Date(Date.now() + 7 * 864e5).toISOString(),
      })
      .expect(201);
    surveyId = survey.body.id;
    await t.http.post(`/api/admin/survey/${surveyId}/send`).set(as()).expect(200);

    const races: Record<string, string[]> = {
      people: ['branca', 'branca', 'preta', 'preta'],
      sales: Array(6).fill('parda'),
      tech: [...Array(8).fill('branca'), ...Array(4).fill('parda')],
      ops: [...Array(5).fill('branca'), ...Array(5).fill('preta')],
    };
    for (const [key, members] of Object.entries(people)) {
      for (const [index, person] of members.entries()) {
        const remote = key === 'tech' || (key === 'ops' && index < 9);
        await answerByInvitation(t, surveyId, person.email, {
          [questionnaire.race]: { optionKeys: [races[key][index]] },
          [questionnaire.remote]: { optionKeys: [remote ? 'yes' : 'no'] },
          ...(remote
            ? { [questionnaire.remoteComment]: { text: `Comentário ${key} ${index}` } }
            : {}),
          [questionnaire.belonging]: { optionKeys: [key === 'people' ? '2' : '4'] },
          [years]: { number: index + 1 },
          [formats]: { optionKeys: index % 3 ? ['remoto'] : ['presencial', 'hibrido'] },
        });
      }
    }
  }, 180_000);
  afterAll(() => t.close());

  it('counts every answer, with prefer-not-to-answer, numbers and response rates, in the caller’s language', async () => {
    const body: ReportBody = await report();
    expect(body.groupBy).toBeNull();
    expect(body.minimumGroupSize).toBe(5);
    expect(body.responseRate.total).toMatchObject({ invited: 32, respondents: 32, rate: 100 });
    const race = body.questions.find((question) => question.id === questionnaire.race)!;
    expect(race.total).toMatchObject({ suppressed: false, respondents: 32 });
    expect(race.total.options?.map((option) => [option.key, option.count])).toEqual([
      ['branca', 15],
      ['preta', 7],
      ['parda', 10],
      ['amarela', 0],
      ['indigena', 0],
      ['prefer-not-to-answer', 0],
    ]);
    expect(race.total.options?.[0]).toMatchObject({ label: 'Branca', percentage: 46.9 });
    const number = body.questions.find((question) => question.id === years)!;
    expect(number.total.number).toEqual({ count: 32, mean: 5.13, min: 1, max: 12 });
    const belonging = body.heatmap.find((row) => row.questionId === questionnaire.belonging)!;
    expect(belonging.total).toEqual({ favourable: 87.5, suppressed: false });

    const switched = await t.http
      .post('/api/admin/language')
      .set(as())
      .send({ languageId: 2 })
      .expect(200);
    const english: ReportBody = (
      await t.http
        .get(`/api/admin/survey/${surveyId}/report`)
        .query({ groupBy: 'question', groupQuestionId: questionnaire.race })
        .set(bearer(switched.body.token))
        .expect(200)
    ).body;
    expect(english.groups.map((column) => column.label)).toEqual([
      'White',
      'Black',
      'Brown (parda)',
      'Asian descent (amarela)',
      'Indigenous',
      'Prefer not to answer',
    ]);
    expect(english.questions[0]).toMatchObject({ text: 'What is your colour or race?' });
    // A question without an English text falls back to the Portuguese reference.
    expect(english.questions[2]).toMatchObject({ text: 'Como é trabalhar remotamente?' });
    await t.http
      .post('/api/admin/language')
      .set(bearer(switched.body.token))
      .send({ languageId: 1 })
      .expect(200);
  });

  it('keeps the tallies exactly what the answers say', async () => {
    const repository = t.app.get(ReportRepository);
    const merged = (cells: Cell[]) => {
      const sums = new Map<string, number[]>();
      for (const cell of cells) {
        const key = [cell.questionId, cell.key, cell.departmentId, cell.organizationId].join('|');
        const sum = sums.get(key) ?? [0, 0, -Infinity, Infinity];
        sums.set(key, [
          sum[0] + cell.count,
          sum[1] + (cell.sum ?? 0),
          Math.max(sum[2], cell.max ?? -Infinity),
          Math.min(sum[3], cell.min ?? Infinity),
        ]);
      }
      return [...sums].sort(([a], [b]) => a.localeCompare(b));
    };
    const tallies = merged(await repository.tallyCells(surveyId));
    expect(tallies).toEqual(
      merged(await repository.answerCells(surveyId, questionnaire.race, null, [formats])),
    );
    // The multiple-choice question counts each respondent once, however many options they chose.
    const choices = tallies.filter(([key]) => key.startsWith(`${formats}|`));
    const respondents = choices.filter(([key]) => key.startsWith(`${formats}||`));
    expect(respondents.reduce((sum, [, [count]]) => sum + count, 0)).toBe(32);
    const [{ invited }] = await t.dataSource.query(
      'SELECT sum(invited)::int AS invited FROM survey_invitation_tally WHERE survey_id = $1',
      [surveyId],
    );
    expect(invited).toBe(32);
  });

  it('keeps the pair tallies exactly what the answers say, for each single-choice question as grouping and as filter', async () => {
    const repository = t.app.get(ReportRepository);
    const sorted = (cells: Cell[]) =>
      cells
        .map((cell) => JSON.stringify(cell))
        .sort()
        .map((cell) => JSON.parse(cell) as Cell);
    const single = [questionnaire.race, questionnaire.remote];
    for (const questionId of single) {
      const grouped = sorted(
        await repository.pairCells(surveyId, questionId, { group: true, filter: false }),
      );
      expect(grouped.length).toBeGreaterThan(20);
      expect(grouped).toEqual(
        sorted(await repository.answerCells(surveyId, questionId, null, [formats])),
      );
      expect(
        sorted(await repository.pairCells(surveyId, questionId, { group: false, filter: true })),
      ).toEqual(sorted(await repository.answerCells(surveyId, null, questionId, [formats])));
    }
  });

  it('hides a department of 4, and the next smallest with it, so the total cannot give it away', async () => {
    const body: ReportBody = await report({ groupBy: 'department' });
    const belonging = body.questions.find((question) => question.id === questionnaire.belonging)!;
    const byId = Object.fromEntries(belonging.groups.map((cell) => [cell.id, cell]));
    expect(byId[departments.people]).toEqual({
      id: departments.people,
      suppressed: true,
      respondents: null,
    });
    expect(byId[departments.sales]).toMatchObject({ suppressed: true, respondents: null });
    expect(byId[departments.tech]).toMatchObject({ suppressed: false, respondents: 12 });
    expect(byId[departments.ops]).toMatchObject({ suppressed: false, respondents: 10 });
    expect(belonging.total).toMatchObject({ suppressed: false, respondents: 32 });
    // What subtraction gives is the hidden crowd (4 + 6 people), never one small group.
    const shown = belonging.groups
      .filter((cell) => !cell.suppressed)
      .reduce((sum, cell) => sum + cell.respondents, 0);
    expect(belonging.total.respondents - shown).toBe(10);
    expectSafe(belonging.total.respondents - shown, body.minimumGroupSize);
    const rate = Object.fromEntries(body.responseRate.groups.map((cell) => [cell.id, cell]));
    expect(rate[departments.people]).toMatchObject({
      invited: 4,
      respondents: null,
      rate: null,
      suppressed: true,
    });
    expect(rate[departments.tech]).toMatchObject({ invited: 12, respondents: 12, rate: 100 });
    const heat = body.heatmap[0].groups.find((cell) => cell.id === departments.people);
    expect(heat).toEqual({ id: departments.people, favourable: null, suppressed: true });
  });

  it('hides a group that a filter narrows below 5, and one whose filtered-out part is below 5', async () => {
    const parda: ReportBody = await report({
      groupBy: 'department',
      filterQuestionId: questionnaire.race,
      filterOptionKey: 'parda',
    });
    // Tecnologia has 12 people, 4 of them parda.
    expect(group(parda, questionnaire.belonging, departments.tech)).toMatchObject({
      suppressed: true,
    });
    const branca: ReportBody = await report({
      groupBy: 'department',
      filterQuestionId: questionnaire.race,
      filterOptionKey: 'branca',
    });
    // 8 of Tecnologia's 12 are branca: shown, it would let the 4 others' answers be read off.
    expect(group(branca, questionnaire.belonging, departments.tech)).toMatchObject({
      suppressed: true,
    });
    // Operações' 5 branca are a row of department × colour or race: its 5 preta are hidden
    // there, or the report filtered to preta (7, of whom 5 in Operações) would give away the
    // answers of Pessoas' 2 preta, and its 5 branca with them, so the 5 preta cannot be read
    // off Operações' 10.
    expect(group(branca, questionnaire.belonging, departments.ops)).toMatchObject({
      suppressed: true,
    });
    expect(branca.responseRate.total.invited).toBeNull();
    const comment = branca.questions.find(
      (question) => question.id === questionnaire.remoteComment,
    )!;
    expect(comment.comments).toEqual({ shown: false, reason: 'demographic' });
  });

  it('gives nothing away between two overlapping reports, with and without a filter', async () => {
    const all: ReportBody = await report({ groupBy: 'department' });
    const north: ReportBody = await report({
      groupBy: 'department',
      organizationId: organizations.north,
    });
    const branca: ReportBody = await report({
      groupBy: 'department',
      filterQuestionId: questionnaire.race,
      filterOptionKey: 'branca',
    });
    // Vendas is only the complement of Pessoas in the whole report; Norte changes nothing for
    // it, but showing it there would give Pessoas back as 32 − 12 − 10 − 6.
    expect(group(north, questionnaire.belonging, departments.sales)).toMatchObject({
      suppressed: true,
    });
    for (const [a, b] of [
      [all, north],
      [all, branca],
      [north, branca],
    ]) {
      for (const question of a.questions) {
        const other = b.questions.find((candidate) => candidate.id === question.id)!;
        const minimum = question.minimumGroupSize;
        for (const body of [question, other]) {
          if (body.total.suppressed) continue;
          const visible = body.groups.reduce(
            (sum, cell) => sum + (cell.suppressed ? 0 : cell.respondents),
            0,
          );
          expectSafe(body.total.respondents - visible, minimum);
        }
        for (const cell of question.groups) {
          const twin = other.groups.find((candidate) => candidate.id === cell.id);
          if (!cell.suppressed && twin && !twin.suppressed)
            expectSafe(cell.respondents - twin.respondents, minimum);
        }
        if (!question.total.suppressed && !other.total.suppressed)
          expectSafe(question.total.respondents - other.total.respondents, minimum);
      }
    }
    // The organizations: Sul minus its visible departments would be Pessoas: hidden.
    const byOrganization: ReportBody = await report({ groupBy: 'organization' });
    expect(group(byOrganization, questionnaire.belonging, organizations.south)).toMatchObject({
      suppressed: true,
    });
    const southOnly: ReportBody = await report({ organizationId: organizations.south });
    expect(southOnly.questions.every((question) => question.total.suppressed)).toBe(true);
  });

  it('lists free text only for 10 or more, never for a group of 9, never beside demographics', async () => {
    const all: ReportBody = await report();
    const comment = (body: ReportBody) =>
      body.questions.find((question) => question.id === questionnaire.remoteComment)!;
    expect(comment(all).comments).toMatchObject({ shown: true, total: 21 });
    expect(comment(all).comments?.items).toHaveLength(21);

    // Operações: 9 comments.
    const ops: ReportBody = await report({ departmentId: departments.ops });
    expect(comment(ops).comments).toEqual({ shown: false, reason: 'too-few' });
    expect(comment(ops).total).toEqual({ suppressed: true, respondents: null });
    expect(JSON.stringify(ops)).not.toContain('Comentário ops');
    // Tecnologia has 12, but the whole list minus Tecnologia's would be Operações' 9.
    const tech: ReportBody = await report({ departmentId: departments.tech });
    expect(comment(tech).comments).toEqual({ shown: false, reason: 'too-few' });
    const byDepartment: ReportBody = await report({ groupBy: 'department' });
    expect(comment(byDepartment).comments?.shown).toBe(true);
    expect(comment(byDepartment).groups.find((cell) => cell.id === departments.ops)).toMatchObject({
      suppressed: true,
    });
    const byRace: ReportBody = await report({
      groupBy: 'question',
      groupQuestionId: questionnaire.race,
    });
    expect(comment(byRace).comments).toEqual({ shown: false, reason: 'demographic' });
    expect(JSON.stringify(byRace)).not.toContain('Comentário');
  });

  it('groups by a demographic question: each answer a group, small ones hidden', async () => {
    const body: ReportBody = await report({
      groupBy: 'question',
      groupQuestionId: questionnaire.race,
    });
    expect(body.groups.map((column) => column.id)).toEqual([
      'branca',
      'preta',
      'parda',
      'amarela',
      'indigena',
      'prefer-not-to-answer',
    ]);
    const belonging = body.questions.find((question) => question.id === questionnaire.belonging)!;
    expect(belonging.groups.find((cell) => cell.id === 'branca')).toMatchObject({
      respondents: 15,
    });
    expect(belonging.groups.find((cell) => cell.id === 'preta')).toMatchObject({ respondents: 7 });
    await t.http
      .get(`/api/admin/survey/${surveyId}/report`)
      .query({ groupBy: 'question', groupQuestionId: questionnaire.belonging })
      .set(as())
      .expect(400);
    const missing = await t.http
      .get(`/api/admin/survey/${surveyId}/report`)
      .query({ filterQuestionId: questionnaire.race })
      .set(as())
      .expect(400);
    expect(missing.body.errors.filterOptionKey).toEqual([
      'Informe a pergunta e a resposta do filtro.',
    ]);
  });

  it('keeps each company to its own surveys', async () => {
    const other = await signedInWithCompany(t, 'admin');
    await t.http.get(`/api/admin/survey/${surveyId}/report`).set(bearer(other.token)).expect(404);
    await t.http
      .get(`/api/admin/survey/${surveyId}/export`)
      .query({ format: 'csv' })
      .set(bearer(other.token))
      .expect(404);
    await t.http
      .get(`/api/admin/survey/${surveyId}/report`)
      .query({ departmentId: departments.tech })
      .set(bearer(other.token))
      .expect(404);
  });

  it('lets the platform owner set the threshold, never below 3', async () => {
    const owner = await signIn(t, await createAccount(t.dataSource, { roles: ['super'] }), 'super');
    const setting = (token: string) => t.http.get('/api/super/setting/report').set(bearer(token));
    expect((await setting(owner).expect(200)).body).toEqual({ minimumGroupSize: 5, default: 5 });
    await setting(admin.token).expect(403);
    const low = await t.http
      .put('/api/super/setting/report')
      .set(bearer(owner))
      .send({ minimumGroupSize: 2 })
      .expect(400);
    expect(low.body.errors.minimumGroupSize).toEqual(['Use um número inteiro de 3 a 100.']);
    await t.http
      .put('/api/super/setting/report')
      .set(bearer(owner))
      .send({ minimumGroupSize: 4 })
      .expect(200);
    const relaxed: ReportBody = await report({ groupBy: 'department' });
    expect(relaxed.minimumGroupSize).toBe(4);
    expect(group(relaxed, questionnaire.belonging, departments.people)).toMatchObject({
      suppressed: false,
      respondents: 4,
    });
    expect(relaxed.textMinimumGroupSize).toBe(10);
    // What the consent step promises follows the threshold.
    const preview = await t.http
      .get(`/api/admin/questionnaire/${questionnaire.id}/preview`)
      .set(as())
      .expect(200);
    expect(preview.body.consent.text).toContain(
      'mostradas somente em grupos de pelo menos 4 pessoas; uma resposta dada por menos de 4 pessoas de um grupo aparece como "menos de 4".',
    );
    await t.http
      .put('/api/super/setting/report')
      .set(bearer(owner))
      .send({ minimumGroupSize: 5 })
      .expect(200);
  });

  it('publishes a sensitive answer of 1 to 4 people as "fewer than 5", and hides the counts that would give it back', async () => {
    const body: ReportBody = await report({ groupBy: 'department' });
    const race = body.questions.find((question) => question.id === questionnaire.race)!;
    const tech = race.groups.find((cell) => cell.id === departments.tech)!;
    // Tecnologia: 8 branca, 4 parda. Shown as 12 respondents, "fewer than 5" parda, and branca
    // hidden: 12 − 8 would be 4.
    expect(tech.respondents).toBe(12);
    const option = (key: string) => tech.options!.find((candidate) => candidate.key === key);
    expect(option('parda')).toMatchObject({ count: null, percentage: null, fewerThan: 5 });
    expect(option('branca')).toMatchObject({ count: null, percentage: null, hidden: true });
    expect(option('preta')).toMatchObject({ count: 0, percentage: 0 });
    // Operações: 5 branca, 5 preta; its preta is hidden too, or the total's 7 preta minus it
    // would be the 2 of the hidden Pessoas.
    const ops = race.groups.find((cell) => cell.id === departments.ops)!;
    expect(ops.options!.find((candidate) => candidate.key === 'preta')).toMatchObject({
      count: null,
      hidden: true,
    });
    for (const cell of [...race.groups, race.total])
      for (const published of cell.suppressed ? [] : cell.options!)
        expect(published.count === null || published.count === 0 || published.count >= 5).toBe(
          true,
        );

    // The same words in the exports, never the number.
    const label = option('parda')!.label;
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
    const column = lines[0].split(';').indexOf('Tecnologia (n)');
    const parda = lines.find((line) => line.includes(race.text) && line.split(';')[1] === label)!;
    expect(parda.split(';').slice(column, column + 2)).toEqual(['menos de 5', 'menos de 5']);
    const xlsx = await t.http
      .get(`/api/admin/survey/${surveyId}/export`)
      .query({ format: 'xlsx', groupBy: 'department' })
      .set(as())
      .buffer(true)
      .parse(binary)
      .expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(asArrayBuffer(xlsx.body as Buffer));
    const rows = workbook.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    const header = rows[0] as string[];
    const row = rows.find(
      (candidate) => candidate[2] === label && String(candidate[1]).includes(race.text),
    )!;
    expect(row[header.indexOf('Tecnologia (n)')]).toBe('menos de 5');
    expect(row[header.indexOf('Tecnologia (%)')]).toBe('menos de 5');
  });

  describe('exports', () => {
    const download = (query: Record<string, string>) =>
      t.http
        .get(`/api/admin/survey/${surveyId}/export`)
        .query(query)
        .set(as())
        .buffer(true)
        .parse(binary);
    const suppressedColumns = (header: string[], body: ReportBody) => {
      const hidden = body.groups.filter(
        (column) =>
          body.questions
            .find((question) => question.id === questionnaire.belonging)
            ?.groups.find((cell) => cell.id === column.id)?.suppressed,
      );
      return header
        .map((name, index) => ({ name, index }))
        .filter(({ name }) => hidden.some((column) => name.startsWith(`${column.label} (`)));
    };

    it('writes an .xlsx with aggregates only, suppressed cells as words, formulas defused', async () => {
      await t.dataSource.query(`UPDATE department SET name = '=HYPERLINK("x")' WHERE id = $1`, [
        departments.ops,
      ]);
      const response = await download({ format: 'xlsx', groupBy: 'department' }).expect(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(asArrayBuffer(response.body as Buffer));
      const sheet = workbook.worksheets[0];
      const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
      const header = (rows[0] as string[]).slice(1);
      const body: ReportBody = await report({ groupBy: 'department' });
      const columns = suppressedColumns(header, body);
      expect(columns).toHaveLength(4);
      for (const row of rows.slice(1)) {
        const values = (row as unknown[]).slice(1);
        // Invited people are not answers: a suppressed group still shows how many were invited.
        if (values[1] === 'Convidados') continue;
        for (const { index } of columns) expect(values[index]).toBe('Oculto');
      }
      expect(header).toContain(`'=HYPERLINK("x") (n)`);
      expect(JSON.stringify(rows)).not.toContain('Comentário');
      await t.dataSource.query(`UPDATE department SET name = 'Operações' WHERE id = $1`, [
        departments.ops,
      ]);
      expect(workbook.worksheets[1].getCell('A1').value).toBe('Relatório da pesquisa "Censo 2026"');
    });

    it('writes a CSV a parser reads, with no suppressed number', async () => {
      const response = await download({ format: 'csv', groupBy: 'department' }).expect(200);
      expect(response.headers['content-type']).toContain('text/csv');
      const workbook = new ExcelJS.Workbook();
      // The report's table, before the comparisons that follow it after an empty line.
      const [table] = (response.body as Buffer).toString('utf8').slice(1).split('\r\n\r\n');
      const sheet = await workbook.csv.read(Readable.from([table]), {
        parserOptions: { delimiter: ';' },
      });
      const rows = (sheet.getSheetValues().filter(Boolean) as unknown[][]).map((row) =>
        row.slice(1),
      );
      const body: ReportBody = await report({ groupBy: 'department' });
      const columns = suppressedColumns(rows[0] as string[], body);
      expect(columns).toHaveLength(4);
      expect(rows.length).toBeGreaterThan(20);
      for (const row of rows.slice(1)) {
        if (row[1] === 'Convidados') continue;
        for (const { index } of columns) expect(row[index]).toBe('Oculto');
      }
      const visible = rows.find((row) => row[1] === 'Concordo');
      expect(visible?.[(rows[0] as string[]).indexOf('Tecnologia (n)')]).toBe(12);
    });

    it('writes a CSV for each language: `;` and decimal commas for Portuguese and Spanish, `,` and points for English, UTF-8 with a byte-order mark', async () => {
      const csv = async (languageId: number) => {
        const switched = await t.http
          .post('/api/admin/language')
          .set(as())
          .send({ languageId })
          .expect(200);
        const response = await t.http
          .get(`/api/admin/survey/${surveyId}/export`)
          .query({ format: 'csv', groupBy: 'department' })
          .set(bearer(switched.body.token))
          .buffer(true)
          .parse(binary)
          .expect(200);
        expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
        const bytes = response.body as Buffer;
        expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        return bytes.toString('utf8').slice(1).split('\r\n');
      };
      const fractions = (lines: string[], separator: string) =>
        lines
          .flatMap((line) => line.split(separator))
          .filter((field) => /^\d+[.,]\d+$/.test(field));

      const portuguese = await csv(1);
      expect(portuguese[0].split(';').slice(0, 3)).toEqual([
        'Pergunta',
        'Resposta',
        'Operações (n)',
      ]);
      expect(fractions(portuguese, ';').length).toBeGreaterThan(5);
      expect(fractions(portuguese, ';').every((field) => field.includes(','))).toBe(true);
      const spanish = await csv(3);
      expect(spanish[0].split(';')).toHaveLength(portuguese[0].split(';').length);
      expect(fractions(spanish, ';').every((field) => field.includes(','))).toBe(true);
      const english = await csv(2);
      expect(english[0].split(',')).toHaveLength(portuguese[0].split(';').length);
      expect(english[0].includes(';')).toBe(false);
      expect(fractions(english, ',').length).toBe(fractions(portuguese, ';').length);
      expect(fractions(english, ',').every((field) => field.includes('.'))).toBe(true);
      await t.http.post('/api/admin/language').set(as()).send({ languageId: 1 }).expect(200);
    });

    it('draws a PDF of the charts', async () => {
      const response = await download({ format: 'pdf', groupBy: 'department' }).expect(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const pdf = response.body as Buffer;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(2000);
    });

    it('makes a large export in the worker, with progress, then answers the file', async () => {
      const queued = await t.http
        .get(`/api/admin/survey/${surveyId}/export`)
        .query({
          format: 'xlsx',
          groupBy: 'question',
          groupQuestionId: questionnaire.race,
          async: 'true',
        })
        .set(as())
        .expect(202);
      expect(queued.body).toMatchObject({ status: 'queued', progress: 0 });
      const exportId = queued.body.exportId as string;
      const seen: number[] = [];
      let file: Buffer | undefined;
      for (let attempt = 0; attempt < 100 && !file; attempt++) {
        const polled = await t.http
          .get(`/api/admin/survey/${surveyId}/export/${exportId}`)
          .set(as())
          .buffer(true)
          .parse(binary)
          .expect(200);
        if (String(polled.headers['content-type']).includes('spreadsheetml')) file = polled.body;
        else {
          const state = JSON.parse((polled.body as Buffer).toString());
          expect(['queued', 'running']).toContain(state.status);
          seen.push(state.progress);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      expect(file).toBeDefined();
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(asArrayBuffer(file as Buffer));
      expect(workbook.worksheets[0].getRow(1).getCell(3).value).toBe('Branca (n)');
      const [row] = await t.dataSource.query(
        'SELECT status, progress FROM report_export WHERE id = $1',
        [exportId],
      );
      expect(row).toEqual({ status: 'done', progress: 100 });
      const other = await signedInWithCompany(t, 'admin');
      await t.http
        .get(`/api/admin/survey/${surveyId}/export/${exportId}`)
        .set(bearer(other.token))
        .expect(404);

      // Past 200 groups × questions the worker makes the file without being asked to.
      await t.dataSource.query(
        `INSERT INTO department (company_id, name) SELECT $1, 'Extra ' || n FROM generate_series(1, 40) n`,
        [admin.company!.id],
      );
      const large = await t.http
        .get(`/api/admin/survey/${surveyId}/export`)
        .query({ format: 'pdf', groupBy: 'department' })
        .set(as())
        .expect(202);
      expect(large.body).toMatchObject({ status: 'queued' });
      let status = 'queued';
      for (let attempt = 0; attempt < 300 && ['queued', 'running'].includes(status); attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        [{ status }] = await t.dataSource.query('SELECT status FROM report_export WHERE id = $1', [
          large.body.exportId,
        ]);
      }
      expect(status).toBe('done');
      const pdf = await t.http
        .get(`/api/admin/survey/${surveyId}/export/${large.body.exportId}`)
        .set(as())
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    });
  });
});

/** Reads a response body as bytes, whatever its content type (files, or a JSON state). */
function binary(response: Response, callback: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
}

/** exceljs's types predate Node's generic Buffer. */
const asArrayBuffer = (buffer: Buffer) =>
  buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;

function expectSafe(difference: number, minimum: number) {
  const size = Math.abs(difference);
  if (size !== 0 && size < minimum) throw new Error(`a difference of ${size} exposes people`);
}

interface GroupCell {
  id: string;
  suppressed: boolean;
  respondents: number;
  options?: Array<{
    key: string;
    count: number | null;
    label: string;
    percentage: number | null;
    fewerThan?: number;
    hidden?: boolean;
  }>;
  number?: { count: number; mean: number; min: number; max: number };
}
interface ReportBody {
  groupBy: string | null;
  minimumGroupSize: number;
  textMinimumGroupSize: number;
  groups: Array<{ id: string; label: string }>;
  responseRate: {
    total: { invited: number | null; respondents: number | null; rate: number | null };
    groups: Array<{
      id: string;
      invited: number | null;
      respondents: number | null;
      rate: number | null;
      suppressed: boolean;
    }>;
  };
  questions: Array<{
    id: string;
    text: string;
    minimumGroupSize: number;
    total: GroupCell;
    groups: GroupCell[];
    comments?: { shown: boolean; reason?: string; total?: number; items?: string[] };
  }>;
  heatmap: Array<{
    questionId: string;
    total: { favourable: number | null; suppressed: boolean };
    groups: Array<{ id: string; favourable: number | null; suppressed: boolean }>;
  }>;
}
