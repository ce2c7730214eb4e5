import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invitations per department × organization, for response rates: counted once, when the
 * participations are created (the person's department then), by a statement-level trigger, so
 * a report reads a few rows instead of joining every participation to its employee.
 */
export class ReportInvitations1763800600100 implements MigrationInterface {
  name = 'ReportInvitations1763800600100';

  async up(queryRunner: QueryRunner): Promise<void> {
    // An earlier version of the reports migration added a covering index for demographic
    // breakdowns; measured on 1,000,000 answers it saved nothing over the existing one and cost
    // every answer written a fourth index.
    await queryRunner.query('DROP INDEX IF EXISTS survey_answer_group_idx');
    await queryRunner.query(`
      CREATE TABLE survey_invitation_tally (
        survey_id uuid NOT NULL REFERENCES survey (id) ON DELETE CASCADE,
        department_id uuid,
        organization_id uuid,
        invited bigint NOT NULL,
        CONSTRAINT survey_invitation_tally_key UNIQUE NULLS NOT DISTINCT
          (survey_id, department_id, organization_id)
      )`);
    await queryRunner.query(`
      CREATE FUNCTION survey_invitation_tally_add() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO survey_invitation_tally AS t (survey_id, department_id, organization_id, invited)
        SELECT i.survey_id, e.department_id, e.organization_id, count(*)
        FROM invited i JOIN employee e ON e.id = i.employee_id
        GROUP BY i.survey_id, e.department_id, e.organization_id
        ORDER BY i.survey_id, e.department_id NULLS FIRST, e.organization_id NULLS FIRST
        ON CONFLICT ON CONSTRAINT survey_invitation_tally_key
          DO UPDATE SET invited = t.invited + EXCLUDED.invited;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER survey_participation_invitation_tally
        AFTER INSERT ON survey_participation REFERENCING NEW TABLE AS invited
        FOR EACH STATEMENT EXECUTE FUNCTION survey_invitation_tally_add()`);
    await queryRunner.query(`
      INSERT INTO survey_invitation_tally (survey_id, department_id, organization_id, invited)
      SELECT p.survey_id, e.department_id, e.organization_id, count(*)
      FROM survey_participation p JOIN employee e ON e.id = p.employee_id
      GROUP BY p.survey_id, e.department_id, e.organization_id`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'DROP TRIGGER survey_participation_invitation_tally ON survey_participation',
    );
    await queryRunner.query('DROP FUNCTION survey_invitation_tally_add()');
    await queryRunner.query('DROP TABLE survey_invitation_tally');
  }
}
