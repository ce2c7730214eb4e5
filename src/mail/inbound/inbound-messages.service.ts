import { Injectable, Logger } from '@nestjs/common';
import { BlockReason, MessageBlockRepository } from '../text/message-block.repository';
import { TextChannel } from '../text/text-provider';

/** Words that stop messages (Twilio's own, and Portuguese and Spanish ones). */
const STOP_WORDS = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'SAIR',
  'PARAR',
  'CANCELAR',
  'DESCADASTRAR',
  'BAJA',
]);
/** Words that bring them back. */
const START_WORDS = new Set(['START', 'UNSTOP', 'VOLTAR', 'ALTA']);

/** A keyword as people type it: any case, accents, surrounding spaces and punctuation. */
export const keyword = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');

/** A phone as providers write it (`whatsapp:+55…`, `55…`) in E.164, or null. */
export function phoneOf(address: string): string | null {
  const digits = address.replace(/^whatsapp:/, '').replace(/^\+/, '');
  return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
}

/**
 * What providers tell us back: a person's reply ("SAIR"/"STOP" blocks their number on that
 * channel, "START"/"VOLTAR" lifts it) and delivery reports of numbers that cannot receive.
 */
@Injectable()
export class InboundMessagesService {
  private readonly logger = new Logger(InboundMessagesService.name);

  constructor(private readonly blocks: MessageBlockRepository) {}

  async reply(channel: TextChannel, from: string, text: string, provider: string): Promise<void> {
    const phone = phoneOf(from);
    if (!phone) return;
    const word = keyword(text);
    if (STOP_WORDS.has(word)) {
      await this.blocks.record(channel, phone, 'opted-out', provider);
      this.logger.log(`a number opted out of ${channel}`);
    } else if (START_WORDS.has(word)) {
      await this.blocks.lift(channel, phone);
    }
  }

  /** A message the provider took and later could not deliver: failed, and its number blocked. */
  async undeliverable(providerMessageId: string, reason: BlockReason, provider: string) {
    const message = await this.blocks.failDelivered(providerMessageId, reason);
    if (message) await this.blocks.record(message.channel, message.recipient, reason, provider);
  }
}
