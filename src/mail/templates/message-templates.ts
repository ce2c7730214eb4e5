import { LanguageCode } from '../../common/i18n/languages';
import { MessageKey } from '../../common/i18n/messages.pt-BR';
import { translate } from '../../common/i18n/translate';
import { fitSms } from '../text/gsm7';

export const MESSAGE_TEMPLATES = [
  'two-factor',
  'first-access',
  'first-access-done',
  'password-reset',
  'access-code',
  'invitation',
  'account-request',
  'account-request-received',
  'account-request-rejected',
  'survey-invitation',
  'survey-reminder',
  'privacy-received',
  'privacy-withdrawn',
  'privacy-done',
  'privacy-refused',
  'privacy-new',
] as const;
export type MessageTemplate = (typeof MESSAGE_TEMPLATES)[number];

/** Messages nobody asked for at that moment: numbers that opted out or are invalid get none. */
export const isUnsolicited = (template: MessageTemplate) =>
  template === 'survey-invitation' || template === 'survey-reminder';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface TemplateKeys {
  subject: MessageKey;
  body: MessageKey;
  /** The body when the message has no `endsOn`: a survey open until it is closed. */
  undated?: MessageKey;
  sms?: MessageKey;
  /** The SMS when the message has no `endsOn`. */
  smsUndated?: MessageKey;
  /**
   * The person asked for this message (a code, a reset link, a confirmation), so it closes with
   * "if you did not ask for this, ignore it"; an invitation or a reminder was nobody's request.
   */
  requested?: boolean;
}

const KEYS: Record<MessageTemplate, TemplateKeys> = {
  'two-factor': {
    subject: 'mail.twoFactor.subject',
    body: 'mail.twoFactor.body',
    sms: 'sms.twoFactor',
    requested: true,
  },
  'first-access': {
    subject: 'mail.firstAccess.subject',
    body: 'mail.firstAccess.body',
    sms: 'sms.firstAccess',
    requested: true,
  },
  'first-access-done': {
    subject: 'mail.firstAccessDone.subject',
    body: 'mail.firstAccessDone.body',
    requested: true,
  },
  'password-reset': {
    subject: 'mail.passwordReset.subject',
    body: 'mail.passwordReset.body',
    requested: true,
  },
  'access-code': {
    subject: 'mail.accessCode.subject',
    body: 'mail.accessCode.body',
    requested: true,
  },
  invitation: { subject: 'mail.invitation.subject', body: 'mail.invitation.body' },
  'account-request': { subject: 'mail.accountRequest.subject', body: 'mail.accountRequest.body' },
  'account-request-received': {
    subject: 'mail.accountRequestReceived.subject',
    body: 'mail.accountRequestReceived.body',
    requested: true,
  },
  'survey-invitation': {
    subject: 'mail.surveyInvitation.subject',
    body: 'mail.surveyInvitation.body',
    undated: 'mail.surveyInvitation.bodyUndated',
    sms: 'sms.surveyInvitation',
    smsUndated: 'sms.surveyInvitationUndated',
  },
  'survey-reminder': {
    subject: 'mail.surveyReminder.subject',
    body: 'mail.surveyReminder.body',
    undated: 'mail.surveyReminder.bodyUndated',
    sms: 'sms.surveyReminder',
    smsUndated: 'sms.surveyReminderUndated',
  },
  'account-request-rejected': {
    subject: 'mail.accountRequestRejected.subject',
    body: 'mail.accountRequestRejected.body',
  },
  'privacy-received': {
    subject: 'mail.privacyReceived.subject',
    body: 'mail.privacyReceived.body',
    requested: true,
  },
  'privacy-withdrawn': {
    subject: 'mail.privacyWithdrawn.subject',
    body: 'mail.privacyWithdrawn.body',
    requested: true,
  },
  'privacy-done': { subject: 'mail.privacyDone.subject', body: 'mail.privacyDone.body' },
  'privacy-refused': { subject: 'mail.privacyRefused.subject', body: 'mail.privacyRefused.body' },
  'privacy-new': { subject: 'mail.privacyNew.subject', body: 'mail.privacyNew.body' },
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Links in a body become anchors; everything else is escaped text. */
const linkify = (escaped: string) =>
  escaped.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

export function renderMail(
  template: MessageTemplate,
  language: LanguageCode,
  params: Record<string, string>,
): RenderedMail {
  const keys = KEYS[template];
  const greeting = translate(language, 'mail.greeting', { name: params.name ?? '' });
  const body = translate(
    language,
    keys.undated && params.endsOn === undefined ? keys.undated : keys.body,
    params,
  );
  const signature = translate(language, 'mail.signature');
  // The sender's own words (a survey's invitation text) come before the product's, one
  // paragraph per block of lines.
  const note = params.note?.split(/\n\s*\n/).map((paragraph) => paragraph.trim()) ?? [];
  const paragraphs = keys.requested
    ? [greeting, ...note, body, translate(language, 'mail.ignore'), signature]
    : [greeting, ...note, body, signature];
  return {
    subject: translate(language, keys.subject, params),
    text: paragraphs.join('\n\n'),
    html: `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1f2937">${paragraphs
      .map((paragraph) => `<p>${linkify(escapeHtml(paragraph)).replace(/\n/g, '<br>')}</p>`)
      .join('')}</body></html>`,
  };
}

/** The names an SMS may shorten to stay in one segment; its link and words are never cut. */
const SHORTENED_IN_SMS = ['name', 'company', 'survey'];

/**
 * A text message: a code, or a survey's invitation or reminder with its short personal link,
 * folded into GSM 03.38 and kept to one 160-character segment (gsm7.ts). Greeted by first name.
 */
export function renderSms(
  template: MessageTemplate,
  language: LanguageCode,
  params: Record<string, string>,
): string {
  const keys = KEYS[template];
  const key = keys.smsUndated && params.endsOn === undefined ? keys.smsUndated : keys.sms;
  if (!key) throw new Error(`template ${template} has no SMS form`);
  const firstName = params.name?.trim().split(/\s+/)[0];
  return fitSms(
    (values) => translate(language, key, values),
    { ...params, ...(firstName !== undefined && { name: firstName }) },
    SHORTENED_IN_SMS,
  );
}

/**
 * A WhatsApp template's body parameters, in the order the approved templates take them
 * (README: name, company, survey, link).
 */
export function whatsAppVariables(params: Record<string, string>): string[] {
  return [params.name ?? '', params.company ?? '', params.survey ?? '', params.link ?? ''];
}
