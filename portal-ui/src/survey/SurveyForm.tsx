import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ApiError } from '../api/client';
import {
  surveyApi,
  type Answer,
  type Answers,
  type SurveyAccess,
  type SurveyDetail,
  type SurveyQuestion,
} from '../api/survey';
import { Button } from '../components/Button';
import {
  ArrowLeftIcon,
  ArrowRightIcon,
  EyeOffIcon,
  GlobeIcon,
  ListIcon,
  UserIcon,
} from '../components/icons';
import { useToast } from '../components/Toast';
import { useErrorToast } from '../components/useErrorToast';
import { usePageHeading } from '../components/usePageHeading';
import { LANGUAGES } from '@shared/languages';
import {
  isEmptyAnswer,
  keptAnswers,
  problemOf,
  resumeStep,
  sensitiveSubjects,
  stepKey,
  steps,
  visibleQuestions,
  withoutHidden,
  type ConsentChoice,
  type Step,
} from './answers';
import { browserDrafts } from './browserDraft';
import { ConsentStep } from './ConsentStep';
import { formatDate } from './format';
import { QuestionField } from './QuestionField';
import { SurveyLogo } from './SurveyLogo';
import { RichText } from './RichText';
import { useDraftSaving, type DraftPlace } from './useDraftSaving';

export type SubmitProblem = 'answered' | 'closed';

export interface SurveyFormProps {
  survey: SurveyDetail;
  access: SurveyAccess;
  /** The survey's language selector; none at a kiosk, where each person chooses at the start. */
  languagePath?: string;
  /** A shared kiosk: the answers live only on the screen, never in the browser's storage. */
  kiosk?: boolean;
  onSubmitted: () => void;
  onProblem: (problem: SubmitProblem) => void;
}

/** A problem on a question: an i18n key (translated when shown) or the server's own words. */
type QuestionError = { key: string; values?: Record<string, number> } | { text: string };

/** Anonymous surveys, and visits by access code, keep their draft only in this browser. */
const draftPlaceOf = (survey: SurveyDetail, access: SurveyAccess, kiosk: boolean): DraftPlace =>
  kiosk
    ? 'memory'
    : survey.anonymous || (access.kind === 'token' && access.visit)
      ? 'browser'
      : 'server';

function startingPoint(survey: SurveyDetail, place: DraftPlace) {
  const draft =
    place === 'browser' ? browserDrafts.load(survey.id) : place === 'server' ? survey.draft : null;
  // A consent given to another version of the text does not count: it is asked again.
  const record = draft?.consent?.version === survey.consent.version ? draft.consent : null;
  const consent: ConsentChoice = record ? (record.given ? 'given' : 'declined') : null;
  const answers = withoutHidden(survey.questions, draft?.answers ?? {}, consent === 'given');
  const all = steps(survey.questions, answers, consent);
  const current = all.length ? stepKey(all[resumeStep(all, answers, consent)]) : '';
  return { consent, answers, current };
}

/**
 * Answering a survey: one question a page (or all on one page), the consent step before the
 * first sensitive question, conditions applied as the person answers, the draft kept as they
 * go, and one submission.
 */
export function SurveyForm({
  survey,
  access,
  languagePath,
  kiosk = false,
  onSubmitted,
  onProblem,
}: SurveyFormProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const showError = useErrorToast();
  const [place, setPlace] = useState<DraftPlace>(() => draftPlaceOf(survey, access, kiosk));
  const visit = access.kind === 'token' && access.visit;
  const [start] = useState(() => startingPoint(survey, place));
  const [answers, setAnswers] = useState<Answers>(start.answers);
  const [consent, setConsent] = useState<ConsentChoice>(start.consent);
  const [currentKey, setCurrentKey] = useState(start.current);
  const [onePage, setOnePage] = useState(false);
  const [errors, setErrors] = useState<Record<string, QuestionError>>({});
  const [submitting, setSubmitting] = useState(false);
  const heading = usePageHeading(survey.name);
  const { pathname } = useLocation();

  const { questions } = survey;
  const consentGiven = consent === 'given';
  const all = useMemo(() => steps(questions, answers, consent), [questions, answers, consent]);
  const visible = useMemo(
    () => visibleQuestions(questions, answers, consentGiven),
    [questions, answers, consentGiven],
  );
  const kept = useMemo(
    () => keptAnswers(questions, answers, consentGiven),
    [questions, answers, consentGiven],
  );
  const subjects = useMemo(() => sensitiveSubjects(questions), [questions]);
  const found = all.findIndex((step) => stepKey(step) === currentKey);
  const position = found === -1 ? 0 : found;
  const step: Step | undefined = all[position];
  const isLast = position === all.length - 1;

  const record = consent === null ? null : { given: consentGiven, version: survey.consent.version };
  const saving = useDraftSaving({
    surveyId: survey.id,
    access,
    place,
    draft: { answers: kept, consent: record },
    onServerRefused: () => setPlace('browser'),
  });

  // After moving between steps, focus goes to the new step's heading (not on the first render),
  // so keyboard and screen-reader users start there.
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const target = document.getElementById(
      currentKey === 'consent' ? 'consent-title' : `q-${currentKey}-legend`,
    );
    target?.focus();
    target?.scrollIntoView?.({ block: 'nearest' });
  });
  const focusOn = (key: string) => {
    moved.current = true;
    setCurrentKey(key);
  };

  const setAnswer = (question: SurveyQuestion, answer: Answer | undefined) => {
    setAnswers((current) => {
      const next = { ...current };
      if (answer) next[question.id] = answer;
      else delete next[question.id];
      // A changed choice may hide later questions: their answers go (and are not sent).
      return withoutHidden(questions, next, consentGiven);
    });
    setErrors(({ [question.id]: _dropped, ...rest }) => rest);
  };

  const choose = (choice: 'given' | 'declined') => {
    const nextAnswers = withoutHidden(questions, answers, choice === 'given');
    setConsent(choice);
    setAnswers(nextAnswers);
    if (onePage) return;
    const nextSteps = steps(questions, nextAnswers, choice);
    const here = nextSteps.findIndex((item) => item.kind === 'consent');
    if (here < nextSteps.length - 1) focusOn(stepKey(nextSteps[here + 1]));
  };

  const problemsOf = (list: SurveyQuestion[]) =>
    Object.fromEntries(
      list.flatMap((question) => {
        const problem = problemOf(question, answers[question.id]);
        return problem ? [[question.id, problem as QuestionError]] : [];
      }),
    );

  const showProblems = (problems: Record<string, QuestionError>) => {
    setErrors(problems);
    const first = visible.find((question) => problems[question.id]);
    if (first) focusOn(first.id);
  };

  const next = () => {
    if (!step) return;
    if (step.kind === 'question') {
      const problems = problemsOf([step.question]);
      if (Object.keys(problems).length) return showProblems(problems);
    }
    if (isLast) void submit();
    else focusOn(stepKey(all[position + 1]));
  };

  const submit = async () => {
    const problems = problemsOf(visible);
    if (Object.keys(problems).length) {
      showProblems(problems);
      toast.show('error', t('survey.checkAnswers'));
      return;
    }
    setSubmitting(true);
    await saving.hold();
    try {
      await surveyApi.submit(
        survey.id,
        {
          answers: kept,
          consent: { given: consentGiven, version: survey.consent.version },
          language: survey.language || i18n.language,
        },
        access,
      );
      browserDrafts.clear(survey.id);
      onSubmitted();
    } catch (error) {
      if (error instanceof ApiError && (error.status === 409 || error.status === 410)) {
        browserDrafts.clear(survey.id);
        onProblem(error.status === 409 ? 'answered' : 'closed');
        return;
      }
      saving.release();
      setSubmitting(false);
      const fromServer = error instanceof ApiError ? answerErrors(error) : {};
      if (Object.keys(fromServer).length) {
        showProblems(fromServer);
        toast.show('error', t('survey.checkAnswers'));
      } else showError(error);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (onePage) void submit();
    else next();
  };

  const errorText = (id: string) => {
    const error = errors[id];
    if (!error) return undefined;
    return 'text' in error ? error.text : t(error.key, error.values);
  };

  const renderStep = (item: Step) =>
    item.kind === 'consent' ? (
      <ConsentStep
        key="consent"
        text={survey.consent.text}
        subjects={subjects}
        choice={consent}
        onChoose={choose}
      />
    ) : (
      <QuestionField
        key={item.question.id}
        question={item.question}
        answer={answers[item.question.id]}
        onChange={(answer) => setAnswer(item.question, answer)}
        error={errorText(item.question.id)}
      />
    );

  const answered = visible.filter((question) => !isEmptyAnswer(answers[question.id])).length;
  const language = LANGUAGES.find((item) => item.code === i18n.language);
  const endsOn = survey.endsAt ? formatDate(survey.endsAt, i18n.language) : null;
  const showSubmitOnConsent = step?.kind === 'consent' && isLast && consent !== null;

  return (
    <div className="survey">
      <header className="survey-head">
        <SurveyLogo company={survey.company} access={access} />
        <h1 className="page-title" ref={heading} tabIndex={-1}>
          {survey.name}
        </h1>
        {endsOn && <p className="survey-meta">{t('survey.endsOn', { date: endsOn })}</p>}
        {survey.anonymous ? (
          <p className="survey-privacy">
            <EyeOffIcon />
            {t('survey.anonymousNote')}
          </p>
        ) : (
          // A visitor by code is nobody in the company's records: only a person's own link or
          // session ties the answers to a name, and then the person is told so before answering.
          !visit && (
            <p className="survey-privacy">
              <UserIcon />
              {t('survey.identifiedNote')}
            </p>
          )
        )}
        {survey.introduction && <RichText html={survey.introduction} className="survey-intro" />}
        <div className="survey-tools">
          {languagePath && (
            <Link to={languagePath} state={{ from: pathname }} className="btn btn-link btn-small">
              <GlobeIcon />
              {language?.name ?? t('common.language')}
            </Link>
          )}
          <Button
            variant="link"
            small
            aria-pressed={onePage}
            onClick={() => setOnePage((shown) => !shown)}
          >
            <ListIcon />
            {t('survey.showAll')}
          </Button>
        </div>
      </header>

      <div className="survey-progress">
        <p id="survey-progress-label" className="survey-progress-label">
          {t('survey.answeredOf', { answered, total: visible.length })}
        </p>
        {/* A drawn bar rather than <progress>, whose look each browser styles its own way: its
            width is exactly the share answered, full at the last answer. */}
        <div
          role="progressbar"
          aria-labelledby="survey-progress-label"
          aria-valuemin={0}
          aria-valuemax={visible.length}
          aria-valuenow={answered}
          className="survey-progress-track"
        >
          <span style={{ width: `${visible.length ? (answered / visible.length) * 100 : 0}%` }} />
        </div>
      </div>
      <p className="field-hint survey-required-note">{t('survey.requiredNote')}</p>

      <form onSubmit={onSubmit} noValidate className="survey-form">
        {onePage ? all.map(renderStep) : step && renderStep(step)}

        <div className="survey-nav">
          {!onePage && (
            <Button
              variant="secondary"
              disabled={position === 0 || submitting}
              onClick={() => focusOn(stepKey(all[position - 1]))}
            >
              <ArrowLeftIcon />
              {t('survey.previous')}
            </Button>
          )}
          {(onePage || step?.kind === 'question' || showSubmitOnConsent) && (
            <Button type="submit" loading={submitting}>
              {onePage || isLast ? (
                t('survey.submit')
              ) : (
                <>
                  {t('survey.next')}
                  <ArrowRightIcon />
                </>
              )}
            </Button>
          )}
        </div>
      </form>
      <SaveStatus place={place} state={saving.state} />
    </div>
  );
}

/** The server's `answers.{questionId}` messages, by question. */
function answerErrors(error: ApiError): Record<string, QuestionError> {
  return Object.fromEntries(
    Object.entries(error.errors)
      .filter(([field]) => field.startsWith('answers.'))
      .map(([field, messages]) => [field.slice('answers.'.length), { text: messages.join(' ') }]),
  );
}

function SaveStatus({ place, state }: { place: DraftPlace; state: string }) {
  const { t } = useTranslation();
  const text =
    state === 'failed'
      ? t('survey.saveFailed')
      : state === 'saving'
        ? t('survey.saving')
        : state === 'saved'
          ? place === 'browser'
            ? t('survey.savedInBrowser')
            : t('survey.saved')
          : place === 'browser'
            ? t('survey.draftInBrowser')
            : t('survey.draftOnServer');
  return (
    <p className={`survey-save survey-save-${state}`} role="status">
      {text}
    </p>
  );
}
