import { DataSource, QueryRunner } from 'typeorm';
import { ReportRepository } from '../src/report/report.repository';
import {
  createTestDatabase,
  databaseUrl,
  dropTestDatabase,
  openDataSource,
} from './support/database';
import { createCompany } from './support/factories';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

interface Statement {
  runner: QueryRunner;
  sql: string;
  params?: QueryParams;
}

type QueryParams = Parameters<QueryRunner['query']>[1];

const RESPONDENTS = 500;

/** Every node of a plan, depth first. */
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/**
 * The plans of the report's reads of the answers, on tables no ANALYZE has ever seen (as a survey
 * grown through the API is, where automatic analyze lags or is off). Each statement the
 * repository really sends is recorded with its transaction's settings and replayed under EXPLAIN:
 * none may loop over a table (a nested loop over the answers reads them once per response, and
 * its time grows with the square of the respondents; a read of every answer never needs one).
 */
describe('report statements: plans that do not depend on table statistics', () => {
  let name: string;
  let dataSource: DataSource;
  let surveyId: string;
  let departmentId: string;
  const question = { race: '', scale: '', formats: '', comment: '' };

  beforeAll(async () => {
    name = await createTestDatabase();
    dataSource = await openDataSource(databaseUrl(name));
    const company = await createCompany(dataSource);
    for (const key of Object.keys(question) as Array<keyof typeof question>)
      [{ id: question[key] }] = await dataSource.query('SELECT gen_random_uuid() AS id');
    [{ id: departmentId }] = await dataSource.query(
      `INSERT INTO department (company_id, name) SELECT $1, 'Departamento ' || n FROM generate_series(1, 10) n
       RETURNING id`,
      [company.id],
    );
    [{ id: surveyId }] = await dataSource.query(
      `WITH q AS (INSERT INTO questionnaire (company_id, name) VALUES ($1, 'Censo') RETURNING id)
       INSERT INTO survey (company_id, questionnaire_id, name, anonymous, snapshot, sent_at)
       SELECT $1, q.id, 'Censo', true, '{"questions": []}', now() FROM q RETURNING id`,
      [company.id],
    );
    await dataSource.query(
      `INSERT INTO survey_response (survey_id, company_id, department_id, submitted_on, language, consent)
       SELECT $1, $2, (SELECT id FROM department WHERE company_id = $2 ORDER BY name OFFSET n % 10 LIMIT 1),
              current_date, 'pt-BR', '{"given": true}'
       FROM generate_series(1, $3) n`,
      [surveyId, company.id, RESPONDENTS],
    );
    await dataSource.query(
      `INSERT INTO survey_answer (response_id, survey_id, question_id, option_key, value_text, prefer_not)
       SELECT r.id, r.survey_id, q.id,
              CASE q.kind WHEN 'race' THEN (ARRAY['branca','preta','parda'])[1 + h % 3]
                          WHEN 'comment' THEN NULL
                          WHEN 'formats' THEN (ARRAY['presencial','remoto'])[1 + h % 2]
                          ELSE (1 + h % 5)::text END,
              CASE WHEN q.kind = 'comment' THEN 'Comentário ' || h END,
              false
       FROM survey_response r
       CROSS JOIN (VALUES ($2::uuid, 'race'), ($3::uuid, 'scale'), ($4::uuid, 'formats'), ($5::uuid, 'comment')) AS q (id, kind)
       CROSS JOIN LATERAL (SELECT abs(hashtext(r.id::text || q.kind)) AS h) AS hashed
       WHERE r.survey_id = $1`,
      [surveyId, question.race, question.scale, question.formats, question.comment],
    );
  });

  afterAll(async () => {
    await dataSource?.destroy();
    if (name) await dropTestDatabase(name);
  });

  it('plans no report statement as a nested loop over a table', async () => {
    const [{ statistics }] = await dataSource.query(
      `SELECT count(*)::int AS statistics FROM pg_statistic
       WHERE starelid IN ('survey_answer'::regclass, 'survey_response'::regclass)`,
    );
    expect(statistics).toBe(0);

    const sent: Statement[] = [];
    const runnerClass = Object.getPrototypeOf(dataSource.createQueryRunner()) as QueryRunner;
    const query = runnerClass.query;
    const record = jest.spyOn(runnerClass, 'query').mockImplementation(function (
      this: QueryRunner,
      sql: string,
      params?: QueryParams,
    ) {
      sent.push({ runner: this, sql, params });
      return query.call(this, sql, params);
    });
    const reports = new ReportRepository(dataSource);
    try {
      const { race, formats, comment } = question;
      await reports.answerCells(surveyId, race, null, [formats]);
      await reports.answerCells(surveyId, null, race, [formats]);
      await reports.answerCells(surveyId, race, race, []);
      await reports.comments(surveyId, comment, {}, 500);
      await reports.comments(surveyId, comment, { departmentId }, 500);
      await reports.pairCells(surveyId, race, { group: true, filter: false });
      await reports.pairCells(surveyId, race, { group: false, filter: true });
      await reports.tallyCells(surveyId);
      await reports.invited(surveyId);
      await reports.visitors(surveyId);
    } finally {
      record.mockRestore();
    }

    // Each transaction is replayed as it was sent, its reads of the answers under EXPLAIN.
    const explained: Array<{ sql: string; plan: PlanNode }> = [];
    for (const runner of new Set(sent.map((statement) => statement.runner))) {
      const replay = dataSource.createQueryRunner();
      await replay.startTransaction();
      try {
        for (const { sql, params } of sent.filter((statement) => statement.runner === runner)) {
          if (/^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK)/i.test(sql)) continue;
          if (!/^\s*(SELECT|WITH)\b/i.test(sql) || sql.includes('set_config')) {
            await replay.query(sql, params);
            continue;
          }
          const [{ 'QUERY PLAN': plan }] = await replay.query(
            `EXPLAIN (FORMAT JSON) ${sql}`,
            params,
          );
          explained.push({ sql, plan: plan[0].Plan });
        }
      } finally {
        await replay.rollbackTransaction();
        await replay.release();
      }
    }
    // 3 + 3 + 2 statements of answerCells, 1 of each other call; 10 of them read the answers.
    expect(explained).toHaveLength(15);
    const reading = (plan: PlanNode) =>
      nodes(plan).some((node) => node['Relation Name'] === 'survey_answer');
    expect(explained.filter(({ plan }) => reading(plan))).toHaveLength(10);
    // A nested loop that reads a table (or a subquery over one) once per outer row; a lateral
    // VALUES list that spells each answer's keys is a loop over constants, linear.
    const readsTables = (node: PlanNode) =>
      nodes(node).some((inner) => inner['Relation Name'] || inner['Node Type'] === 'CTE Scan');
    const looping = explained.filter(({ plan }) =>
      nodes(plan).some(
        (node) => node['Node Type'] === 'Nested Loop' && readsTables(node.Plans![1]),
      ),
    );
    expect(looping.map(({ sql }) => sql)).toEqual([]);
  });
});
