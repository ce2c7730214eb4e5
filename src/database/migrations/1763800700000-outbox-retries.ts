import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail retried for days: each outbox message says when its next attempt is due, so the relay
 * can queue retries that Redis lost. A stand-in message addressed to nobody ends `discarded`.
 */
export class OutboxRetries1763800700000 implements MigrationInterface {
  name = 'OutboxRetries1763800700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE outbox_message ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now()`,
    );
    await queryRunner.query(
      `UPDATE outbox_message SET next_attempt_at = created_at WHERE status = 'pending'`,
    );
    await queryRunner.query(
      `ALTER TABLE outbox_message DROP CONSTRAINT outbox_message_status_check`,
    );
    await queryRunner.query(
      `ALTER TABLE outbox_message ADD CONSTRAINT outbox_message_status_check
         CHECK (status IN ('pending', 'sent', 'failed', 'discarded'))`,
    );
    await queryRunner.query('DROP INDEX outbox_message_pending_idx');
    await queryRunner.query(
      `CREATE INDEX outbox_message_due_idx ON outbox_message (next_attempt_at) WHERE status = 'pending'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX outbox_message_due_idx');
    await queryRunner.query(
      `CREATE INDEX outbox_message_pending_idx ON outbox_message (created_at) WHERE status = 'pending'`,
    );
    await queryRunner.query(`DELETE FROM outbox_message WHERE status = 'discarded'`);
    await queryRunner.query(
      `ALTER TABLE outbox_message DROP CONSTRAINT outbox_message_status_check`,
    );
    await queryRunner.query(
      `ALTER TABLE outbox_message ADD CONSTRAINT outbox_message_status_check
         CHECK (status IN ('pending', 'sent', 'failed'))`,
    );
    await queryRunner.query('ALTER TABLE outbox_message DROP COLUMN next_attempt_at');
  }
}
