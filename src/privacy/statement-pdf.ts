import { LanguageCode } from '../common/i18n/languages';
import { MessageKey } from '../common/i18n/messages.pt-BR';
import { MessageParams, translate } from '../common/i18n/translate';
import {
  fields,
  heading,
  lines,
  section,
  sectionedPdf,
  subtitle,
} from '../common/pdf/sectioned-pdf';
import { PersonalData } from './personal-data.model';

const ZONE = 'America/Sao_Paulo';

/**
 * The statement of everything held about a person (LGPD art. 18 II and art. 19 II) as a PDF a
 * person can read, print or hand to someone: the same content as the JSON download, in
 * sections with the labels in the person's language, dates as they write them.
 */
export function statementPdf(data: PersonalData, language: LanguageCode): Promise<Buffer> {
  const t = (key: MessageKey, params?: MessageParams) => translate(language, key, params);
  const instant = (value: Date | string | null) =>
    value ? new Date(value).toLocaleString(language, { timeZone: ZONE }) : '—';
  const day = (value: Date | string | null) =>
    value
      ? /^\d{4}-\d{2}-\d{2}$/.test(String(value))
        ? new Date(`${String(value)}T12:00:00Z`).toLocaleDateString(language, { timeZone: 'UTC' })
        : new Date(value).toLocaleDateString(language, { timeZone: ZONE })
      : '—';
  const yesNo = (value: boolean) => t(value ? 'privacy.pdf.yes' : 'privacy.pdf.no');

  return sectionedPdf(
    t('privacy.pdf.title'),
    (page, pages) => t('report.export.page', { page, pages }),
    (doc) => {
      subtitle(
        doc,
        `${data.account.name} · ${t('privacy.pdf.generatedAt', { date: instant(data.generatedAt) })}`,
      );

      const { account } = data;
      section(doc, t('privacy.pdf.profile'));
      fields(doc, [
        [t('privacy.pdf.name'), account.name],
        [t('privacy.pdf.email'), account.email],
        [t('privacy.pdf.phone'), account.phone],
        [t('privacy.pdf.cpf'), account.cpf],
        [t('privacy.pdf.language'), account.language],
        [t('privacy.pdf.termsAcceptedAt'), instant(account.termsAcceptedAt)],
        [t('privacy.pdf.lastLoginAt'), instant(account.lastLoginAt)],
        [t('privacy.pdf.createdAt'), instant(account.createdAt)],
      ]);

      section(doc, t('privacy.pdf.employments'));
      for (const employment of data.employments) {
        fields(doc, [
          [t('privacy.pdf.company'), employment.company],
          [t('privacy.pdf.name'), employment.name],
          [t('privacy.pdf.email'), employment.email],
          [t('privacy.pdf.phone'), employment.cellPhone],
          [t('privacy.pdf.cpf'), employment.cpf],
          [t('privacy.pdf.rg'), employment.rg],
          [t('privacy.pdf.birthDate'), day(employment.birthDate)],
          [t('privacy.pdf.admissionDate'), day(employment.admissionDate)],
          [t('privacy.pdf.jobTitle'), employment.jobTitle],
          [t('privacy.pdf.department'), employment.department],
          [t('privacy.pdf.organization'), employment.organization],
          [t('privacy.pdf.active'), yesNo(employment.isActive)],
          [t('privacy.pdf.createdAt'), instant(employment.createdAt)],
        ]);
      }

      section(doc, t('privacy.pdf.participations'));
      lines(
        doc,
        data.participations.map((participation) =>
          [
            participation.survey,
            t(
              participation.anonymous
                ? 'privacy.pdf.anonymousSurvey'
                : 'privacy.pdf.identifiedSurvey',
            ),
            t(`privacy.participation.${participation.status}` as MessageKey),
            participation.invitedOn &&
              t('privacy.pdf.invitedOn', { date: day(participation.invitedOn) }),
          ]
            .filter(Boolean)
            .join(' · '),
        ),
        t('privacy.pdf.none'),
      );

      section(doc, t('privacy.pdf.responses'));
      if (!data.identifiedResponses.length) lines(doc, [], t('privacy.pdf.none'));
      for (const response of data.identifiedResponses) {
        const { consent } = response;
        heading(doc, response.survey);
        lines(doc, [
          t('privacy.pdf.submittedOn', { date: day(response.submittedOn) }),
          consent.given
            ? t('privacy.pdf.consentGiven', { date: instant(consent.at), version: consent.version })
            : t('privacy.pdf.consentDeclined'),
          ...(consent.withdrawnAt
            ? [t('privacy.pdf.consentWithdrawn', { date: instant(consent.withdrawnAt) })]
            : []),
        ]);
        fields(
          doc,
          response.answers.map((answer) => [answer.question, answer.answer.join('; ')]),
        );
      }

      section(doc, t('privacy.pdf.signIns'));
      lines(
        doc,
        data.signIns.map((signIn) => `${instant(signIn.at)} · ${signIn.channel}`),
        t('privacy.pdf.none'),
      );

      section(doc, t('privacy.pdf.requests'));
      lines(
        doc,
        data.requests.map((request) =>
          t('privacy.pdf.request', {
            date: day(request.createdAt),
            kind: t(`privacy.kind.${request.kind}` as MessageKey),
            status: t(`privacy.status.${request.status}` as MessageKey),
            dueOn: day(request.dueAt),
          }),
        ),
        t('privacy.pdf.none'),
      );

      section(doc, t('privacy.pdf.anonymous'));
      lines(doc, [data.anonymousAnswers]);
    },
  );
}
