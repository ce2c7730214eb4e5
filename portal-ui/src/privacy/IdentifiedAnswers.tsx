import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { privacyApi, type IdentifiedResponse } from '../api/privacy';
import { Button } from '../components/Button';
import { Modal } from '../components/Modal';
import { useToast } from '../components/Toast';
import { useErrorToast } from '../components/useErrorToast';
import { formatDate } from '../survey/format';

/**
 * The person's identified answers as they gave them, each with its consent, and the way to
 * withdraw that consent (LGPD art. 8 §5): it takes effect at once, after one confirmation.
 */
export function IdentifiedAnswers({
  responses,
  onChanged,
}: {
  responses: IdentifiedResponse[];
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [withdrawing, setWithdrawing] = useState<IdentifiedResponse | null>(null);
  return (
    <section className="panel" aria-labelledby="answers-title">
      <h2 id="answers-title">{t('privacy.answers.title')}</h2>
      {responses.length ? (
        responses.map((response) => (
          <ResponseCard
            key={response.surveyId}
            response={response}
            onWithdraw={() => setWithdrawing(response)}
          />
        ))
      ) : (
        <p className="muted">{t('privacy.answers.empty')}</p>
      )}
      <h3>{t('privacy.anonymous.title')}</h3>
      <p>{t('privacy.anonymous.text')}</p>
      {withdrawing && (
        <WithdrawDialog
          response={withdrawing}
          onClose={() => setWithdrawing(null)}
          onDone={() => {
            setWithdrawing(null);
            onChanged();
          }}
        />
      )}
    </section>
  );
}

function ResponseCard({
  response,
  onWithdraw,
}: {
  response: IdentifiedResponse;
  onWithdraw: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { consent } = response;
  const date = (iso: string) => formatDate(iso, i18n.language);
  const titleId = `response-${response.surveyId}`;
  return (
    <article className="held-response" aria-labelledby={titleId}>
      <h3 id={titleId}>{response.survey}</h3>
      <p className="held-meta">
        {t('privacy.answers.submittedOn', { date: date(`${response.submittedOn}T12:00:00`) })}
      </p>
      <p className="held-consent">
        {consent.withdrawnAt
          ? t('privacy.answers.consentWithdrawn', { date: date(consent.withdrawnAt) })
          : consent.given
            ? t('privacy.answers.consentGiven', { date: date(consent.at) })
            : t('privacy.answers.consentDeclined')}
      </p>
      <dl className="details">
        {response.answers.map((answer) => (
          <Fragment key={answer.question}>
            <dt>{answer.question}</dt>
            <dd>{answer.answer.join('; ')}</dd>
          </Fragment>
        ))}
      </dl>
      {consent.given && !consent.withdrawnAt && (
        <Button
          variant="secondary"
          small
          onClick={onWithdraw}
          aria-label={`${t('privacy.answers.withdraw')}: ${response.survey}`}
        >
          {t('privacy.answers.withdraw')}
        </Button>
      )}
    </article>
  );
}

function WithdrawDialog({
  response,
  onClose,
  onDone,
}: {
  response: IdentifiedResponse;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const showError = useErrorToast();
  const [loading, setLoading] = useState(false);
  const confirm = async () => {
    setLoading(true);
    try {
      await privacyApi.ask({ kind: 'consent-withdrawal', surveyId: response.surveyId });
      toast.show('success', t('privacy.answers.withdrawn'));
      onDone();
    } catch (error) {
      setLoading(false);
      showError(error);
    }
  };
  return (
    <Modal
      title={t('privacy.answers.withdrawTitle')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('privacy.answers.cancel')}
          </Button>
          <Button loading={loading} onClick={confirm}>
            {t('privacy.answers.withdrawConfirm')}
          </Button>
        </>
      }
    >
      <p>{t('privacy.answers.withdrawText', { survey: response.survey })}</p>
    </Modal>
  );
}
