import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../api/client';
import { surveyApi, type SurveyAccess, type SurveyDetail } from '../api/survey';
import { Button } from '../components/Button';
import { GlobeIcon } from '../components/icons';
import { Modal } from '../components/Modal';
import { usePageHeading } from '../components/usePageHeading';
import { useLanguageChooser } from '../i18n/LanguageProvider';
import { SurveyForm } from '../survey/SurveyForm';
import { RichText } from '../survey/RichText';
import { SurveyFrame } from '../survey/SurveyFrame';
import { endTurn, IDLE_MS, THANKS_MS, WARNING_MS } from './kioskSession';
import { useIdle } from './useIdle';

type Phase =
  | { kind: 'welcome' }
  | { kind: 'opening' }
  | { kind: 'answering'; survey: SurveyDetail; access: SurveyAccess }
  | { kind: 'thanks'; closing: string | null }
  | { kind: 'problem'; message: string };

/**
 * `/kiosk?code=…`: a shared tablet that serves one person at a time with the same access code.
 * Each person starts a visit of their own (one use of the code) and answers with nothing kept
 * in the browser; a submission, the "next person" button or a pause too long ends the turn,
 * which wipes the browser's storage and reloads the page, language included.
 */
export default function KioskPage() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const code = search.get('code')?.trim() ?? '';
  const { openChooser } = useLanguageChooser();
  const [phase, setPhase] = useState<Phase>(
    code ? { kind: 'welcome' } : { kind: 'problem', message: t('kiosk.noCode') },
  );
  const finish = useCallback(() => endTurn(code), [code]);
  const { idle, stillHere } = useIdle(phase.kind !== 'problem', IDLE_MS, WARNING_MS, finish);
  const heading = usePageHeading(t('kiosk.title'));

  useEffect(() => {
    if (phase.kind !== 'thanks') return;
    const timer = window.setTimeout(finish, THANKS_MS);
    return () => window.clearTimeout(timer);
  }, [phase.kind, finish]);

  const start = async () => {
    setPhase({ kind: 'opening' });
    try {
      const { token, surveyId } = await surveyApi.accessByCode(code);
      const access: SurveyAccess = { kind: 'token', token, visit: true };
      const survey = await surveyApi.load(surveyId, i18n.language, access);
      setPhase({ kind: 'answering', survey, access });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      setPhase({
        kind: 'problem',
        message: t(status === 410 ? 'surveyMessage.closed.text' : 'kiosk.codeRefused'),
      });
    }
  };

  return (
    <SurveyFrame>
      {phase.kind === 'answering' ? (
        <SurveyForm
          survey={phase.survey}
          access={phase.access}
          kiosk
          onSubmitted={() => setPhase({ kind: 'thanks', closing: phase.survey.closing ?? null })}
          onProblem={() => setPhase({ kind: 'problem', message: t('surveyMessage.closed.text') })}
        />
      ) : (
        <div className="kiosk">
          <h1 className="page-title" ref={heading} tabIndex={-1}>
            {phase.kind === 'thanks' ? t('kiosk.thanksTitle') : t('kiosk.title')}
          </h1>
          {phase.kind === 'problem' && (
            <div className="notice notice-error" role="alert">
              <p>{phase.message}</p>
            </div>
          )}
          {phase.kind === 'thanks' && phase.closing && (
            <RichText html={phase.closing} className="lead survey-closing" />
          )}
          {/* The kiosk's own promise stays: nothing of the answers is left on the device. */}
          {phase.kind === 'thanks' && <p className="lead">{t('kiosk.thanksText')}</p>}
          {(phase.kind === 'welcome' || phase.kind === 'opening') && (
            <>
              <p className="lead">{t('kiosk.text')}</p>
              <p className="survey-privacy">{t('kiosk.privacy')}</p>
              <Button
                className="btn-block"
                loading={phase.kind === 'opening'}
                onClick={() => void start()}
              >
                {t('kiosk.start')}
              </Button>
              <Button variant="link" onClick={openChooser}>
                <GlobeIcon />
                {t('common.language')}
              </Button>
            </>
          )}
          {phase.kind === 'thanks' && (
            <Button className="btn-block" onClick={finish}>
              {t('kiosk.next')}
            </Button>
          )}
        </div>
      )}
      {idle && (
        <Modal
          title={t('kiosk.idleTitle')}
          footer={
            <>
              <Button onClick={stillHere}>{t('kiosk.stillHere')}</Button>
              <Button variant="link" onClick={finish}>
                {t('kiosk.endNow')}
              </Button>
            </>
          }
        >
          <p>{t('kiosk.idleText', { seconds: WARNING_MS / 1000 })}</p>
        </Modal>
      )}
    </SurveyFrame>
  );
}
