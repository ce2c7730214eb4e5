import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../api/client';
import { API_CODES, hasCode } from '../api/codes';
import { surveyApi } from '../api/survey';
import { Button } from '../components/Button';
import { GlobeIcon } from '../components/icons';
import { TextField } from '../components/TextField';
import { useErrorToast } from '../components/useErrorToast';
import { useLanguageChooser } from '../i18n/LanguageProvider';
import { usePageHeading } from '../components/usePageHeading';
import { required } from '../validation/rules';
import { useForm } from '../validation/useForm';
import { browserDrafts } from './browserDraft';
import { SurveyFrame, useSurveyBase } from './SurveyFrame';
import { surveyTokens } from './surveyToken';

/**
 * `/survey/:id/accesscode`, or `/access-code` for someone who holds only a code: a visitor, or
 * the next person at a kiosk, types the access code (a code opens its own survey, so the id is
 * not needed). A link the administrator shared carries the code in `?code=`, filled in here.
 * Each code entry is a new visit: a draft left on this device by someone else is thrown away.
 */
export default function AccessCodePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const showError = useErrorToast();
  const { base } = useSurveyBase();
  const [search] = useSearchParams();
  const { openChooser } = useLanguageChooser();
  const form = useForm({ code: required }, { code: search.get('code') ?? '' });
  const [loading, setLoading] = useState(false);
  /** The spec's failure message, above the field that says what to do about it. */
  const [failed, setFailed] = useState(false);
  const heading = usePageHeading(t('accessCode.title'));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.validateAll(event.currentTarget).length) return;
    setLoading(true);
    setFailed(false);
    try {
      const { token, surveyId } = await surveyApi.accessByCode(form.values.code.trim());
      browserDrafts.clear(surveyId);
      surveyTokens.store(surveyId, token, { visit: true });
      navigate(`${base}/${surveyId}`, { replace: true });
    } catch (error) {
      setLoading(false);
      // A good code of a survey that is over, or not open yet, says so on the field.
      const status = error instanceof ApiError ? error.status : 0;
      const message =
        status === 404
          ? t('surveyMessage.codeNotFound')
          : status === 410
            ? t('surveyMessage.closed.text')
            : status === 403
              ? t('surveyMessage.notOpenYet.text')
              : hasCode(error, API_CODES.accessByCodeFailed)
                ? t('accessCode.unusable')
                : undefined;
      if (message) {
        // The spec's words head the failure and the field says what to do; the field takes
        // focus so that its message is read out. No toast: it would outlive the page once the
        // right code is typed.
        setFailed(true);
        form.showServerErrors({ code: [message] });
        window.setTimeout(() => document.getElementById('code')?.focus());
      } else {
        if (error instanceof ApiError) form.showServerErrors(error.errors);
        showError(error, 'accessCode.failed', { code: t('accessCode.code') });
      }
    }
  };

  return (
    <SurveyFrame
      footer={
        <ul className="footer-links">
          <li>
            {id ? (
              <Link
                to={`${base}/${id}/languageselector`}
                state={{ from: `${base}/${id}/accesscode` }}
                className="footer-link"
              >
                <GlobeIcon />
                {t('common.language')}
              </Link>
            ) : (
              <button type="button" className="footer-link" onClick={openChooser}>
                <GlobeIcon />
                {t('common.language')}
              </button>
            )}
          </li>
        </ul>
      }
    >
      <h1 className="page-title" ref={heading} tabIndex={-1}>
        {t('accessCode.title')}
      </h1>
      <p className="lead">{t('accessCode.text')}</p>
      {failed && (
        <div className="notice notice-error notice-compact form-narrow" role="alert">
          <p className="notice-title">{t('accessCode.failed')}</p>
        </div>
      )}
      <form onSubmit={submit} noValidate className="form-narrow">
        <TextField
          id="code"
          label={t('accessCode.code')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          maxLength={64}
          {...form.field('code')}
        />
        <Button type="submit" loading={loading} className="btn-block">
          {t('accessCode.submit')}
        </Button>
      </form>
    </SurveyFrame>
  );
}
