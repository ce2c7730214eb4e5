import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invitations by SMS and WhatsApp beside e-mail. Each employee may have a preferred channel
 * (null: the first the person has, e-mail before SMS); the import stages it like any field.
 * A participation keeps the channel its invitations go by (null: nobody could be reached), and
 * each outbox message of a survey names its participation, so the survey page counts who was
 * reached by which channel. A failed message says why (`failure`); the provider's own id lets a
 * later delivery report find it. Numbers that answered "SAIR"/"STOP", or that a provider called
 * invalid, are kept per channel in `message_block`: the platform's sender is shared by every
 * company, so an opt-out holds for all of them. Access codes say what they were made for
 * (shared by hand, a kiosk, a department's poster, a handed-out sheet).
 */
export class MessageChannels1763802600000 implements MigrationInterface {
  name = 'MessageChannels1763802600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE employee ADD COLUMN preferred_channel text
         CHECK (preferred_channel IN ('email', 'sms', 'whatsapp'))`,
    );
    await queryRunner.query(`ALTER TABLE employee_import_row ADD COLUMN preferred_channel text`);
    await queryRunner.query(
      `ALTER TABLE survey_participation ADD COLUMN channel text
         CHECK (channel IN ('email', 'sms', 'whatsapp'))`,
    );
    await queryRunner.query(
      `ALTER TABLE outbox_message DROP CONSTRAINT outbox_message_channel_check,
         ADD CONSTRAINT outbox_message_channel_check CHECK (channel IN ('email', 'sms', 'whatsapp')),
         ADD COLUMN participation_id uuid REFERENCES survey_participation (id) ON DELETE SET NULL,
         ADD COLUMN provider_message_id text,
         ADD COLUMN failure text
           CHECK (failure IN ('invalid-number', 'opted-out', 'template-rejected', 'refused', 'gave-up'))`,
    );
    await queryRunner.query(
      `CREATE INDEX outbox_message_participation_idx ON outbox_message (participation_id)
         WHERE participation_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX outbox_message_provider_idx ON outbox_message (provider_message_id)
         WHERE provider_message_id IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE message_block (
        channel text NOT NULL CHECK (channel IN ('sms', 'whatsapp')),
        phone text NOT NULL,
        reason text NOT NULL CHECK (reason IN ('opted-out', 'invalid-number')),
        provider text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (channel, phone)
      )`);
    // Sending reads the blocks of each invitee's number, whatever the channel.
    await queryRunner.query(`CREATE INDEX message_block_phone_idx ON message_block (phone)`);
    await queryRunner.query(
      `ALTER TABLE survey_access_code ADD COLUMN purpose text NOT NULL DEFAULT 'shared'
         CHECK (purpose IN ('shared', 'kiosk', 'poster', 'handout'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE survey_access_code DROP COLUMN purpose`);
    await queryRunner.query(`DROP TABLE message_block`);
    await queryRunner.query(`DELETE FROM outbox_message WHERE channel = 'whatsapp'`);
    await queryRunner.query(
      `ALTER TABLE outbox_message DROP COLUMN failure, DROP COLUMN provider_message_id,
         DROP COLUMN participation_id, DROP CONSTRAINT outbox_message_channel_check,
         ADD CONSTRAINT outbox_message_channel_check CHECK (channel IN ('email', 'sms'))`,
    );
    await queryRunner.query(`ALTER TABLE survey_participation DROP COLUMN channel`);
    await queryRunner.query(`ALTER TABLE employee_import_row DROP COLUMN preferred_channel`);
    await queryRunner.query(`ALTER TABLE employee DROP COLUMN preferred_channel`);
  }
}
