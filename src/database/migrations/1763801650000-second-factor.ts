import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Authenticator-app second factor (TOTP) for administrators and the platform owner: the seed
 * sealed with ENCRYPTION_KEY, the last time step accepted (a code is good once), a seed being
 * enrolled beside the one in use, ten single-use recovery codes kept as keyed digests, and the
 * company's rule that its administrators must have one. A sign-in waiting for an authenticator
 * code is a challenge of channel 'totp', so it shares the try limit of e-mailed codes.
 */
export class SecondFactor1763801650000 implements MigrationInterface {
  name = 'SecondFactor1763801650000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE account_totp (
        account_id uuid PRIMARY KEY REFERENCES account (id) ON DELETE CASCADE,
        sealed_secret text,
        enrolled_at timestamptz,
        last_time_step bigint,
        pending_sealed_secret text,
        pending_since timestamptz,
        CHECK ((sealed_secret IS NULL) = (enrolled_at IS NULL))
      )`);
    await queryRunner.query(`
      CREATE TABLE account_recovery_code (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES account (id) ON DELETE CASCADE,
        code_digest text NOT NULL,
        used_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX account_recovery_code_account_idx ON account_recovery_code (account_id)`,
    );
    await queryRunner.query(
      `ALTER TABLE company ADD COLUMN requires_second_factor boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(
      `ALTER TABLE auth_challenge DROP CONSTRAINT auth_challenge_channel_check,
       ADD CONSTRAINT auth_challenge_channel_check CHECK (channel IN ('email', 'sms', 'totp'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM auth_challenge WHERE channel = 'totp'`);
    await queryRunner.query(
      `ALTER TABLE auth_challenge DROP CONSTRAINT auth_challenge_channel_check,
       ADD CONSTRAINT auth_challenge_channel_check CHECK (channel IN ('email', 'sms'))`,
    );
    await queryRunner.query(`ALTER TABLE company DROP COLUMN requires_second_factor`);
    await queryRunner.query(`DROP TABLE account_recovery_code`);
    await queryRunner.query(`DROP TABLE account_totp`);
  }
}
