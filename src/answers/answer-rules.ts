import { FieldErrors, LocalizedMessage } from '../common/http/app-exceptions';
import { matrixRowId } from '../survey/matrix';
import { AnswerInput, AnswersInput, CHOICE_TYPES, FrozenQuestion } from '../survey/question.model';

export interface AnswerRow {
  questionId: string;
  optionKey: string | null;
  valueText: string | null;
  valueNumber: number | null;
  preferNot: boolean;
}

export const MAX_TEXT_ANSWER = 5000;

export interface CheckedAnswers {
  errors: FieldErrors;
  rows: AnswerRow[];
  /** Questions the respondent saw and answered, by id. */
  answered: Set<string>;
}

/**
 * No answer at all. Answers arrive as any JSON (drafts are not checked), so a value of the wrong
 * type counts as an answer, for the question's own check to refuse.
 */
export function isEmptyAnswer(answer: AnswerInput | undefined): boolean {
  if (!answer || typeof answer !== 'object') return !answer;
  const { optionKeys, rows, text, number, preferNotToAnswer } = answer as Record<string, unknown>;
  return (
    !preferNotToAnswer &&
    (optionKeys === undefined || (Array.isArray(optionKeys) && !optionKeys.length)) &&
    (rows === undefined ||
      (!!rows && typeof rows === 'object' && !Array.isArray(rows) && !Object.keys(rows).length)) &&
    (text === undefined || (typeof text === 'string' && text.trim() === '')) &&
    number === undefined
  );
}

/**
 * The server's reading of a submission, question by question in order: a question is visible
 * when its condition holds on the answers already accepted, and sensitive questions exist only
 * with consent. Hidden questions must have no answer; visible required ones must have one.
 */
export function checkAnswers(
  questions: FrozenQuestion[],
  answers: AnswersInput,
  consentGiven: boolean,
): CheckedAnswers {
  const errors: FieldErrors = {};
  const rows: AnswerRow[] = [];
  const accepted = new Map<string, string[]>();
  const answered = new Set<string>();
  const fail = (questionId: string, message: LocalizedMessage) =>
    (errors[`answers.${questionId}`] ??= []).push(message);

  const known = new Set(questions.map((question) => question.id));
  for (const questionId of Object.keys(answers)) {
    if (!known.has(questionId)) fail(questionId, { key: 'survey.unknownQuestion' });
  }

  for (const question of questions) {
    const answer = answers[question.id];
    const visible =
      (!question.sensitive || consentGiven) &&
      (!question.condition ||
        (accepted.get(question.condition.questionId) ?? []).some((key) =>
          question.condition?.optionKeys.includes(key),
        ));
    if (!visible) {
      if (!isEmptyAnswer(answer)) fail(question.id, { key: 'survey.hiddenAnswered' });
      continue;
    }
    if (isEmptyAnswer(answer)) {
      if (question.required) fail(question.id, { key: 'survey.required' });
      continue;
    }
    const given = answer as AnswerInput;
    if (given.preferNotToAnswer) {
      if (!question.sensitive) fail(question.id, { key: 'survey.invalidAnswer' });
      else {
        rows.push({
          questionId: question.id,
          optionKey: null,
          valueText: null,
          valueNumber: null,
          preferNot: true,
        });
        answered.add(question.id);
      }
      continue;
    }
    const checked = checkOne(question, given);
    if ('error' in checked) {
      fail(question.id, checked.error);
      continue;
    }
    rows.push(...checked.rows);
    answered.add(question.id);
    if (CHOICE_TYPES.includes(question.type)) accepted.set(question.id, given.optionKeys ?? []);
  }
  return { errors, rows, answered };
}

function checkOne(
  question: FrozenQuestion,
  answer: AnswerInput,
): { rows: AnswerRow[] } | { error: LocalizedMessage } {
  const base = { questionId: question.id, valueText: null, valueNumber: null, preferNot: false };
  const keys = answer.optionKeys ?? [];
  if (!Array.isArray(keys) || keys.some((key) => typeof key !== 'string'))
    return { error: { key: 'survey.invalidAnswer' } };
  const valid = new Set(question.options.map((option) => option.key));
  switch (question.type) {
    case 'single':
    case 'scale':
    case 'nps':
      if (keys.length !== 1 || !valid.has(keys[0]))
        return { error: { key: 'survey.invalidAnswer' } };
      return { rows: [{ ...base, optionKey: keys[0] }] };
    case 'multiple':
      if (
        !keys.length ||
        new Set(keys).size !== keys.length ||
        keys.some((key) => !valid.has(key))
      ) {
        return { error: { key: 'survey.invalidAnswer' } };
      }
      return { rows: keys.map((key) => ({ ...base, optionKey: key })) };
    case 'ranking':
      // Every option once, in the respondent's order: rank 1 first.
      if (keys.length !== valid.size || new Set(keys).size !== keys.length)
        return { error: { key: 'survey.rankAll' } };
      if (keys.some((key) => !valid.has(key))) return { error: { key: 'survey.invalidAnswer' } };
      return {
        rows: keys.map((key, index) => ({ ...base, optionKey: key, valueNumber: index + 1 })),
      };
    case 'matrix':
      return checkMatrix(question, answer.rows, valid);
    case 'text': {
      if (typeof answer.text !== 'string') return { error: { key: 'validation.string' } };
      const text = answer.text.trim();
      if (text.length > MAX_TEXT_ANSWER)
        return { error: { key: 'validation.maxLength', params: { max: MAX_TEXT_ANSWER } } };
      return { rows: [{ ...base, optionKey: null, valueText: text }] };
    }
    case 'number': {
      const value = answer.number;
      if (typeof value !== 'number' || !Number.isFinite(value))
        return { error: { key: 'validation.number' } };
      if (question.min !== null && value < question.min)
        return { error: { key: 'validation.min', params: { min: question.min } } };
      if (question.max !== null && value > question.max)
        return { error: { key: 'validation.max', params: { max: question.max } } };
      return { rows: [{ ...base, optionKey: null, valueNumber: value }] };
    }
  }
}

/**
 * A matrix is answered whole: one option of its scale per statement, each stored under the
 * statement's own id (matrixRowId), as a question of its own for reports.
 */
function checkMatrix(
  question: FrozenQuestion,
  rows: unknown,
  valid: Set<string>,
): { rows: AnswerRow[] } | { error: LocalizedMessage } {
  if (!rows || typeof rows !== 'object' || Array.isArray(rows))
    return { error: { key: 'survey.invalidAnswer' } };
  const given = rows as Record<string, unknown>;
  const statements = new Set(question.statements.map((statement) => statement.key));
  if (
    Object.entries(given).some(
      ([key, option]) => !statements.has(key) || typeof option !== 'string' || !valid.has(option),
    )
  )
    return { error: { key: 'survey.invalidAnswer' } };
  if (Object.keys(given).length !== statements.size)
    return { error: { key: 'survey.matrixIncomplete' } };
  return {
    rows: question.statements.map((statement) => ({
      questionId: matrixRowId(question.id, statement.key),
      optionKey: given[statement.key] as string,
      valueText: null,
      valueNumber: null,
      preferNot: false,
    })),
  };
}

/**
 * The questions whose answers a response keeps once its consent is withdrawn: those a
 * submission without consent could have answered. Sensitive questions go, and so does every
 * question shown only because of an answer that goes (its answer would tell that answer).
 */
export function keptWithoutConsent(
  questions: FrozenQuestion[],
  answers: Array<Pick<AnswerRow, 'questionId' | 'optionKey'>>,
): Set<string> {
  const kept = new Set<string>();
  for (const question of questions) {
    const shown =
      !question.sensitive &&
      (!question.condition ||
        (kept.has(question.condition.questionId) &&
          answers.some(
            (answer) =>
              answer.questionId === question.condition?.questionId &&
              answer.optionKey !== null &&
              question.condition.optionKeys.includes(answer.optionKey),
          )));
    if (!shown) continue;
    kept.add(question.id);
    // A matrix's answers are kept under its statements' ids.
    for (const statement of question.type === 'matrix' ? question.statements : [])
      kept.add(matrixRowId(question.id, statement.key));
  }
  return kept;
}
