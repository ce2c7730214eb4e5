import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Editions of a survey: a series (a company's census, year after year) holds numbered surveys,
 * so a report can be compared with the previous edition and drawn as a trend. A survey outside
 * any series has neither; inside one, both, and an edition number appears once per series.
 */
export class SurveySeries1763802910000 implements MigrationInterface {
  name = 'SurveySeries1763802910000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE survey_series (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL REFERENCES company (id),
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX survey_series_company_idx ON survey_series (company_id)`);
    await queryRunner.query(
      `ALTER TABLE survey
         ADD COLUMN series_id uuid REFERENCES survey_series (id),
         ADD COLUMN edition integer CHECK (edition > 0),
         ADD CONSTRAINT survey_edition_in_series CHECK ((series_id IS NULL) = (edition IS NULL)),
         ADD CONSTRAINT survey_series_edition_key UNIQUE (series_id, edition)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE survey DROP CONSTRAINT survey_series_edition_key,
         DROP CONSTRAINT survey_edition_in_series, DROP COLUMN edition, DROP COLUMN series_id`,
    );
    await queryRunner.query(`DROP TABLE survey_series`);
  }
}
