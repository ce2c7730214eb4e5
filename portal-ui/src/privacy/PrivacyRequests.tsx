import { ANSWER_KINDS } from '@shared/privacy-request';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IdentifiedResponse, MyPrivacyRequest } from '../api/privacy';
import { formatDate } from '../survey/format';
import { RequestForm } from './RequestForm';

/** A request's badge: open in the brand's colour, done in green, refused in grey. */
const BADGES = { open: 'badge-open', done: 'badge-answered', refused: 'badge-closed' } as const;

/** The person's requests with where each stands and its legal deadline, and a new one. */
export function PrivacyRequests({
  requests,
  total,
  responses,
  onSent,
}: {
  requests: MyPrivacyRequest[];
  total: number;
  responses: IdentifiedResponse[];
  onSent: () => void;
}) {
  const { t } = useTranslation();
  // A new key empties the form once a request went through.
  const [formKey, setFormKey] = useState(0);
  return (
    <section className="panel" aria-labelledby="requests-title">
      <h2 id="requests-title">{t('privacy.requests.title')}</h2>
      <p>{t('privacy.requests.text')}</p>
      {requests.length ? (
        <ul className="held-list" aria-label={t('privacy.requests.title')}>
          {requests.map((request) => (
            <RequestItem key={request.id} request={request} />
          ))}
        </ul>
      ) : (
        <p className="muted">{t('privacy.requests.empty')}</p>
      )}
      {total > requests.length && (
        <p className="muted">{t('privacy.requests.shown', { shown: requests.length, total })}</p>
      )}
      <RequestForm
        key={formKey}
        responses={responses}
        onSent={() => {
          setFormKey((key) => key + 1);
          onSent();
        }}
      />
    </section>
  );
}

function RequestItem({ request }: { request: MyPrivacyRequest }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => formatDate(iso, i18n.language);
  return (
    <li className="privacy-request">
      <strong>{t(`privacy.kind.${request.kind}`)}</strong>
      {request.survey ? (
        <span> · {request.survey.name}</span>
      ) : (
        ANSWER_KINDS.includes(request.kind) && <span> · {t('privacy.requests.allAnswers')}</span>
      )}
      <span className="held-meta">
        <span className={`badge ${BADGES[request.status]}`}>
          {t(`privacy.status.${request.status}`)}
        </span>
        <span>{t('privacy.requests.madeOn', { date: date(request.createdAt) })}</span>
        <span>
          {request.answeredAt
            ? t('privacy.requests.answeredOn', { date: date(request.answeredAt) })
            : t('privacy.requests.dueOn', { date: date(request.dueAt) })}
        </span>
      </span>
      {request.details && <p className="privacy-request-text">{request.details}</p>}
      {request.answer && (
        <p className="privacy-request-text">
          {t('privacy.requests.answer', { answer: request.answer })}
        </p>
      )}
    </li>
  );
}
