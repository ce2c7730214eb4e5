import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { TextChannel } from './text-provider';

export type BlockReason = 'opted-out' | 'invalid-number';

/**
 * Numbers no invitation or reminder goes to on a channel: the person answered "SAIR"/"STOP",
 * or a provider said the number cannot receive. Kept for the whole platform, whose sender every
 * company shares; a "START"/"VOLTAR" lifts an opt-out.
 */
@Injectable()
export class MessageBlockRepository {
  constructor(private readonly dataSource: DataSource) {}

  async reasonFor(
    manager: EntityManager,
    channel: TextChannel,
    phone: string,
  ): Promise<BlockReason | null> {
    const [row]: Array<{ reason: BlockReason }> = await manager.query(
      `SELECT reason FROM message_block WHERE channel = $1 AND phone = $2`,
      [channel, phone],
    );
    return row?.reason ?? null;
  }

  /** An opt-out is never downgraded to "invalid"; the newer reason otherwise wins. */
  async record(
    channel: TextChannel,
    phone: string,
    reason: BlockReason,
    provider: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO message_block (channel, phone, reason, provider) VALUES ($1, $2, $3, $4)
       ON CONFLICT (channel, phone) DO UPDATE
         SET reason = CASE WHEN message_block.reason = 'opted-out' THEN 'opted-out' ELSE excluded.reason END,
             provider = excluded.provider, created_at = now()`,
      [channel, phone, reason, provider],
    );
  }

  /** The person asked for messages again: only their own opt-out is lifted. */
  async lift(channel: TextChannel, phone: string): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM message_block WHERE channel = $1 AND phone = $2 AND reason = 'opted-out'`,
      [channel, phone],
    );
  }

  /**
   * A message the provider took but later reported undeliverable: failed after all, so the
   * survey page does not count its person as reached. Answers the message's channel and number.
   */
  async failDelivered(
    providerMessageId: string,
    reason: BlockReason,
  ): Promise<{ channel: TextChannel; recipient: string } | null> {
    const [rows]: [Array<{ channel: TextChannel; recipient: string }>] =
      await this.dataSource.query(
        `UPDATE outbox_message SET status = 'failed', failure = $2
       WHERE provider_message_id = $1 AND channel IN ('sms', 'whatsapp')
       RETURNING channel, recipient`,
        [providerMessageId, reason],
      );
    return rows[0] ?? null;
  }
}
