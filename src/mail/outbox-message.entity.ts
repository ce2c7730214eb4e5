import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { LanguageCode } from '../common/i18n/languages';
import { MessageTemplate } from './templates/message-templates';

/** `discarded`: a stand-in addressed to nobody (see OutboxService.enqueueStandIn). */
export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'discarded';
export type OutboxChannel = 'email' | 'sms' | 'whatsapp';
/** Why a message failed for good (see DeliveryService). */
export type OutboxFailure =
  'invalid-number' | 'opted-out' | 'template-rejected' | 'refused' | 'gave-up';

/**
 * A message written in the same transaction as the change that causes it, and delivered from
 * here by the worker; its parameters (codes, links) are wiped once it is sent.
 */
@Entity('outbox_message')
export class OutboxMessage {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text') channel: OutboxChannel;
  @Column('text') recipient: string;
  @Column('text') template: MessageTemplate;
  @Column('text') language: LanguageCode;
  @Column('jsonb', { nullable: true }) params: Record<string, string> | null;
  @Column('text', { default: 'pending' }) status: OutboxStatus;
  @Column({ default: 0 }) attempts: number;
  @Column('text', { nullable: true }) lastError: string | null;
  /** When the next attempt is due; the relay queues pending messages left past it. */
  @Column('timestamptz', { default: () => 'now()' }) nextAttemptAt: Date;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @Column('timestamptz', { nullable: true }) sentAt: Date | null;
  /** The survey invitation or reminder this message carries, for the survey's reach. */
  @Column('uuid', { nullable: true }) participationId: string | null;
  @Column('text', { nullable: true }) providerMessageId: string | null;
  @Column('text', { nullable: true }) failure: OutboxFailure | null;
}
