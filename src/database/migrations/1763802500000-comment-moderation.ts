import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Free-text answers an administrator hid from the report (one that names a person, or insults):
 * the answer stays where it is, and this row keeps it out of every list. A text question has one
 * answer per response, so (response, question) names it.
 */
export class CommentModeration1763802500000 implements MigrationInterface {
  name = 'CommentModeration1763802500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE hidden_comment (
        response_id uuid NOT NULL REFERENCES survey_response (id) ON DELETE CASCADE,
        question_id uuid NOT NULL,
        survey_id uuid NOT NULL REFERENCES survey (id) ON DELETE CASCADE,
        company_id uuid NOT NULL REFERENCES company (id),
        hidden_by uuid REFERENCES account (id),
        reason text NOT NULL CHECK (reason IN ('names-person', 'offensive', 'other')),
        hidden_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (response_id, question_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX hidden_comment_survey_idx ON hidden_comment (survey_id, question_id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE hidden_comment`);
  }
}
