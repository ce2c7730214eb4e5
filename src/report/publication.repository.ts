import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Which figures a report reads: the live tallies, or those last published (a running survey). */
export type Figures = 'live' | 'published';

/** The table of a tally that holds the figures asked for. */
export const tallyTable = (table: string, figures: Figures) =>
  figures === 'published' ? `${table}_published` : table;

/** Each tally with the columns that name one of its cells. */
const TALLIES = [
  { table: 'survey_tally', keys: ['question_id', 'department_id', 'organization_id'] },
  {
    table: 'survey_pair_tally',
    keys: ['by_question_id', 'by_key', 'question_id', 'department_id', 'organization_id'],
  },
  {
    table: 'survey_intersection_tally',
    keys: [
      'first_question_id',
      'first_key',
      'second_question_id',
      'second_key',
      'question_id',
      'department_id',
      'organization_id',
    ],
  },
];

/** Some respondents' cell of a tally grew (or shrank) by 1 to k − 1 since the last publication. */
const smallChange = ({ table, keys }: (typeof TALLIES)[number]) => `EXISTS (
  SELECT 1 FROM (
    SELECT ${keys.join(', ')}, respondents FROM ${table}
    WHERE survey_id = $1 AND option_key = ''
    UNION ALL
    SELECT ${keys.join(', ')}, -respondents FROM ${table}_published
    WHERE survey_id = $1 AND option_key = '') AS change
  GROUP BY ${keys.join(', ')}
  HAVING abs(sum(respondents)) BETWEEN 1 AND $2::int - 1)`;

/**
 * A running survey's reports change only in steps of at least k respondents per group. Every
 * group a report can show — a department, an organization, an answer to one single-choice
 * question or to two demographic ones, within any filters, among the respondents of any
 * question — is a union of the tallies' finest cells of respondents. So when each of those cells
 * grew by nothing or by k or more since the last publication, so did every group; and only
 * then are the live figures published: a copy of the tallies, and the responses they count
 * (for the reads of answers). The first read of a survey publishes what there is.
 */
@Injectable()
export class PublicationRepository {
  constructor(private readonly dataSource: DataSource) {}

  async publish(surveyId: string, minimum: number): Promise<void> {
    // Nothing new since the last publication (the usual read): nothing to compare.
    const [{ fresh }]: Array<{ fresh: boolean }> = await this.dataSource.query(
      `SELECT s.figures_published_at IS NOT NULL AND NOT EXISTS (
         SELECT 1 FROM survey_response r WHERE r.survey_id = s.id AND NOT r.published) AS fresh
       FROM survey s WHERE s.id = $1`,
      [surveyId],
    );
    if (fresh) return;
    // Its repeatable-read transaction fails rather than overwrite a survey row changed meanwhile
    // (closed, reminded): then it starts again from a fresh snapshot.
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.publishOnce(surveyId, minimum);
      } catch (error) {
        const serialization = (error as { driverError?: { code?: string } }).driverError?.code;
        if (serialization !== '40001' || attempt === 3) throw error;
      }
    }
  }

  private async publishOnce(surveyId: string, minimum: number): Promise<void> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    const lock = [`survey-figures:${surveyId}`];
    try {
      // Taken before the transaction, so its snapshot sees the last publisher's copy.
      await runner.query('SELECT pg_advisory_lock(hashtext($1))', lock);
      await runner.startTransaction('REPEATABLE READ');
      try {
        const [{ due }]: Array<{ due: boolean }> = await runner.query(
          `SELECT s.figures_published_at IS NULL OR NOT (${TALLIES.map(smallChange).join(' OR ')}) AS due
           FROM survey s WHERE s.id = $1`,
          [surveyId, minimum],
        );
        if (due) {
          await runner.query(
            `UPDATE survey_response SET published = true WHERE survey_id = $1 AND NOT published`,
            [surveyId],
          );
          for (const { table } of TALLIES) {
            await runner.query(`DELETE FROM ${table}_published WHERE survey_id = $1`, [surveyId]);
            await runner.query(
              `INSERT INTO ${table}_published SELECT * FROM ${table} WHERE survey_id = $1`,
              [surveyId],
            );
          }
          await runner.query(`UPDATE survey SET figures_published_at = now() WHERE id = $1`, [
            surveyId,
          ]);
        }
        await runner.commitTransaction();
      } catch (error) {
        await runner.rollbackTransaction();
        throw error;
      }
    } finally {
      await runner.query('SELECT pg_advisory_unlock(hashtext($1))', lock).catch(() => undefined);
      await runner.release();
    }
  }
}
