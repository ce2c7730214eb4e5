import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Employment, PersonalData } from '../api/privacy';
import { formatDate } from '../survey/format';
import { formatPhone } from '../validation/format';

/** The surveys sent to the person, and their sign-ins. */
export function HeldData({ data }: { data: PersonalData }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => formatDate(iso, i18n.language);
  return (
    <>
      <section className="panel" aria-labelledby="participations-title">
        <h2 id="participations-title">{t('privacy.participations.title')}</h2>
        {data.participations.length ? (
          <ul className="held-list">
            {data.participations.map((participation) => (
              <li key={participation.surveyId}>
                <strong>{participation.survey}</strong>
                <span className="held-meta">
                  <span className={`badge badge-${participation.status}`}>
                    {t(`surveyStatus.${participation.status}`)}
                  </span>
                  <span className="badge">
                    {t(participation.anonymous ? 'home.anonymous' : 'home.identified')}
                  </span>
                  {participation.invitedOn && (
                    <span>
                      {t('privacy.participations.invitedOn', {
                        date: date(participation.invitedOn),
                      })}
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('privacy.participations.empty')}</p>
        )}
      </section>
      <section className="panel" aria-labelledby="sign-ins-title">
        <h2 id="sign-ins-title">{t('privacy.signIns.title')}</h2>
        {data.signIns.length ? (
          <ul className="held-list">
            {data.signIns.map((signIn) => (
              <li key={signIn.at}>
                {new Date(signIn.at).toLocaleString(i18n.language)} ·{' '}
                {signIn.channel === 'sms' ? t('privacy.signIns.sms') : t('privacy.signIns.email')}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('privacy.signIns.empty')}</p>
        )}
      </section>
    </>
  );
}

/** What the company recorded about the person (its import or its form). */
export function EmploymentPanel({ employment }: { employment: Employment }) {
  const { t, i18n } = useTranslation();
  const day = (value: string | null) => value && formatDate(`${value}T12:00:00`, i18n.language);
  const rows: Array<[string, string | null]> = [
    [t('privacy.employment.company'), employment.company],
    [t('privacy.employment.name'), employment.name],
    [t('privacy.employment.email'), employment.email],
    [t('privacy.employment.cellPhone'), employment.cellPhone && formatPhone(employment.cellPhone)],
    [t('privacy.employment.cpf'), employment.cpf],
    [t('privacy.employment.rg'), employment.rg],
    [t('privacy.employment.birthDate'), day(employment.birthDate)],
    [t('privacy.employment.admissionDate'), day(employment.admissionDate)],
    [t('privacy.employment.jobTitle'), employment.jobTitle],
    [t('privacy.employment.department'), employment.department],
    [t('privacy.employment.organization'), employment.organization],
    [
      t('privacy.employment.active'),
      t(employment.isActive ? 'privacy.employment.yes' : 'privacy.employment.no'),
    ],
  ];
  return (
    <section className="panel" aria-labelledby="employment-title">
      <h2 id="employment-title">{t('privacy.employment.title')}</h2>
      <dl className="details">
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value || t('data.notInformed')}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
