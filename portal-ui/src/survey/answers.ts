import type { Answer, Answers, SurveyQuestion } from '../api/survey';

/**
 * The rules of what is shown and what is sent, the same as the server's reading of a submission:
 * questions in order; a question is visible when its condition holds on the choices already
 * given to visible questions, and sensitive questions exist only with consent. A "prefer not to
 * answer" is no choice, so it opens no conditional question.
 */

/** The person's decision on the sensitive questions; null until they make one. */
export type ConsentChoice = 'given' | 'declined' | null;

const CHOICE_TYPES = new Set(['single', 'multiple', 'scale', 'nps']);

export const isEmptyAnswer = (answer: Answer | undefined): boolean =>
  !answer ||
  (!answer.preferNotToAnswer &&
    !answer.optionKeys?.length &&
    !Object.keys(answer.rows ?? {}).length &&
    (answer.text === undefined || answer.text.trim() === '') &&
    answer.number === undefined);

export const byIndex = (questions: SurveyQuestion[]) =>
  [...questions].sort((a, b) => a.index - b.index);

/** The ids of the questions shown for these answers, in order. */
export function visibleQuestions(
  questions: SurveyQuestion[],
  answers: Answers,
  consentGiven: boolean,
): SurveyQuestion[] {
  const chosen = new Map<string, string[]>();
  const visible: SurveyQuestion[] = [];
  for (const question of byIndex(questions)) {
    const { condition } = question;
    const shown =
      (!question.sensitive || consentGiven) &&
      (!condition ||
        (chosen.get(condition.questionId) ?? []).some((key) => condition.optionKeys.includes(key)));
    if (!shown) continue;
    visible.push(question);
    const answer = answers[question.id];
    if (CHOICE_TYPES.has(question.type) && answer && !answer.preferNotToAnswer) {
      chosen.set(question.id, answer.optionKeys ?? []);
    }
  }
  return visible;
}

/** The answers without those of hidden questions (kept as typed: the screen still edits them). */
export function withoutHidden(
  questions: SurveyQuestion[],
  answers: Answers,
  consentGiven: boolean,
): Answers {
  const visible = visibleQuestions(questions, answers, consentGiven);
  return Object.fromEntries(
    visible.flatMap((question) =>
      answers[question.id] ? [[question.id, answers[question.id]]] : [],
    ),
  );
}

/**
 * What may be kept and sent: answers of visible questions only, without the empty ones, texts
 * trimmed. Everything else (a hidden question's answer, a declined sensitive one) is dropped.
 */
export function keptAnswers(
  questions: SurveyQuestion[],
  answers: Answers,
  consentGiven: boolean,
): Answers {
  const kept: Answers = {};
  for (const question of visibleQuestions(questions, answers, consentGiven)) {
    const answer = answers[question.id];
    if (isEmptyAnswer(answer)) continue;
    kept[question.id] = normalized(answer as Answer);
  }
  return kept;
}

function normalized(answer: Answer): Answer {
  if (answer.preferNotToAnswer) return { preferNotToAnswer: true };
  if (answer.optionKeys?.length) return { optionKeys: [...answer.optionKeys] };
  if (answer.rows && Object.keys(answer.rows).length) return { rows: { ...answer.rows } };
  if (answer.text !== undefined && answer.text.trim()) return { text: answer.text.trim() };
  return { number: answer.number };
}

/** A page of the one-question-at-a-time mode: a question, or the consent step. */
export type Step = { kind: 'question'; question: SurveyQuestion } | { kind: 'consent' };

export const stepKey = (step: Step) => (step.kind === 'consent' ? 'consent' : step.question.id);

/** The first sensitive question that would show with consent: the consent step comes before it. */
export function firstSensitive(
  questions: SurveyQuestion[],
  answers: Answers,
): SurveyQuestion | undefined {
  return visibleQuestions(questions, answers, true).find((question) => question.sensitive);
}

/** The steps in order: the visible questions, with the consent step before the first sensitive one. */
export function steps(
  questions: SurveyQuestion[],
  answers: Answers,
  consent: ConsentChoice,
): Step[] {
  const visible = new Set(visibleQuestions(questions, answers, consent === 'given'));
  const sensitive = firstSensitive(questions, answers);
  const result: Step[] = [];
  for (const question of byIndex(questions)) {
    if (question === sensitive) result.push({ kind: 'consent' });
    if (visible.has(question)) result.push({ kind: 'question', question });
  }
  return result;
}

/** Where a person resumes: the first step still waiting for them, else the last one. */
export function resumeStep(all: Step[], answers: Answers, consent: ConsentChoice): number {
  const waiting = all.findIndex((step) =>
    step.kind === 'consent' ? consent === null : isEmptyAnswer(answers[step.question.id]),
  );
  return waiting === -1 ? Math.max(all.length - 1, 0) : waiting;
}

/** What a visible question needs before the person moves on: an i18n key and its values. */
export type AnswerProblem = { key: string; values?: Record<string, number> } | null;

export function problemOf(question: SurveyQuestion, answer: Answer | undefined): AnswerProblem {
  if (isEmptyAnswer(answer)) return question.required ? { key: 'survey.required' } : null;
  // A matrix is answered whole, a ranking orders every option (as the server checks).
  if (
    question.type === 'matrix' &&
    question.statements.some((statement) => !answer?.rows?.[statement.key])
  )
    return { key: 'survey.matrixIncomplete' };
  if (question.type === 'ranking' && answer?.optionKeys?.length !== question.options.length)
    return { key: 'survey.rankAll' };
  const value = answer?.number;
  if (question.type !== 'number' || value === undefined || answer?.preferNotToAnswer) return null;
  const { min, max } = question;
  if (min !== null && max !== null && (value < min || value > max)) {
    return { key: 'survey.between', values: { min, max } };
  }
  if (min !== null && value < min) return { key: 'survey.atLeast', values: { min } };
  if (max !== null && value > max) return { key: 'survey.atMost', values: { max } };
  return null;
}

/**
 * The sensitive subjects the consent step names: the categories when the server gives every
 * sensitive question one, else the questions themselves.
 */
export function sensitiveSubjects(
  questions: SurveyQuestion[],
): { categories: string[] } | { questions: string[] } {
  const sensitive = byIndex(questions).filter((question) => question.sensitive);
  if (sensitive.every((question) => question.category)) {
    return { categories: [...new Set(sensitive.map((question) => question.category as string))] };
  }
  return { questions: sensitive.map((question) => question.text) };
}
