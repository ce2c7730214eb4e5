import { AnonymousAnswers } from '../src/answers/anonymous-answers.service';
import { COLOUR_OR_RACE_2022 } from '../src/benchmark/population/population';
import { IntersectionRepository } from '../src/report/intersection/intersection.repository';
import { ReportRepository } from '../src/report/report.repository';
import { Cell } from '../src/report/report.model';
import { comparisonCompany } from './support/comparison-company';
import { SignedIn } from './support/session';
import { startTestApp, TestApp } from './support/test-app';
import { bearer } from './support/tokens';

/**
 * The views a report is compared with, through the real API on real submissions, for the
 * company of `comparisonCompany` (its table of who answered what is there).
 */
describe('reports compared: population, intersections, inclusion index', () => {
  let t: TestApp;
  let admin: SignedIn;
  let surveyId: string;
  let questions: Record<string, string>;
  let departments: Record<string, string>;
  const as = () => bearer(admin.token);
  const get = async (path: string, query: Record<string, string> = {}, status = 200) =>
    (
      await t.http
        .get(`/api/admin/survey/${surveyId}/${path}`)
        .query(query)
        .set(as())
        .expect(status)
    ).body;

  beforeAll(async () => {
    t = await startTestApp();
    ({ admin, surveyId, questions, departments } = await comparisonCompany(t));
  }, 240_000);
  afterAll(() => t.close());

  it('keeps the intersection tallies exactly what the answers say', async () => {
    const sorted = (cells: Cell[]) =>
      cells
        .map((cell) => JSON.stringify(cell))
        .sort()
        .map((cell) => JSON.parse(cell) as Cell);
    // Anonymous answers wait for the worker's next move; a report moves them first, and so does this.
    await t.app.get(AnonymousAnswers).flush(surveyId);
    const all = { questionIds: Object.values(questions), departments: true, organizations: true };
    const tallies = await t.app
      .get(IntersectionRepository)
      .cells(surveyId, questions.race, questions['gender-identity'], all);
    expect(tallies.length).toBeGreaterThan(20);
    expect(sorted(tallies)).toEqual(
      sorted(
        await t.app
          .get(ReportRepository)
          .answerCells(surveyId, questions.race, questions['gender-identity'], []),
      ),
    );
    // The same pair read the other way round swaps the keys.
    const swapped = await t.app
      .get(IntersectionRepository)
      .cells(surveyId, questions['gender-identity'], questions.race, all);
    expect(
      sorted(
        swapped.map((cell) => ({ ...cell, groupKey: cell.filterKey, filterKey: cell.groupKey })),
      ),
    ).toEqual(sorted(tallies));
  });

  it('crosses colour or race with gender, hiding the 3 and whatever would give them back', async () => {
    const view = await get('intersection', {
      rowsBy: 'question',
      rowsQuestionId: questions.race,
      columnsBy: 'question',
      columnsQuestionId: questions['gender-identity'],
    });
    expect(view.rows.groups.map((group: { id: string }) => group.id)).toEqual([
      'branca',
      'preta',
      'parda',
      'amarela',
      'indigena',
      'prefer-not-to-answer',
    ]);
    const cell = (table: { cells: Array<Record<string, unknown>> }, row: string, column: string) =>
      table.cells.find((candidate) => candidate.row === row && candidate.column === column);
    expect(cell(view.respondents, 'branca', 'cis-woman')).toMatchObject({
      value: 10,
      suppressed: false,
    });
    expect(cell(view.respondents, 'branca', 'cis-man')).toMatchObject({
      value: 10,
      suppressed: false,
    });
    for (const [row, column] of [
      ['preta', 'cis-woman'],
      ['preta', 'cis-man'],
      ['parda', 'cis-woman'],
      ['parda', 'cis-man'],
    ])
      expect(cell(view.respondents, row, column)).toEqual({
        row,
        column,
        value: null,
        suppressed: true,
      });
    // Margins are the one-way reports' figures.
    expect(view.respondents.rows.find((row: { id: string }) => row.id === 'preta')).toEqual({
      id: 'preta',
      value: 10,
      suppressed: false,
    });
    expect(view.respondents.total).toEqual({ value: 42, suppressed: false });
    const belonging = view.heatmap.find(
      (row: { questionId: string }) => row.questionId === questions.belonging,
    );
    expect(cell(belonging, 'branca', 'cis-woman')).toMatchObject({ value: 100 });
    expect(cell(belonging, 'branca', 'cis-man')).toMatchObject({ value: 50 });
    expect(cell(belonging, 'preta', 'cis-woman')).toMatchObject({ value: null, suppressed: true });
    expect(cell(view.inclusionIndex, 'branca', 'cis-woman')).toMatchObject({ value: 100 });
    expect(cell(view.inclusionIndex, 'branca', 'cis-man')).toMatchObject({ value: 25 });
    expect(cell(view.inclusionIndex, 'parda', 'cis-man')).toMatchObject({ suppressed: true });

    // The one-way report filtered to cis men is that column: it hides what the intersection hides.
    const men = await get('report', {
      groupBy: 'question',
      groupQuestionId: questions.race,
      filterQuestionId: questions['gender-identity'],
      filterOptionKey: 'cis-man',
    });
    const race = men.questions.find((question: { id: string }) => question.id === questions.race);
    const shown = race.groups.filter((group: { suppressed: boolean }) => !group.suppressed);
    expect(shown.map((group: { id: string }) => group.id)).toEqual([
      'branca',
      'amarela',
      'indigena',
      'prefer-not-to-answer',
    ]);
  });

  it('crosses a department with an answer, filtered, and refuses what it cannot answer', async () => {
    const sides = {
      rowsBy: 'department',
      columnsBy: 'question',
      columnsQuestionId: questions.race,
    };
    const cellOf = (
      view: { respondents: { cells: Array<Record<string, unknown>> } },
      row: string,
      column: string,
    ) => view.respondents.cells.find((cell) => cell.row === row && cell.column === column);
    const all = await get('intersection', sides);
    expect(all.rows.groups.map((group: { label: string }) => group.label)).toEqual([
      'Tecnologia',
      'Vendas',
    ]);
    const technology = departments.Tecnologia;
    expect(cellOf(all, technology, 'branca')).toMatchObject({ value: 20, suppressed: false });
    expect(cellOf(all, departments.Vendas, 'preta')).toMatchObject({
      value: 10,
      suppressed: false,
    });
    // Among women, Vendas has 3: hidden, and Tecnologia with it (the total would give them back),
    // while the column of the 10 branca women stays.
    const women = await get('intersection', {
      ...sides,
      filterQuestionId: questions['gender-identity'],
      filterOptionKey: 'cis-woman',
    });
    expect(cellOf(women, technology, 'branca')).toMatchObject({ value: null, suppressed: true });
    expect(women.respondents.rows.map((row: { suppressed: boolean }) => row.suppressed)).toEqual([
      true,
      true,
    ]);
    expect(
      women.respondents.columns.find((column: { id: string }) => column.id === 'branca'),
    ).toEqual({
      id: 'branca',
      value: 10,
      suppressed: false,
    });

    const refused = async (query: Record<string, string>, field: string) => {
      const body = await get('intersection', query, 400);
      expect(Object.keys(body.errors)).toEqual([field]);
      return body.errors[field][0] as string;
    };
    expect(await refused({ rowsBy: 'department', columnsBy: 'department' }, 'columnsBy')).toBe(
      'Escolha para as colunas algo diferente das linhas.',
    );
    await refused(
      { rowsBy: 'question', rowsQuestionId: questions.belonging, columnsBy: 'department' },
      'rowsQuestionId',
    );
    await refused(
      { rowsBy: 'department', columnsBy: 'organization', departmentId: technology },
      'departmentId',
    );
    await refused(
      {
        rowsBy: 'question',
        rowsQuestionId: questions.race,
        columnsBy: 'question',
        columnsQuestionId: questions['gender-identity'],
        filterQuestionId: questions.disability,
        filterOptionKey: 'no',
      },
      'filterQuestionId',
    );
    await refused({ rowsBy: 'question', columnsBy: 'department' }, 'rowsQuestionId');
    await get('intersection', { rowsBy: 'team', columnsBy: 'department' }, 400);
  });

  it("sets the company's composition beside Brazil, its region, state and city, with gaps and ratios", async () => {
    const view = await get('benchmark');
    const race = view.variables.find(
      (variable: { variable: string }) => variable.variable === 'colour-or-race',
    );
    expect(race.source).toMatchObject({
      table: expect.stringMatching(/^SIDRA 9605/),
      released: '2023-12-22',
    });
    expect(race.areas.map((area: { code: string }) => area.code)).toEqual([
      'BR',
      '3',
      '35',
      '3550308',
    ]);
    expect(race.total.base).toBe('declared');
    const branca = race.total.categories.find(
      (category: { key: string }) => category.key === 'branca',
    );
    expect(branca.share).toBe(47.6);
    const brazil = COLOUR_OR_RACE_2022.composition({ level: 'country', code: 'BR' });
    const brazilShare = brazil.counts.branca / (brazil.total - brazil.undeclared);
    expect(branca.gaps[0]).toEqual({
      code: 'BR',
      points: Math.round((20 / 42 - brazilShare) * 1000) / 10,
      ratio: Math.round((20 / 42 / brazilShare) * 100) / 100,
    });
    for (const area of race.areas)
      expect(
        Object.values(area.shares as Record<string, number>).reduce((sum, share) => sum + share, 0),
      ).toBeCloseTo(100, 1);

    const age = view.variables.find(
      (variable: { variable: string }) => variable.variable === 'age',
    );
    expect(age.areas.map((area: { code: string }) => area.code)).toEqual(['BR']);
    expect(
      age.total.categories.find((category: { key: string }) => category.key === '25-34').share,
    ).toBe(76.2);
    // Two people with a disability: "fewer than 5", and the count beside it hidden with it.
    const disability = view.variables.find(
      (variable: { variable: string }) => variable.variable === 'disability',
    );
    expect(disability.total.categories).toEqual([
      expect.objectContaining({ key: 'yes', share: null, fewerThan: 5 }),
      expect.objectContaining({ key: 'no', share: null, hidden: true }),
    ]);

    // Grouped by department: Vendas' 10 are all preta, which a share of 100 would tell of each
    // of them (l-diversity), so Vendas is hidden, and Tecnologia, the only group beside it.
    const grouped = await get('benchmark', { groupBy: 'department' });
    const byDepartment = grouped.variables.find(
      (variable: { variable: string }) => variable.variable === 'colour-or-race',
    );
    for (const department of ['Vendas', 'Tecnologia'])
      expect(
        byDepartment.groups.find((group: { id: string }) => group.id === departments[department]),
      ).toMatchObject({ suppressed: true });
  });

  it('scores inclusion per group, and names drivers only where a group is large enough', async () => {
    const view = await get('inclusion-index', { groupBy: 'department' });
    expect(
      view.statements.map((statement: { questionId: string }) => statement.questionId),
    ).toEqual([questions.belonging, questions.authenticity]);
    const technology = view.groups.find(
      (group: { id: string }) => group.id === departments.Tecnologia,
    );
    expect(technology).toMatchObject({ value: 67.2, suppressed: false });
    expect(technology.drivers).toEqual([
      { questionId: questions.belonging, favourable: 84.4, reference: 64.3, difference: 20.1 },
    ]);
    const sales = view.groups.find((group: { id: string }) => group.id === departments.Vendas);
    expect(sales).toMatchObject({ value: 35, suppressed: false, drivers: null });
    expect(view.driverMinimumOpinions).toBe(30);
  });

  it('exports the comparisons beside the report, hiding what the API hides', async () => {
    const download = (format: string) =>
      t.http
        .get(`/api/admin/survey/${surveyId}/export`)
        .query({
          format,
          rowsBy: 'question',
          rowsQuestionId: questions.race,
          columnsBy: 'question',
          columnsQuestionId: questions['gender-identity'],
        })
        .set(as())
        .buffer(true)
        .parse((response, callback) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => callback(null, Buffer.concat(chunks)));
        })
        .expect(200);
    const csv = ((await download('csv')).body as Buffer).toString('utf8');
    const blocks = csv.slice(1).split('\r\n\r\n');
    const block = (title: string) =>
      blocks.find((candidate) => candidate.startsWith(title))!.split('\r\n');
    const race = block('Comparação com a população (IBGE): Qual é a sua cor ou raça?');
    expect(race[1].split(';').slice(0, 3)).toEqual(['Categoria', 'Empresa (%)', 'Brasil (%)']);
    expect(race.find((line) => line.startsWith('Branca;'))?.split(';')[1]).toBe('47,6');
    expect(
      block('Comparação com a população (IBGE): Você é uma pessoa com deficiência')[2],
    ).toMatch(/^Sim;menos de 5;/);
    const crossed = block(
      'Cruzamento: Qual é a sua cor ou raça? × Com qual identidade de gênero você se identifica? — Respondentes',
    );
    expect(crossed.find((line) => line.startsWith('Branca;'))).toMatch(
      /^Branca;10;10;0;0;0;0;0;20$/,
    );
    expect(crossed.find((line) => line.startsWith('Preta;'))).toMatch(/^Preta;Oculto;Oculto;/);
    expect(block('Índice de inclusão')[0]).toBe('Índice de inclusão');

    const pdf = (await download('pdf')).body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const xlsx = (await download('xlsx')).body as Buffer;
    expect(xlsx.subarray(0, 2).toString()).toBe('PK');
    await t.http
      .get(`/api/admin/survey/${surveyId}/export`)
      .query({ format: 'csv', rowsBy: 'department' })
      .set(as())
      .expect(400);
  });
});
