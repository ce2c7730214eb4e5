import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button } from '../components/Button';
import { useErrorToast } from '../components/useErrorToast';
import { usePageHeading } from '../components/usePageHeading';
import { chooseLanguage } from '../i18n/choose';
import { LANGUAGES, type LanguageCode } from '@shared/languages';
import { SurveyFrame, useSurveyBase } from './SurveyFrame';

/**
 * `/survey/:id/languageselector`: the language to answer in. The questions and the interface
 * follow it together; a signed-in employee's account keeps it too (spec §4).
 */
export default function SurveyLanguagePage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const showError = useErrorToast();
  const { base } = useSurveyBase();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const [selected, setSelected] = useState(i18n.language as LanguageCode);
  const [saving, setSaving] = useState(false);
  const heading = usePageHeading(t('surveyLanguage.title'));
  const back = from?.startsWith(`${base}/${id}`) ? from : `${base}/${id}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await chooseLanguage(selected);
    } catch (error) {
      // The questions follow the interface, already switched, for this visit; keeping the
      // choice on the account (and so on this device) failed.
      showError(error);
    }
    navigate(back, { replace: true });
  };

  return (
    <SurveyFrame>
      <h1 className="page-title" ref={heading} tabIndex={-1}>
        {t('surveyLanguage.title')}
      </h1>
      <form onSubmit={submit} className="form-narrow">
        <fieldset className="language-options">
          <legend>{t('surveyLanguage.text')}</legend>
          {LANGUAGES.map((language) => (
            <label key={language.code} className="language-option" lang={language.code}>
              <input
                type="radio"
                name="language"
                value={language.code}
                checked={selected === language.code}
                onChange={() => setSelected(language.code)}
              />
              {language.name}
            </label>
          ))}
        </fieldset>
        <Button type="submit" loading={saving} className="btn-block">
          {t('surveyLanguage.submit')}
        </Button>
      </form>
    </SurveyFrame>
  );
}
