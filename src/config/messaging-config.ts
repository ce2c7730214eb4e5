import { plainToInstance, Transform } from 'class-transformer';
import {
  IsIn,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  MinLength,
  validateSync,
} from 'class-validator';
import { ConfigError } from './config-error';

export const SMS_PROVIDERS = ['webhook', 'twilio'] as const;
export const WHATSAPP_PROVIDERS = ['twilio', 'meta'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];
export type WhatsAppProviderName = (typeof WHATSAPP_PROVIDERS)[number];

const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);
const url = () => IsUrl({ require_tld: false, require_protocol: true });
const E164 = /^\+[1-9]\d{7,14}$/;
/** `template.language=ContentSid` pairs, comma-separated. */
const CONTENT_SIDS =
  /^\s*[a-z-]+\.[a-z]{2}-[A-Z]{2}=HX[0-9a-fA-F]{32}\s*(,\s*[a-z-]+\.[a-z]{2}-[A-Z]{2}=HX[0-9a-fA-F]{32}\s*)*$/;

/** The text-message variables of the README's configuration table. */
class MessagingEnvironment {
  @Transform(emptyToUndefined) @IsOptional() @IsIn(SMS_PROVIDERS) SMS_PROVIDER?: SmsProviderName;
  @Transform(emptyToUndefined) @IsOptional() @url() SMS_WEBHOOK_URL?: string;
  @Transform(emptyToUndefined)
  @IsOptional()
  @MinLength(16, { message: 'must have at least 16 characters' })
  SMS_WEBHOOK_SECRET?: string;
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(WHATSAPP_PROVIDERS)
  WHATSAPP_PROVIDER?: WhatsAppProviderName;
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^AC[0-9a-fA-F]{32}$/, { message: 'must be an account SID (AC and 32 hex digits)' })
  TWILIO_ACCOUNT_SID?: string;
  @Transform(emptyToUndefined) @IsOptional() @IsString() TWILIO_AUTH_TOKEN?: string;
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(E164, { message: 'must be a phone number in E.164 (+5511…)' })
  TWILIO_SMS_FROM?: string;
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^MG[0-9a-fA-F]{32}$/, { message: 'must be a messaging service SID (MG…)' })
  TWILIO_MESSAGING_SERVICE_SID?: string;
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(E164, { message: 'must be a phone number in E.164 (+5511…)' })
  TWILIO_WHATSAPP_FROM?: string;
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(CONTENT_SIDS, {
    message: 'must list template.language=HX… pairs (survey-invitation.pt-BR=HX…, …)',
  })
  TWILIO_WHATSAPP_CONTENT_SIDS?: string;
  @url() TWILIO_API_URL = 'https://api.twilio.com';
  @Transform(emptyToUndefined) @IsOptional() @IsString() WHATSAPP_ACCESS_TOKEN?: string;
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^\d{5,20}$/, { message: 'must be the phone number id (digits)' })
  WHATSAPP_PHONE_NUMBER_ID?: string;
  @Transform(emptyToUndefined) @IsOptional() @IsString() WHATSAPP_APP_SECRET?: string;
  @Transform(emptyToUndefined) @IsOptional() @IsString() WHATSAPP_VERIFY_TOKEN?: string;
  @url() WHATSAPP_API_URL = 'https://graph.facebook.com/v23.0';
  @Matches(/^[a-z0-9_]{1,512}$/, { message: 'must be a template name (a-z, 0-9, _)' })
  WHATSAPP_TEMPLATE_INVITATION = 'survey_invitation';
  @Matches(/^[a-z0-9_]{1,512}$/, { message: 'must be a template name (a-z, 0-9, _)' })
  WHATSAPP_TEMPLATE_REMINDER = 'survey_reminder';
}

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  apiUrl: string;
  smsFrom?: string;
  messagingServiceSid?: string;
  whatsAppFrom?: string;
  /** ContentSid by `template.language` (survey-invitation.pt-BR). */
  contentSids: Record<string, string>;
}

export interface MetaWhatsAppSettings {
  accessToken: string;
  phoneNumberId: string;
  apiUrl: string;
  appSecret?: string;
  verifyToken?: string;
  templates: { 'survey-invitation': string; 'survey-reminder': string };
}

/** Which provider carries each text channel; none: logged (development) or not sent. */
export interface MessagingConfig {
  sms?: SmsProviderName;
  whatsapp?: WhatsAppProviderName;
  webhook?: { url: string; secret?: string };
  twilio?: TwilioSettings;
  meta?: MetaWhatsAppSettings;
}

const MESSAGING_KEYS = Object.keys(new MessagingEnvironment()).concat([
  'SMS_PROVIDER',
  'SMS_WEBHOOK_URL',
  'SMS_WEBHOOK_SECRET',
  'WHATSAPP_PROVIDER',
  'TWILIO_ACCOUNT_SID',
  'TWILIO_AUTH_TOKEN',
  'TWILIO_SMS_FROM',
  'TWILIO_MESSAGING_SERVICE_SID',
  'TWILIO_WHATSAPP_FROM',
  'TWILIO_WHATSAPP_CONTENT_SIDS',
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
]);

/** Reads the providers of SMS and WhatsApp; the error names the first variable that is wrong. */
export function loadMessagingConfig(source: NodeJS.ProcessEnv): MessagingConfig {
  const raw = Object.fromEntries(
    MESSAGING_KEYS.flatMap((key) => (source[key] === undefined ? [] : [[key, source[key]]])),
  );
  const env = plainToInstance(MessagingEnvironment, raw);
  const [error] = validateSync(env);
  if (error) {
    const message = Object.values(error.constraints ?? {})[0] ?? 'is invalid';
    return fail(`${error.property} ${message.replace(`${error.property} `, '')}`);
  }
  const twilio = twilioOf(env);
  const meta = metaOf(env);
  const webhook = env.SMS_WEBHOOK_URL
    ? { url: env.SMS_WEBHOOK_URL, secret: env.SMS_WEBHOOK_SECRET }
    : undefined;
  const sms = env.SMS_PROVIDER ?? (webhook ? 'webhook' : twilio?.smsFrom ? 'twilio' : undefined);
  if (sms === 'webhook' && !webhook) fail('SMS_PROVIDER=webhook needs SMS_WEBHOOK_URL');
  if (sms === 'twilio' && !(twilio?.smsFrom || twilio?.messagingServiceSid))
    fail('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_SMS_FROM');
  const whatsapp =
    env.WHATSAPP_PROVIDER ?? (meta ? 'meta' : twilio?.whatsAppFrom ? 'twilio' : undefined);
  if (whatsapp === 'meta' && !meta)
    fail('WHATSAPP_PROVIDER=meta needs WHATSAPP_ACCESS_TOKEN and WHATSAPP_PHONE_NUMBER_ID');
  if (whatsapp === 'twilio' && !twilio?.whatsAppFrom)
    fail(
      'WHATSAPP_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_WHATSAPP_FROM',
    );
  return { sms, whatsapp, webhook, twilio, meta };
}

function twilioOf(env: MessagingEnvironment): TwilioSettings | undefined {
  if (!env.TWILIO_ACCOUNT_SID !== !env.TWILIO_AUTH_TOKEN)
    fail('TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN go together');
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN) return undefined;
  const contentSids = Object.fromEntries(
    (env.TWILIO_WHATSAPP_CONTENT_SIDS ?? '')
      .split(',')
      .map((pair) => pair.trim().split('='))
      .filter((pair) => pair.length === 2),
  );
  return {
    accountSid: env.TWILIO_ACCOUNT_SID,
    authToken: env.TWILIO_AUTH_TOKEN,
    apiUrl: env.TWILIO_API_URL.replace(/\/+$/, ''),
    smsFrom: env.TWILIO_SMS_FROM,
    messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
    whatsAppFrom: env.TWILIO_WHATSAPP_FROM,
    contentSids,
  };
}

function metaOf(env: MessagingEnvironment): MetaWhatsAppSettings | undefined {
  if (!env.WHATSAPP_ACCESS_TOKEN !== !env.WHATSAPP_PHONE_NUMBER_ID)
    fail('WHATSAPP_ACCESS_TOKEN and WHATSAPP_PHONE_NUMBER_ID go together');
  if (!env.WHATSAPP_ACCESS_TOKEN || !env.WHATSAPP_PHONE_NUMBER_ID) return undefined;
  return {
    accessToken: env.WHATSAPP_ACCESS_TOKEN,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
    apiUrl: env.WHATSAPP_API_URL.replace(/\/+$/, ''),
    appSecret: env.WHATSAPP_APP_SECRET,
    verifyToken: env.WHATSAPP_VERIFY_TOKEN,
    templates: {
      'survey-invitation': env.WHATSAPP_TEMPLATE_INVITATION,
      'survey-reminder': env.WHATSAPP_TEMPLATE_REMINDER,
    },
  };
}

function fail(message: string): never {
  throw new ConfigError(`Configuration error: ${message}`);
}
