import { MigrationInterface, QueryRunner } from 'typeorm';
import {
  responseModelNames,
  SEED_QUESTIONS,
  SEED_RESPONSE_MODELS,
} from './data/survey-library.data';

/**
 * The survey model of DESIGN §5b: library, questionnaires, surveys, participations, access codes,
 * responses. Anonymity is built into the tables: a response of an anonymous survey has no
 * employee, no token, no time finer than the day, and no column shared with a participation.
 */
export class Surveys1763800500000 implements MigrationInterface {
  name = 'Surveys1763800500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE response_model (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid REFERENCES company (id),
        code text,
        names jsonb NOT NULL,
        options jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX response_model_library_code_key ON response_model (code) WHERE company_id IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX response_model_company_idx ON response_model (company_id)`,
    );

    await queryRunner.query(`
      CREATE TABLE predefined_question (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code text UNIQUE,
        type text NOT NULL CHECK (type IN ('single', 'multiple', 'scale', 'text', 'number')),
        category text,
        sensitive boolean NOT NULL DEFAULT false,
        texts jsonb NOT NULL,
        options jsonb NOT NULL DEFAULT '[]',
        response_model_id uuid REFERENCES response_model (id),
        is_active boolean NOT NULL DEFAULT true,
        position integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE questionnaire (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL REFERENCES company (id),
        name text NOT NULL,
        description text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX questionnaire_company_idx ON questionnaire (company_id, created_at)`,
    );
    await queryRunner.query(`
      CREATE TABLE questionnaire_question (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        questionnaire_id uuid NOT NULL REFERENCES questionnaire (id) ON DELETE CASCADE,
        company_id uuid NOT NULL REFERENCES company (id),
        position integer NOT NULL,
        type text NOT NULL CHECK (type IN ('single', 'multiple', 'scale', 'text', 'number')),
        required boolean NOT NULL DEFAULT false,
        sensitive boolean NOT NULL DEFAULT false,
        category text,
        texts jsonb NOT NULL,
        options jsonb NOT NULL DEFAULT '[]',
        min numeric,
        max numeric,
        image_key text,
        condition jsonb,
        predefined_question_id uuid REFERENCES predefined_question (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX questionnaire_question_order_idx ON questionnaire_question (questionnaire_id, position)`,
    );

    await queryRunner.query(`
      CREATE TABLE survey (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL REFERENCES company (id),
        questionnaire_id uuid NOT NULL REFERENCES questionnaire (id),
        name text NOT NULL,
        anonymous boolean NOT NULL DEFAULT true,
        audience jsonb NOT NULL DEFAULT '{"type": "all"}',
        starts_at timestamptz,
        ends_at timestamptz,
        access_modes text[] NOT NULL DEFAULT '{link}',
        reminder_interval_days integer CHECK (reminder_interval_days > 0),
        snapshot jsonb,
        sent_at timestamptz,
        closed_at timestamptz,
        last_reminder_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX survey_company_idx ON survey (company_id, created_at)`);
    await queryRunner.query(
      `CREATE INDEX survey_reminder_idx ON survey (last_reminder_at) WHERE reminder_interval_days IS NOT NULL AND closed_at IS NULL`,
    );

    // No time columns here on purpose: for an anonymous survey, when someone answered must not be
    // kept next to who they are.
    await queryRunner.query(`
      CREATE TABLE survey_participation (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        survey_id uuid NOT NULL REFERENCES survey (id) ON DELETE CASCADE,
        company_id uuid NOT NULL REFERENCES company (id),
        employee_id uuid NOT NULL REFERENCES employee (id),
        status text NOT NULL DEFAULT 'not-started'
          CHECK (status IN ('not-started', 'partially-answered', 'answered')),
        invite_hashes text[] NOT NULL DEFAULT '{}',
        invited_on date,
        reminded_on date,
        UNIQUE (survey_id, employee_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX survey_participation_invite_idx ON survey_participation USING gin (invite_hashes)`,
    );
    await queryRunner.query(
      `CREATE INDEX survey_participation_status_idx ON survey_participation (survey_id, status)`,
    );
    await queryRunner.query(`
      CREATE TABLE survey_draft (
        participation_id uuid PRIMARY KEY REFERENCES survey_participation (id) ON DELETE CASCADE,
        answers jsonb NOT NULL,
        consent jsonb,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE survey_access_code (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        survey_id uuid NOT NULL REFERENCES survey (id) ON DELETE CASCADE,
        company_id uuid NOT NULL REFERENCES company (id),
        label text,
        code_hash text NOT NULL UNIQUE,
        max_uses integer CHECK (max_uses > 0),
        uses integer NOT NULL DEFAULT 0,
        expires_at timestamptz,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE survey_visit (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        survey_id uuid NOT NULL REFERENCES survey (id) ON DELETE CASCADE,
        access_code_id uuid NOT NULL REFERENCES survey_access_code (id) ON DELETE CASCADE,
        submitted boolean NOT NULL DEFAULT false
      )`);

    // Anonymous answers wait here, unlinked, until a worker moves a whole batch into
    // survey_response in shuffled order: the permanent rows then share one transaction and
    // carry nothing that orders them by person.
    await queryRunner.query(`
      CREATE TABLE anonymous_submission (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        survey_id uuid NOT NULL REFERENCES survey (id) ON DELETE CASCADE,
        payload jsonb NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX anonymous_submission_survey_idx ON anonymous_submission (survey_id)`,
    );

    await queryRunner.query(`
      CREATE TABLE survey_response (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        survey_id uuid NOT NULL REFERENCES survey (id) ON DELETE CASCADE,
        company_id uuid NOT NULL REFERENCES company (id),
        employee_id uuid REFERENCES employee (id),
        department_id uuid,
        organization_id uuid,
        submitted_on date NOT NULL,
        language text NOT NULL,
        consent jsonb NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX survey_response_survey_idx ON survey_response (survey_id)`,
    );
    await queryRunner.query(`
      CREATE TABLE survey_answer (
        response_id uuid NOT NULL REFERENCES survey_response (id) ON DELETE CASCADE,
        survey_id uuid NOT NULL,
        question_id uuid NOT NULL,
        option_key text,
        value_text text,
        value_number numeric,
        prefer_not boolean NOT NULL DEFAULT false
      )`);
    await queryRunner.query(
      `CREATE INDEX survey_answer_question_idx ON survey_answer (survey_id, question_id, option_key)`,
    );
    await queryRunner.query(
      `CREATE INDEX survey_answer_response_idx ON survey_answer (response_id)`,
    );

    await this.seedLibrary(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DROP TABLE survey_answer, survey_response, anonymous_submission, survey_visit, survey_access_code,
        survey_draft, survey_participation, survey, questionnaire_question, questionnaire,
        predefined_question, response_model`);
  }

  private async seedLibrary(queryRunner: QueryRunner): Promise<void> {
    const models = new Map<string, string>();
    for (const model of SEED_RESPONSE_MODELS) {
      const [row] = await queryRunner.query(
        `INSERT INTO response_model (code, names, options) VALUES ($1, $2, $3) RETURNING id`,
        [model.code, JSON.stringify(responseModelNames(model)), JSON.stringify(model.options)],
      );
      models.set(model.code, row.id);
    }
    let position = 0;
    for (const question of SEED_QUESTIONS) {
      const model = question.responseModel
        ? SEED_RESPONSE_MODELS.find((m) => m.code === question.responseModel)
        : undefined;
      await queryRunner.query(
        `INSERT INTO predefined_question (code, type, category, sensitive, texts, options, response_model_id, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          question.code,
          question.type,
          question.category,
          question.sensitive,
          JSON.stringify(question.texts),
          JSON.stringify(model?.options ?? []),
          model ? models.get(model.code) : null,
          position++,
        ],
      );
    }
  }
}
