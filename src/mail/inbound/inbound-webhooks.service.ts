import { Inject, Injectable } from '@nestjs/common';
import { forbidden, notFound } from '../../common/http/app-exceptions';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { BlockReason } from '../text/message-block.repository';
import { twilioWebhookUrl } from '../text/text-providers';
import { InboundMessagesService } from './inbound-messages.service';
import { isBearer, isMetaSigned, isTwilioSigned } from './signatures';

/** Twilio's asynchronous error codes of a number that cannot receive. */
const TWILIO_UNDELIVERABLE: Record<string, BlockReason> = {
  '21211': 'invalid-number',
  '21614': 'invalid-number',
  '30005': 'invalid-number', // unknown destination handset
  '30006': 'invalid-number', // landline or unreachable carrier
  '63003': 'invalid-number',
  '63024': 'invalid-number',
  '21610': 'opted-out',
};
/** The Cloud API's codes in a failed status. */
const META_UNDELIVERABLE: Record<number, BlockReason> = {
  131026: 'invalid-number',
  131050: 'opted-out',
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown): Array<Record<string, unknown>> =>
  Array.isArray(value) ? value.filter((item) => item && typeof item === 'object') : [];

/**
 * The providers' calls back: each checked for its signature first (a provider not configured
 * has no webhook: 404), then read for replies and delivery reports.
 */
@Injectable()
export class InboundWebhooksService {
  constructor(
    private readonly inbound: InboundMessagesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async twilio(rawBody: string | undefined, signature: string | undefined): Promise<void> {
    const twilio = this.config.messaging.twilio;
    if (!twilio) throw notFound();
    const form = new URLSearchParams(rawBody ?? '');
    const url = twilioWebhookUrl(this.config.appUrl);
    if (rawBody === undefined || !isTwilioSigned(twilio.authToken, url, form, signature))
      throw forbidden();
    const status = form.get('MessageStatus');
    const from = form.get('From') ?? '';
    if (status === 'failed' || status === 'undelivered') {
      const reason = TWILIO_UNDELIVERABLE[form.get('ErrorCode') ?? ''];
      const sid = form.get('MessageSid');
      if (reason && sid) await this.inbound.undeliverable(sid, reason, 'twilio');
    } else if (!status || status === 'received') {
      const channel = from.startsWith('whatsapp:') ? 'whatsapp' : 'sms';
      await this.inbound.reply(channel, from, form.get('Body') ?? '', 'twilio');
    }
  }

  /** Meta's subscription handshake: the challenge echoed for the right verify token. */
  verifyMeta(mode: unknown, token: unknown, challenge: unknown): string {
    const meta = this.config.messaging.meta;
    if (!meta?.verifyToken) throw notFound();
    if (mode !== 'subscribe' || token !== meta.verifyToken || typeof challenge !== 'string')
      throw forbidden();
    return challenge;
  }

  async meta(rawBody: string | undefined, signature: string | undefined, body: unknown) {
    const meta = this.config.messaging.meta;
    if (!meta?.appSecret) throw notFound();
    if (rawBody === undefined || !isMetaSigned(meta.appSecret, rawBody, signature))
      throw forbidden();
    const changes = list((body as { entry?: unknown })?.entry).flatMap((entry) =>
      list(entry.changes),
    );
    for (const change of changes) {
      const value = (change.value ?? {}) as Record<string, unknown>;
      for (const message of list(value.messages)) {
        const said =
          text((message.text as { body?: unknown })?.body) ||
          text((message.button as { text?: unknown })?.text);
        await this.inbound.reply('whatsapp', text(message.from), said, 'meta');
      }
      for (const status of list(value.statuses)) {
        if (status.status !== 'failed') continue;
        const [error] = list(status.errors);
        const reason = META_UNDELIVERABLE[Number(error?.code)];
        if (reason && text(status.id))
          await this.inbound.undeliverable(text(status.id), reason, 'meta');
      }
    }
  }

  /** The generic gateway: `{from, text}` for a reply, `{id, status}` for a delivery report. */
  async webhook(authorization: string | undefined, body: unknown): Promise<void> {
    const secret = this.config.messaging.webhook?.secret;
    if (!secret) throw notFound();
    if (!isBearer(secret, authorization)) throw forbidden();
    const report = (body ?? {}) as Record<string, unknown>;
    if (report.status === 'invalid-number' || report.status === 'opted-out') {
      if (text(report.id))
        await this.inbound.undeliverable(text(report.id), report.status, 'webhook');
    } else if (text(report.from)) {
      await this.inbound.reply('sms', text(report.from), text(report.text), 'webhook');
    }
  }
}
