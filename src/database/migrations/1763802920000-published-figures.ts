import { MigrationInterface, QueryRunner } from 'typeorm';

const TALLIES = ['survey_tally', 'survey_pair_tally', 'survey_intersection_tally'];

/**
 * What a running survey's reports last published: a copy of each tally (`…_published`), the
 * responses it counted (`survey_response.published`) and when (`survey.figures_published_at`). A report of a running survey reads these;
 * the live figures replace them only when every group has grown by nothing or by at least k
 * since (src/report/publication.repository.ts).
 */
export class PublishedFigures1763802920000 implements MigrationInterface {
  name = 'PublishedFigures1763802920000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TALLIES) {
      await queryRunner.query(`CREATE TABLE ${table}_published (LIKE ${table} INCLUDING ALL)`);
      await queryRunner.query(
        `ALTER TABLE ${table}_published ADD FOREIGN KEY (survey_id) REFERENCES survey (id) ON DELETE CASCADE`,
      );
    }
    await queryRunner.query(
      `ALTER TABLE survey_response ADD COLUMN published boolean NOT NULL DEFAULT false`,
    );
    // A read finds at once whether anything came since the last publication.
    await queryRunner.query(
      `CREATE INDEX survey_response_unpublished_idx ON survey_response (survey_id) WHERE NOT published`,
    );
    await queryRunner.query(`ALTER TABLE survey ADD COLUMN figures_published_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE survey DROP COLUMN figures_published_at`);
    await queryRunner.query(`ALTER TABLE survey_response DROP COLUMN published`);
    for (const table of TALLIES) await queryRunner.query(`DROP TABLE ${table}_published`);
  }
}
