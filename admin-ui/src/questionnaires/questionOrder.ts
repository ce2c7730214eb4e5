import { isChoice, type QuestionnaireQuestion } from '../library/question.model';

type Ordered = Pick<QuestionnaireQuestion, 'id' | 'condition'>;
type Candidate = Pick<QuestionnaireQuestion, 'id' | 'position' | 'type'>;

/** The ids with the one at `from` moved to `to` (both indexes of the list). */
export function moveId(ids: readonly string[], from: number, to: number): string[] {
  if (from === to || from < 0 || to < 0 || from >= ids.length || to >= ids.length) return [...ids];
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/**
 * Questions whose condition would point at a later question (or one that is gone) in this
 * order: the API refuses such an order, since a condition can only look back.
 */
export function brokenConditions(
  questions: readonly Ordered[],
  order: readonly string[],
): string[] {
  const position = new Map(order.map((id, index) => [id, index]));
  return questions
    .filter((question) => {
      if (!question.condition) return false;
      const own = position.get(question.id);
      const target = position.get(question.condition.questionId);
      return own === undefined || target === undefined || target >= own;
    })
    .map((question) => question.id);
}

/** Can the question at `index` move to `to` without breaking a condition? */
export function canMove(questions: readonly Ordered[], index: number, to: number): boolean {
  if (to < 0 || to >= questions.length || to === index) return false;
  const order = moveId(
    questions.map((question) => question.id),
    index,
    to,
  );
  return brokenConditions(questions, order).length === 0;
}

/** The questions whose condition depends on `id`'s answer: it cannot go while they do. */
export function dependentsOf<T extends Ordered>(questions: readonly T[], id: string): T[] {
  return questions.filter((question) => question.condition?.questionId === id);
}

/**
 * The questions a condition may name: earlier choice questions (single, multiple, scale). A
 * new question goes last, so every choice question is earlier than it.
 */
export function conditionCandidates<T extends Candidate>(
  questions: readonly T[],
  currentId?: string | null,
): T[] {
  const current = currentId ? questions.find((question) => question.id === currentId) : undefined;
  return questions.filter(
    (question) =>
      question.id !== currentId &&
      isChoice(question.type) &&
      (current === undefined || question.position < current.position),
  );
}
