import { AppConfig } from '../../config/app-config';
import { TextChannel, TextProvider } from './text-provider';
import { TwilioProvider } from './twilio.provider';
import { WebhookSmsProvider } from './webhook.provider';
import { WhatsAppCloudProvider } from './whatsapp-cloud.provider';

/** Where Twilio posts delivery reports and replies (its signature is checked against it). */
export const twilioWebhookUrl = (appUrl: string) => `${appUrl}/api/public/messaging/twilio`;

/** The provider of each text channel, as configured; a channel left out has none. */
export function textProviders(config: AppConfig): Partial<Record<TextChannel, TextProvider>> {
  const { sms, whatsapp, webhook, twilio, meta } = config.messaging;
  const twilioProvider = twilio && new TwilioProvider(twilio, twilioWebhookUrl(config.appUrl));
  return {
    sms:
      sms === 'webhook' && webhook
        ? new WebhookSmsProvider(webhook)
        : sms === 'twilio'
          ? twilioProvider
          : undefined,
    whatsapp:
      whatsapp === 'meta' && meta
        ? new WhatsAppCloudProvider(meta)
        : whatsapp === 'twilio'
          ? twilioProvider
          : undefined,
  };
}

/**
 * Whether invitations may go by a channel: it has a provider, or (SMS outside production, as
 * the sign-in codes always did) a log to write to. WhatsApp without a provider is never chosen.
 */
export function carriesText(config: AppConfig, channel: TextChannel): boolean {
  return !!config.messaging[channel] || (channel === 'sms' && config.env !== 'production');
}
