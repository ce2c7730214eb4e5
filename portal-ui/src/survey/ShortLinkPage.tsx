import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../api/client';
import { API_CODES, hasCode } from '../api/codes';
import { surveyApi } from '../api/survey';
import { SurveyFrame } from './SurveyFrame';
import { SurveyMessage, type SurveyProblem } from './SurveyMessage';
import { surveyTokens } from './surveyToken';

/**
 * `/s/:invite`, the short personal link of an SMS or WhatsApp invitation: the invite names its
 * survey, and opens it as the e-mailed link does (a token kept on this phone, the invite off
 * the address).
 */
export default function ShortLinkPage() {
  const { t } = useTranslation();
  const { invite = '' } = useParams();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<SurveyProblem | null>(null);

  useEffect(() => {
    let live = true;
    surveyApi.openShortLink(invite).then(
      ({ token, surveyId, anonymous }) => {
        if (!live) return;
        surveyTokens.store(surveyId, token, { visit: false });
        navigate(`/survey/${surveyId}${anonymous ? '/anonymous' : ''}`, { replace: true });
      },
      (error: unknown) => {
        if (!live) return;
        const status = error instanceof ApiError ? error.status : 0;
        if (status === 410 && hasCode(error, API_CODES.surveyClosed)) setProblem('closed');
        else if (status === 403) setProblem('notOpenYet');
        else if (status === 410 || status === 400 || status === 404)
          setProblem('linkUsedOrExpired');
        else setProblem('unexpected');
      },
    );
    return () => {
      live = false;
    };
  }, [invite, navigate]);

  if (problem) return <SurveyMessage surveyId="" problem={problem} />;
  return (
    <SurveyFrame>
      <p className="survey-loading" role="status" aria-busy="true">
        {t('survey.loading')}
      </p>
    </SurveyFrame>
  );
}
