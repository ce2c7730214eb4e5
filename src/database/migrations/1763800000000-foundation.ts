import { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts, companies, sign-in challenges, the mail outbox, the audit log and settings. */
export class Foundation1763800000000 implements MigrationInterface {
  name = 'Foundation1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE company (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_name text NOT NULL,
        cnpj text NOT NULL,
        is_active boolean NOT NULL DEFAULT true,
        has_2fa_authentication boolean NOT NULL DEFAULT true,
        modules text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX company_cnpj_key ON company (cnpj) WHERE deleted_at IS NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE account (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid REFERENCES company (id),
        name text NOT NULL,
        email text,
        phone text,
        cpf text,
        password_hash text,
        must_create_password boolean NOT NULL DEFAULT true,
        roles text[] NOT NULL,
        language_id integer NOT NULL DEFAULT 1,
        token_version integer NOT NULL DEFAULT 0,
        is_active boolean NOT NULL DEFAULT true,
        has_accepted_terms boolean NOT NULL DEFAULT false,
        terms_accepted_at timestamptz,
        last_login_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz,
        CONSTRAINT account_email_lower CHECK (email = lower(email)),
        CONSTRAINT account_cpf_digits CHECK (cpf ~ '^[0-9]{11}$'),
        CONSTRAINT account_phone_e164 CHECK (phone ~ '^\\+[1-9][0-9]{6,14}$')
      )`);
    // Identifiers are unique inside a company; the platform owner has no company.
    for (const column of ['email', 'phone', 'cpf']) {
      await queryRunner.query(
        `CREATE UNIQUE INDEX account_company_${column}_key ON account (coalesce(company_id, '00000000-0000-0000-0000-000000000000'::uuid), ${column}) WHERE deleted_at IS NULL AND ${column} IS NOT NULL`,
      );
      await queryRunner.query(
        `CREATE INDEX account_${column}_idx ON account (${column}) WHERE deleted_at IS NULL`,
      );
    }
    await queryRunner.query(`CREATE INDEX account_company_idx ON account (company_id)`);

    await queryRunner.query(`
      CREATE TABLE auth_challenge (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid REFERENCES account (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('two-factor', 'first-access', 'password-reset')),
        code_hash text NOT NULL,
        channel text NOT NULL DEFAULT 'email' CHECK (channel IN ('email', 'sms')),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        superseded_at timestamptz,
        failed_attempts integer NOT NULL DEFAULT 0,
        last_sent_at timestamptz NOT NULL,
        remember boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX auth_challenge_code_hash_idx ON auth_challenge (code_hash)`,
    );
    await queryRunner.query(
      `CREATE INDEX auth_challenge_open_idx ON auth_challenge (account_id, purpose) WHERE used_at IS NULL AND superseded_at IS NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE outbox_message (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        channel text NOT NULL CHECK (channel IN ('email', 'sms')),
        recipient text NOT NULL,
        template text NOT NULL,
        language text NOT NULL,
        params jsonb,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX outbox_message_pending_idx ON outbox_message (created_at) WHERE status = 'pending'`,
    );

    await queryRunner.query(`
      CREATE TABLE audit_entry (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        actor_account_id uuid,
        company_id uuid,
        action text NOT NULL,
        target_id text,
        details jsonb NOT NULL DEFAULT '{}',
        ip text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX audit_entry_company_idx ON audit_entry (company_id, created_at)`,
    );

    await queryRunner.query(
      `CREATE TABLE platform_setting (key text PRIMARY KEY, value jsonb NOT NULL)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'platform_setting',
      'audit_entry',
      'outbox_message',
      'auth_challenge',
      'account',
      'company',
    ]) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
