import {
  isTransient,
  jsonOf,
  MessageRefused,
  ProviderBusy,
  REFUSALS,
  Refusal,
  retryAfterMs,
  TextMessage,
  TextProvider,
} from './text-provider';

/**
 * A generic SMS gateway (SMS_WEBHOOK_URL): `POST {to, text}` as JSON, the outbox id as
 * `Idempotency-Key`, and `Authorization: Bearer SMS_WEBHOOK_SECRET` when one is set. It answers
 * 2xx (optionally `{id}`) when it took the message; 429 with `Retry-After` to slow us down; a
 * 4xx with `{error: "invalid-number" | "opted-out"}` for a number it will not serve (any other
 * 4xx refuses the message); anything else is tried again.
 */
export class WebhookSmsProvider implements TextProvider {
  readonly name = 'webhook';

  constructor(private readonly settings: { url: string; secret?: string }) {}

  async send(message: TextMessage): Promise<{ providerMessageId?: string }> {
    const response = await fetch(this.settings.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': message.id,
        ...(this.settings.secret && { authorization: `Bearer ${this.settings.secret}` }),
      },
      body: JSON.stringify({ to: message.to, text: message.text }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = await jsonOf(response);
    if (response.ok)
      return { providerMessageId: typeof body.id === 'string' ? body.id : undefined };
    if (response.status === 429)
      throw new ProviderBusy(retryAfterMs(response.headers.get('retry-after')), 'SMS gateway');
    if (isTransient(response.status)) throw new Error(`SMS gateway answered ${response.status}`);
    const reason = (REFUSALS as readonly unknown[]).includes(body.error)
      ? (body.error as Refusal)
      : 'refused';
    throw new MessageRefused(reason, `SMS gateway answered ${response.status}`);
  }
}
