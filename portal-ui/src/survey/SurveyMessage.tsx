import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { currentSession, rememberRedirect } from '../api/session';
import { AlertIcon, CheckIcon } from '../components/icons';
import { usePageHeading } from '../components/usePageHeading';
import { RichText } from './RichText';
import { SurveyFrame, useSurveyBase } from './SurveyFrame';

/** Why a survey cannot be answered here and now; each has a title and text in the catalogues. */
export const SURVEY_PROBLEMS = [
  'linkUsedOrExpired',
  'visitExpired',
  'noAccess',
  'notFound',
  'closed',
  'notOpenYet',
  'answered',
  'needAccess',
  'unexpected',
] as const;
export type SurveyProblem = (typeof SURVEY_PROBLEMS)[number];

/** The end of a survey screen: thanks after a submission, or what stands in the way. */
export function SurveyMessage({
  surveyId,
  problem,
  anonymous,
  closing,
  visit,
}: {
  surveyId: string;
  /** Absent: the answers were just sent. */
  problem?: SurveyProblem;
  anonymous?: boolean;
  /** The survey's own thank-you text (sanitized HTML), in place of the product's. */
  closing?: string | null;
  /** The person came by access code (a visitor, or the next person at a kiosk). */
  visit?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { inApp, base } = useSurveyBase();
  const signedIn = currentSession()?.role === 'user';
  const kind = problem ?? 'thanks';
  const title = t(`surveyMessage.${kind}.title`);
  const heading = usePageHeading(title);
  const happy = kind === 'thanks' || kind === 'answered';
  // A short link that failed names no survey: the code page and the home stand in for it.
  const codePath = surveyId ? `${base}/${surveyId}/accesscode` : '/access-code';

  const signIn = () => {
    // Back to this survey in the employee area after signing in.
    rememberRedirect(surveyId ? `/app/user/survey/${surveyId}` : '/app/user/home');
    navigate('/login');
  };

  const canUseCode = ['needAccess', 'linkUsedOrExpired', 'visitExpired'].includes(kind);
  // A used link's text tells the person to sign in: the button must be there to do it.
  const canSignIn = !signedIn && (kind === 'needAccess' || kind === 'linkUsedOrExpired');
  return (
    <SurveyFrame>
      <div className={`survey-message survey-message-${happy ? 'happy' : 'problem'}`}>
        <span className="survey-message-icon">{happy ? <CheckIcon /> : <AlertIcon />}</span>
        <h1 className="page-title" ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {kind === 'thanks' && closing ? (
          <RichText html={closing} className="lead survey-closing" />
        ) : (
          <p className="lead">{t(`surveyMessage.${kind}.text`)}</p>
        )}
        {kind === 'thanks' && anonymous && <p>{t('surveyMessage.thanks.anonymous')}</p>}
        <div className="survey-message-actions">
          {kind === 'thanks' && visit && (
            <Link to={codePath} className="btn btn-primary">
              {t('surveyMessage.nextPerson')}
            </Link>
          )}
          {canSignIn && (
            <button type="button" className="btn btn-primary" onClick={signIn}>
              {t('surveyMessage.signIn')}
            </button>
          )}
          {canUseCode && (
            <Link to={codePath} className="btn btn-secondary">
              {t('surveyMessage.haveCode')}
            </Link>
          )}
          {(signedIn || inApp) && !visit ? (
            <Link to="/app/user/home" className="btn btn-secondary">
              {t('surveyMessage.mySurveys')}
            </Link>
          ) : (
            kind !== 'thanks' && (
              <Link to="/" className="btn btn-link">
                {t('common.homePage')}
              </Link>
            )
          )}
        </div>
      </div>
    </SurveyFrame>
  );
}
