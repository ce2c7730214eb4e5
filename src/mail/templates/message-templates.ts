import { LanguageCode } from '../../common/i18n/languages';
import { MessageKey } from '../../common/i18n/messages.pt-BR';
import { translate } from '../../common/i18n/translate';

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
] as const;
export type MessageTemplate = (typeof MESSAGE_TEMPLATES)[number];

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const KEYS: Record<MessageTemplate, { subject: MessageKey; body: MessageKey; sms?: MessageKey }> = {
  'two-factor': {
    subject: 'mail.twoFactor.subject',
    body: 'mail.twoFactor.body',
    sms: 'sms.twoFactor',
  },
  'first-access': {
    subject: 'mail.firstAccess.subject',
    body: 'mail.firstAccess.body',
    sms: 'sms.firstAccess',
  },
  'first-access-done': {
    subject: 'mail.firstAccessDone.subject',
    body: 'mail.firstAccessDone.body',
  },
  'password-reset': { subject: 'mail.passwordReset.subject', body: 'mail.passwordReset.body' },
  'access-code': { subject: 'mail.accessCode.subject', body: 'mail.accessCode.body' },
  invitation: { subject: 'mail.invitation.subject', body: 'mail.invitation.body' },
  'account-request': { subject: 'mail.accountRequest.subject', body: 'mail.accountRequest.body' },
  'account-request-received': {
    subject: 'mail.accountRequestReceived.subject',
    body: 'mail.accountRequestReceived.body',
  },
  'survey-invitation': {
    subject: 'mail.surveyInvitation.subject',
    body: 'mail.surveyInvitation.body',
  },
  'survey-reminder': { subject: 'mail.surveyReminder.subject', body: 'mail.surveyReminder.body' },
  'account-request-rejected': {
    subject: 'mail.accountRequestRejected.subject',
    body: 'mail.accountRequestRejected.body',
  },
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
  const body = translate(language, keys.body, params);
  const ignore = translate(language, 'mail.ignore');
  const signature = translate(language, 'mail.signature');
  const paragraphs = [greeting, body, ignore, signature];
  return {
    subject: translate(language, keys.subject, params),
    text: paragraphs.join('\n\n'),
    html: `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1f2937">${paragraphs
      .map((paragraph) => `<p>${linkify(escapeHtml(paragraph))}</p>`)
      .join('')}</body></html>`,
  };
}

/** Text messages carry codes only: a link by SMS invites phishing. */
export function renderSms(
  template: MessageTemplate,
  language: LanguageCode,
  params: Record<string, string>,
): string {
  const key = KEYS[template].sms;
  if (!key) throw new Error(`template ${template} has no SMS form`);
  return translate(language, key, params);
}
