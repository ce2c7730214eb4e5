import { ValidationFailedException } from '../../common/http/app-exceptions';
import { CHOICE_TYPES } from '../question.model';
import { QuestionnaireQuestion } from './questionnaire.entities';

/** A condition names an earlier choice question and some of its options. */
export function checkCondition(
  question: QuestionnaireQuestion,
  questions: QuestionnaireQuestion[],
): void {
  if (!question.condition) return;
  const { questionId, optionKeys } = question.condition;
  const target = questions.find((candidate) => candidate.id === questionId);
  const valid =
    target &&
    target.id !== question.id &&
    target.position < question.position &&
    CHOICE_TYPES.includes(target.type) &&
    optionKeys.every((key) => target.options.some((option) => option.key === key));
  if (!valid) throw ValidationFailedException.of('condition', 'questionnaire.conditionInvalid');
}

/** After a move or a removal, every condition must still name an earlier question. */
export function checkDependents(questions: QuestionnaireQuestion[]): void {
  for (const question of questions) checkCondition(question, questions);
}
