import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A survey's own words per language: the title respondents read, the invitation's message, the
 * introduction above the first question and the closing (thank-you) text, as
 * `{"en-US": {"title": …, "invitation": …, "introduction": …, "closing": …}, …}`. What a language
 * lacks falls back to Portuguese, and what Portuguese lacks to the product's own text (the title
 * to the survey's name). Kept outside the frozen snapshot: they may change after sending.
 */
export class SurveyTexts1763802740000 implements MigrationInterface {
  name = 'SurveyTexts1763802740000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE survey ADD COLUMN texts jsonb NOT NULL DEFAULT '{}'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE survey DROP COLUMN texts`);
  }
}
