import { randomBytes } from 'node:crypto';
import { languageById } from '../../common/i18n/languages';
import { AppConfig } from '../../config/app-config';
import { MessageChannel } from '../../employee/employee.entity';
import { OutgoingMessage } from '../../mail/outbox.service';
import { carriesText } from '../../mail/text/text-providers';
import { Survey } from './survey.entities';
import { Invitee } from './participation.repository';
import { localSurveyTexts } from './survey-texts';
import { hashInvite } from './survey-secrets';

/** One person's invitation: the channel it goes by (null: none reaches them) and its link. */
export interface Invitation {
  invitee: Invitee;
  channel: MessageChannel | null;
  invite: string;
  inviteHash: string;
}

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 16 characters of 62: 95 random bits, in a link short enough for one SMS. */
export const SHORT_INVITE_LENGTH = 16;

/** Random base-62 text; bytes past 247 are dropped so that every character is equally likely. */
export function shortInvite(length = SHORT_INVITE_LENGTH): string {
  let text = '';
  while (text.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && text.length < length) text += BASE62[byte % 62];
    }
  }
  return text;
}

/**
 * The channel of a person's invitations: the one the admin chose when it can reach them, else
 * the first that can (e-mail, SMS, WhatsApp). A number that opted out or was found invalid on
 * a channel is not used on it; a channel without a provider in production is not offered.
 */
export function channelFor(invitee: Invitee, config: AppConfig): MessageChannel | null {
  const byText = (channel: 'sms' | 'whatsapp') =>
    !!invitee.cellPhone && carriesText(config, channel) && !invitee.blocked.includes(channel);
  const usable: Record<MessageChannel, boolean> = {
    email: !!invitee.email,
    sms: byText('sms'),
    whatsapp: byText('whatsapp'),
  };
  if (invitee.preferredChannel && usable[invitee.preferredChannel]) return invitee.preferredChannel;
  return (['email', 'sms', 'whatsapp'] as const).find((channel) => usable[channel]) ?? null;
}

/** A fresh link for each person: 128 bits for e-mail, a short one for a text message. */
export function invitationsFor(invitees: Invitee[], config: AppConfig): Invitation[] {
  return invitees.map((invitee) => {
    const channel = channelFor(invitee, config);
    const invite =
      channel === 'email' || channel === null
        ? randomBytes(16).toString('base64url')
        : shortInvite();
    return { invitee, channel, invite, inviteHash: hashInvite(invite) };
  });
}

/**
 * An invitation or reminder per person a channel reaches, each with its personal link: the
 * survey's address for e-mail, `{APP_URL}/s/{invite}` for SMS and WhatsApp; the survey's title
 * and, by mail, the administrator's invitation text in the person's language.
 */
export function surveyMessages(
  appUrl: string,
  template: 'survey-invitation' | 'survey-reminder',
  survey: Survey,
  companyName: string,
  invitations: Array<Invitation & { participationId: string }>,
): OutgoingMessage[] {
  const path = `${appUrl}/survey/${survey.id}${survey.anonymous ? '/anonymous' : ''}`;
  return invitations.flatMap(({ invitee, channel, invite, participationId }) => {
    if (!channel) return [];
    const language = languageById(invitee.languageId);
    const email = channel === 'email';
    const texts = localSurveyTexts(survey, language);
    return [
      {
        channel,
        recipient: (email ? invitee.email : invitee.cellPhone) as string,
        template,
        language,
        participationId,
        params: {
          name: invitee.name,
          survey: texts.title,
          company: companyName,
          // A text message is one segment and a WhatsApp body an approved template: only mail
          // has room for the administrator's own words.
          ...(email && texts.invitation && { note: texts.invitation }),
          ...(survey.endsAt && {
            endsOn: survey.endsAt.toLocaleDateString(language, { timeZone: 'America/Sao_Paulo' }),
          }),
          link: email ? `${path}?invite=${invite}` : `${appUrl}/s/${invite}`,
        },
      },
    ];
  });
}
