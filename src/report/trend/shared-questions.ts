import { FrozenQuestion } from '../../survey/question.model';

const optionKeys = (question: FrozenQuestion) =>
  question.options
    .map((option) => option.key)
    .sort()
    .join('\u0000');

/**
 * The questions two surveys share, as this survey's id → the other's: the same question of one
 * questionnaire (editions of a series keep its ids), or, between surveys of different
 * questionnaires, a question of the same type, Portuguese text and options (the library's).
 */
export function sharedQuestions(
  questions: FrozenQuestion[],
  others: FrozenQuestion[],
): Map<string, string> {
  const shared = new Map<string, string>();
  const taken = new Set<string>();
  for (const question of questions) {
    const match =
      others.find((other) => other.id === question.id) ??
      others.find(
        (other) =>
          !taken.has(other.id) &&
          other.type === question.type &&
          other.texts['pt-BR'].text === question.texts['pt-BR'].text &&
          optionKeys(other) === optionKeys(question),
      );
    if (!match || taken.has(match.id)) continue;
    shared.set(question.id, match.id);
    taken.add(match.id);
  }
  return shared;
}
