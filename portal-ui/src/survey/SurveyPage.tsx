import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../api/client';
import { API_CODES, hasCode } from '../api/codes';
import { currentSession } from '../api/session';
import { surveyApi, type SurveyAccess, type SurveyDetail } from '../api/survey';
import { SurveyForm } from './SurveyForm';
import { SurveyFrame, useSurveyBase } from './SurveyFrame';
import { SurveyMessage, type SurveyProblem } from './SurveyMessage';
import { surveyTokens } from './surveyToken';
import { draftsInFlight } from './useDraftSaving';

type State =
  | { phase: 'loading' }
  | { phase: 'ready'; access: SurveyAccess; survey: SurveyDetail }
  | { phase: 'done'; access: SurveyAccess; anonymous: boolean; closing: string | null }
  | { phase: 'problem'; problem: SurveyProblem; visit?: boolean };

/**
 * Who may answer, in this order: the personal link's invite (exchanged for a survey token, and
 * taken off the address), a survey token kept from earlier, the signed-in employee's session.
 */
async function resolveAccess(
  surveyId: string,
  invite: string | null,
): Promise<SurveyAccess | SurveyProblem> {
  if (invite) {
    try {
      const { token } = await surveyApi.redeemInvitation(surveyId, invite);
      surveyTokens.store(surveyId, token, { visit: false });
      return { kind: 'token', token, visit: false };
    } catch (error) {
      // A link opened again after its first use: the token it gave then still answers.
      const kept = surveyTokens.find(surveyId);
      if (kept) return { kind: 'token', ...kept };
      const status = error instanceof ApiError ? error.status : 0;
      if (namesNoSurvey(error)) return 'notFound';
      // The invitation is the person's own: a refusal can only be the survey's start date.
      if (status === 403) return 'notOpenYet';
      // A 410 is the survey's end or the link's own; only the body's code tells them apart.
      if (status === 410 && hasCode(error, API_CODES.surveyClosed)) return 'closed';
      if (status === 410 || status === 400) return 'linkUsedOrExpired';
      return 'unexpected';
    }
  }
  const kept = surveyTokens.find(surveyId);
  if (kept) return { kind: 'token', ...kept };
  if (currentSession()?.role === 'user') return { kind: 'session' };
  return 'needAccess';
}

/**
 * A 403 says either "not for you" or "not open yet": the API judges whose the survey is first,
 * so its code tells them apart. A survey token is for its survey, so for it it is the date.
 */
function forbidden(error: unknown, access: SurveyAccess): SurveyProblem {
  if (access.kind === 'token' || hasCode(error, API_CODES.surveyNotOpenYet)) return 'notOpenYet';
  return 'noAccess';
}

/** A survey that does not exist, or an address whose survey id is not an id at all (400 on `id`). */
function namesNoSurvey(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 404 || (error.status === 400 && 'id' in error.errors);
}

function problemOfLoad(error: unknown, access: SurveyAccess): SurveyProblem | null {
  if (namesNoSurvey(error)) return 'notFound';
  const status = error instanceof ApiError ? error.status : 0;
  switch (status) {
    case 401:
      // A session's 401 already sends the person to sign in and back.
      return access.kind === 'token' ? (access.visit ? 'visitExpired' : 'linkUsedOrExpired') : null;
    case 403:
      return forbidden(error, access);
    case 409:
      return 'answered';
    case 410:
      // The token's participation or visit is gone, while the survey itself may still run.
      if (access.kind === 'token' && hasCode(error, API_CODES.linkUsedOrExpired))
        return access.visit ? 'visitExpired' : 'linkUsedOrExpired';
      return 'closed';
    default:
      return 'unexpected';
  }
}

function problemOfSurvey(survey: SurveyDetail): SurveyProblem | null {
  if (survey.participationStatus === 'answered') return 'answered';
  if (survey.status === 'closed' || survey.status === 'expired') return 'closed';
  if (survey.status === 'not-started') return 'notOpenYet';
  return null;
}

/** `/survey/:id` and `/survey/:id/anonymous` (personal link, kept token or session). */
export default function SurveyPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { base } = useSurveyBase();
  const invite = params.get('invite');
  const [access, setAccess] = useState<SurveyAccess | null>(null);
  const [state, setState] = useState<State>({ phase: 'loading' });

  useEffect(() => {
    let live = true;
    void resolveAccess(id, invite).then((result) => {
      if (!live) return;
      if (invite) {
        // The invite is spent: a reload or a shared screenshot must not carry it.
        navigate({ pathname: location.pathname, search: '' }, { replace: true });
      }
      if (typeof result === 'string') setState({ phase: 'problem', problem: result });
      else setAccess(result);
    });
    return () => {
      live = false;
    };
    // The invite is read once; removing it from the address must not start over.
  }, [id]);

  // Loaded again in another language when the person changes it; the answers stay on screen.
  useEffect(() => {
    if (!access) return;
    let live = true;
    const saving = draftsInFlight.get(id) ?? Promise.resolve();
    void saving
      .then(() => surveyApi.load(id, i18n.language, access))
      .then(
        (survey) => {
          if (!live) return;
          const problem = problemOfSurvey(survey);
          if (problem) {
            if (problem === 'answered') surveyTokens.clear(id);
            setState({ phase: 'problem', problem });
          } else setState({ phase: 'ready', access, survey });
        },
        (error: unknown) => {
          const problem = problemOfLoad(error, access);
          if (!live) return;
          if (
            access.kind === 'token' &&
            (problem === 'linkUsedOrExpired' || problem === 'visitExpired')
          ) {
            surveyTokens.clear(id);
          }
          if (problem)
            setState({ phase: 'problem', problem, visit: access.kind === 'token' && access.visit });
        },
      );
    return () => {
      live = false;
    };
  }, [id, access, i18n.language]);

  if (state.phase === 'problem') {
    return <SurveyMessage surveyId={id} problem={state.problem} visit={state.visit} />;
  }
  if (state.phase === 'done') {
    return (
      <SurveyMessage
        surveyId={id}
        anonymous={state.anonymous}
        closing={state.closing}
        visit={state.access.kind === 'token' && state.access.visit}
      />
    );
  }
  if (state.phase === 'loading') {
    return (
      <SurveyFrame>
        <p className="survey-loading" role="status" aria-busy="true">
          {t('survey.loading')}
        </p>
      </SurveyFrame>
    );
  }
  const { survey } = state;
  return (
    <SurveyFrame>
      <SurveyForm
        key={survey.id}
        survey={survey}
        access={state.access}
        languagePath={`${base}/${id}/languageselector`}
        onSubmitted={() => {
          surveyTokens.clear(id);
          setState({
            phase: 'done',
            access: state.access,
            anonymous: survey.anonymous,
            closing: survey.closing ?? null,
          });
        }}
        onProblem={(problem) => {
          surveyTokens.clear(id);
          setState({ phase: 'problem', problem });
        }}
      />
    </SurveyFrame>
  );
}
