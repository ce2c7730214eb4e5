import { LanguageCode } from '../../common/i18n/languages';
import { MessageTemplate } from '../templates/message-templates';

export const TEXT_CHANNELS = ['sms', 'whatsapp'] as const;
export type TextChannel = (typeof TEXT_CHANNELS)[number];

/** One text message as a provider takes it: the rendered text and, for templates, its parts. */
export interface TextMessage {
  /** The outbox row: an idempotency key where the provider takes one. */
  id: string;
  channel: TextChannel;
  /** E.164. */
  to: string;
  /** The whole text (an SMS; a WhatsApp message inside a conversation the person opened). */
  text: string;
  template: MessageTemplate;
  language: LanguageCode;
  /** A WhatsApp template's body parameters, in order ({{1}}, {{2}}…). */
  variables: string[];
}

export interface TextProvider {
  /** Recorded beside blocked numbers: who said the number is invalid or opted out. */
  readonly name: string;
  /** Resolves with the provider's message id once it took the message. */
  send(message: TextMessage): Promise<{ providerMessageId?: string }>;
}

export const REFUSALS = ['invalid-number', 'opted-out', 'template-rejected', 'refused'] as const;
export type Refusal = (typeof REFUSALS)[number];

/**
 * The provider will never take this message: the number is invalid or opted out, the template
 * is not approved, or the request itself is wrong. Recorded, not retried.
 */
export class MessageRefused extends Error {
  constructor(
    readonly reason: Refusal,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

/** The provider asks us to slow down (a rate limit): tried again, not before `retryAfterMs`. */
export class ProviderBusy extends Error {
  constructor(
    readonly retryAfterMs: number | undefined,
    detail: string,
  ) {
    super(`rate limited: ${detail}`);
  }
}

/** `Retry-After` in seconds or as an HTTP date, in milliseconds from now. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** A body read as JSON when it is JSON, or nothing: error bodies are not always what they say. */
export async function jsonOf(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = JSON.parse(await response.text());
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Answers that say "try again later" rather than "never": server errors and credentials. */
export const isTransient = (status: number) =>
  status >= 500 || status === 401 || status === 403 || status === 408 || status === 409;
