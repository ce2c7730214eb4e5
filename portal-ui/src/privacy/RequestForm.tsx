import {
  ANSWER_KINDS,
  PRIVACY_REQUEST_KINDS,
  type PrivacyRequestKind,
} from '@shared/privacy-request';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { privacyApi, type IdentifiedResponse } from '../api/privacy';
import { Button } from '../components/Button';
import { FieldShell } from '../components/FieldShell';
import { useToast } from '../components/Toast';
import { useErrorToast } from '../components/useErrorToast';
import { formatDate } from '../survey/format';
import { useForm } from '../validation/useForm';

/** The server keeps at most this many characters of a request's details. */
const DETAILS_MAX = 2000;
const ALL = '';

/** A request to the company (LGPD art. 18): what, about which answers, and in the person's words. */
export function RequestForm({
  responses,
  onSent,
}: {
  responses: IdentifiedResponse[];
  onSent: () => void;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const showError = useErrorToast();
  const [loading, setLoading] = useState(false);
  const form = useForm<'kind' | 'surveyId' | 'details'>(
    {
      kind: () => null,
      surveyId: () => null,
      details: (value, values) =>
        values.kind === 'correction' && !value.trim() ? 'validation.required' : null,
    },
    { kind: 'statement', surveyId: ALL },
  );
  const kind = form.values.kind as PrivacyRequestKind;
  const aboutAnswers = ANSWER_KINDS.includes(kind);
  // A consent can be withdrawn only where it is still in force.
  const reachable = responses.filter(
    (response) =>
      kind !== 'consent-withdrawal' || (response.consent.given && !response.consent.withdrawnAt),
  );
  const nothingToReach = aboutAnswers && !reachable.length;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.validateAll(event.currentTarget).length || nothingToReach) return;
    setLoading(true);
    try {
      const details = form.values.details.trim();
      const created = await privacyApi.ask({
        kind,
        ...(aboutAnswers ? { surveyId: form.values.surveyId || null } : {}),
        ...(details ? { details } : {}),
      });
      toast.show(
        'success',
        t('privacy.form.sent', { date: formatDate(created.dueAt, i18n.language) }),
      );
      onSent();
    } catch (error) {
      if (error instanceof ApiError) form.showServerErrors(error.errors);
      showError(error, 'errors.unexpected', {
        kind: t('privacy.form.kind'),
        surveyId: t('privacy.form.survey'),
        details: t('privacy.form.details'),
      });
    } finally {
      setLoading(false);
    }
  };

  const details = form.field('details');
  return (
    <form onSubmit={submit} noValidate className="form-narrow privacy-form">
      <h3>{t('privacy.form.title')}</h3>
      <div className="field">
        <label htmlFor="request-kind" className="field-label">
          {t('privacy.form.kind')}
        </label>
        <div className="field-box">
          <select
            id="request-kind"
            className="input"
            value={kind}
            aria-describedby="request-kind-help"
            onChange={(event) => form.field('kind').onChange(event.target.value)}
          >
            {PRIVACY_REQUEST_KINDS.map((option) => (
              <option key={option} value={option}>
                {t(`privacy.kind.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <p id="request-kind-help" className="field-hint">
          {t(`privacy.kindHelp.${kind}`)}
        </p>
      </div>
      {aboutAnswers &&
        (nothingToReach ? (
          <p className="muted" role="status">
            {kind === 'consent-withdrawal'
              ? t('privacy.answers.empty')
              : t('privacy.form.noAnswers')}
          </p>
        ) : (
          <div className="field">
            <label htmlFor="request-survey" className="field-label">
              {t('privacy.form.survey')}
            </label>
            <div className="field-box">
              <select
                id="request-survey"
                className="input"
                value={form.values.surveyId}
                onChange={(event) => form.field('surveyId').onChange(event.target.value)}
              >
                <option value={ALL}>{t('privacy.form.allSurveys')}</option>
                {reachable.map((response) => (
                  <option key={response.surveyId} value={response.surveyId}>
                    {response.survey}
                  </option>
                ))}
              </select>
            </div>
          </div>
        ))}
      <FieldShell
        id="request-details"
        label={
          kind === 'correction' ? t('privacy.form.detailsCorrection') : t('privacy.form.details')
        }
        state={details.state}
        error={details.error}
        required={kind === 'correction'}
      >
        {(describedBy) => (
          <textarea
            id="request-details"
            className="input privacy-details"
            rows={4}
            maxLength={DETAILS_MAX}
            required={kind === 'correction'}
            value={details.value}
            onChange={(event) => details.onChange(event.target.value)}
            onBlur={details.onBlur}
            aria-invalid={details.state === 'invalid' || undefined}
            aria-describedby={describedBy}
          />
        )}
      </FieldShell>
      <Button type="submit" loading={loading} disabled={nothingToReach}>
        {t('privacy.form.submit')}
      </Button>
    </form>
  );
}
