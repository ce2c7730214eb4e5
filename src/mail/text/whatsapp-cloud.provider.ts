import { MetaWhatsAppSettings } from '../../config/messaging-config';
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

/** The Cloud API's error codes (`error.code`) that say what became of the message. */
const META_REFUSALS: Record<number, Refusal> = {
  131026: 'invalid-number', // message undeliverable: not a WhatsApp number
  131050: 'opted-out', // the person stopped this business's messages
  132000: 'template-rejected', // parameters do not match the template
  132001: 'template-rejected', // no approved template of that name and language
  132005: 'template-rejected', // the filled-in text is too long
  132007: 'template-rejected', // the template breaks a format policy
  132012: 'template-rejected', // a parameter's format does not match
  132015: 'template-rejected', // the template is paused for low quality
  132016: 'template-rejected', // the template is disabled
};
/** Throughput, pair, account and application rate limits. */
const RATE_LIMITS = new Set([4, 80007, 130429, 131056]);

/** The Cloud API names languages with an underscore: pt_BR, en_US, es_ES. */
export const whatsAppLanguage = (language: string) => language.replace('-', '_');

/**
 * The WhatsApp Business Cloud API: `POST {WHATSAPP_API_URL}/{phone number id}/messages` with a
 * bearer token and a JSON template message (only approved templates may open a conversation).
 * The template names come from WHATSAPP_TEMPLATE_INVITATION and _REMINDER, in the person's
 * language, with the body parameters name, company, survey and link.
 */
export class WhatsAppCloudProvider implements TextProvider {
  readonly name = 'meta';

  constructor(private readonly settings: MetaWhatsAppSettings) {}

  async send(message: TextMessage): Promise<{ providerMessageId?: string }> {
    const template = this.settings.templates[message.template as 'survey-invitation'];
    if (!template)
      throw new MessageRefused('template-rejected', `no template for ${message.template}`);
    const response = await fetch(
      `${this.settings.apiUrl}/${this.settings.phoneNumberId}/messages`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.settings.accessToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.to.replace(/^\+/, ''),
          type: 'template',
          template: {
            name: template,
            language: { code: whatsAppLanguage(message.language) },
            components: [
              {
                type: 'body',
                parameters: message.variables.map((text) => ({ type: 'text', text })),
              },
            ],
          },
        }),
        signal: AbortSignal.timeout(10_000),
      },
    );
    const body = await jsonOf(response);
    if (response.ok) {
      const [sent] = Array.isArray(body.messages) ? (body.messages as Array<{ id?: unknown }>) : [];
      return { providerMessageId: typeof sent?.id === 'string' ? sent.id : undefined };
    }
    const error = (body.error ?? {}) as { code?: unknown; message?: unknown };
    const code = typeof error.code === 'number' ? error.code : undefined;
    const detail = `WhatsApp answered ${response.status}${code ? ` (${code})` : ''}`;
    if (response.status === 429 || (code !== undefined && RATE_LIMITS.has(code)))
      throw new ProviderBusy(retryAfterMs(response.headers.get('retry-after')), detail);
    const refusal = code === undefined ? undefined : META_REFUSALS[code];
    if (refusal) throw new MessageRefused(refusal, detail);
    if (isTransient(response.status)) throw new Error(detail);
    throw new MessageRefused('refused', detail);
  }
}
