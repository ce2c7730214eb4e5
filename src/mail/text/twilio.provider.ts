import { TwilioSettings } from '../../config/messaging-config';
import {
  isTransient,
  jsonOf,
  MessageRefused,
  ProviderBusy,
  Refusal,
  retryAfterMs,
  TextMessage,
  TextProvider,
} from './text-provider';

/** Twilio's error codes (its `code` field) that say what became of the message. */
const TWILIO_REFUSALS: Record<number, Refusal> = {
  21211: 'invalid-number', // 'To' is not a valid phone number
  21612: 'invalid-number', // 'To' cannot be reached on this route
  21614: 'invalid-number', // 'To' is not a mobile number
  63003: 'invalid-number', // WhatsApp: the channel could not find the 'To' address
  63024: 'invalid-number', // WhatsApp: invalid message recipient
  21610: 'opted-out', // the number answered STOP to this sender
  63016: 'template-rejected', // WhatsApp outside a conversation without an approved template
  63027: 'template-rejected', // no approved template for the language and locale
  63028: 'template-rejected', // parameters do not match the template
};
const RATE_LIMITED = 20429;

/**
 * Twilio's Messages API for SMS and WhatsApp: `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`,
 * form-encoded, basic auth with the account SID and auth token. A WhatsApp message outside a
 * conversation must be an approved template: its ContentSid (per template and language, from
 * TWILIO_WHATSAPP_CONTENT_SIDS) and ContentVariables. Delivery reports come back to our
 * webhook (StatusCallback), where an undeliverable number is recorded.
 */
export class TwilioProvider implements TextProvider {
  readonly name = 'twilio';

  constructor(
    private readonly settings: TwilioSettings,
    private readonly statusCallbackUrl: string,
  ) {}

  async send(message: TextMessage): Promise<{ providerMessageId?: string }> {
    const { accountSid, authToken, apiUrl } = this.settings;
    const response = await fetch(`${apiUrl}/2010-04-01/Accounts/${accountSid}/Messages.json`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(this.fields(message)).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    const body = await jsonOf(response);
    if (response.ok)
      return { providerMessageId: typeof body.sid === 'string' ? body.sid : undefined };
    const code = typeof body.code === 'number' ? body.code : undefined;
    const detail = `Twilio answered ${response.status}${code ? ` (${code})` : ''}`;
    if (response.status === 429 || code === RATE_LIMITED)
      throw new ProviderBusy(retryAfterMs(response.headers.get('retry-after')), detail);
    const refusal = code === undefined ? undefined : TWILIO_REFUSALS[code];
    if (refusal) throw new MessageRefused(refusal, detail);
    if (isTransient(response.status)) throw new Error(detail);
    throw new MessageRefused('refused', detail);
  }

  private fields(message: TextMessage): Record<string, string> {
    const { smsFrom, messagingServiceSid, whatsAppFrom, contentSids } = this.settings;
    const common = {
      StatusCallback: this.statusCallbackUrl,
      ...(messagingServiceSid && { MessagingServiceSid: messagingServiceSid }),
    };
    if (message.channel === 'sms') {
      return { ...common, To: message.to, ...(smsFrom && { From: smsFrom }), Body: message.text };
    }
    const contentSid =
      contentSids[`${message.template}.${message.language}`] ??
      contentSids[`${message.template}.pt-BR`];
    return {
      ...common,
      To: `whatsapp:${message.to}`,
      From: `whatsapp:${whatsAppFrom}`,
      ...(contentSid
        ? {
            ContentSid: contentSid,
            ContentVariables: JSON.stringify(
              Object.fromEntries(message.variables.map((value, index) => [index + 1, value])),
            ),
          }
        : { Body: message.text }),
    };
  }
}
