import { TALLY_KEY } from '../../answers/tally-keys';
import { Cell } from '../report.model';

/**
 * Draws below `n` from a linear congruential sequence: the same cases on every run, so that a
 * failing one can be found again. `highBits` reads the upper bits, whose period is longer.
 */
export function seededRandom(seed: number, { highBits = false } = {}): (n: number) => number {
  let state = seed;
  return (n) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return (highBits ? Math.floor(state / 65536) : state) % n;
  };
}

type Split = Pick<Cell, 'groupKey' | 'filterKey'>;

/** One person's count in a tally cell. */
const oneCell = (
  fields: Pick<Cell, 'questionId' | 'key' | 'departmentId' | 'organizationId'> & Split,
): Cell => ({ ...fields, count: 1, sum: null, min: null, max: null });

/**
 * One tally cell per person and answer, and one per person among the survey's respondents;
 * `split` gives the grouping and filter keys each person is tallied under.
 */
export function answerCells<P extends { department: string; answers: Record<string, string> }>(
  people: P[],
  split: (person: P) => Split,
): Cell[] {
  return people.flatMap((person) => {
    const cell = (questionId: string | null, key: string) =>
      oneCell({
        questionId,
        key,
        departmentId: person.department,
        organizationId: null,
        ...split(person),
      });
    return [
      cell(null, TALLY_KEY.answered),
      ...Object.entries(person.answers).flatMap(([questionId, key]) => [
        cell(questionId, TALLY_KEY.answered),
        cell(questionId, key),
      ]),
    ];
  });
}

/**
 * The respondents of the survey and of question `q`, one cell each per person; `split` gives the
 * grouping and filter keys each person is tallied under.
 */
export function respondentCells<
  P extends { department: string | null; organization: string | null; answered: boolean },
>(people: P[], split: (person: P) => Split): Cell[] {
  return people.flatMap((person) => {
    const cell = (questionId: string | null) =>
      oneCell({
        questionId,
        key: TALLY_KEY.answered,
        departmentId: person.department,
        organizationId: person.organization,
        ...split(person),
      });
    return [cell(null), ...(person.answered ? [cell('q')] : [])];
  });
}
