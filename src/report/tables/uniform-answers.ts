import { TALLY_KEY } from '../../answers/tally-keys';
import { Cell } from '../report.model';
import { Axis, groupOf } from './cell-index';

/**
 * l-diversity for sensitive questions: a group shown whose respondents all gave one answer tells
 * that answer of each of its members, however many they are. `uniform` says whether some groups
 * together (their respondents pooled) gave one answer only: an option that every one of them
 * chose. "Prefer not to answer" says nothing sensitive, so it is never such an answer.
 */
export class UniformAnswers {
  private readonly respondents = new Map<string, number>();
  private readonly chosen = new Map<string, Map<string, number>>();

  constructor(cells: Cell[], axis: Axis) {
    for (const cell of cells) {
      const group = groupOf(cell, axis);
      if (cell.key === TALLY_KEY.answered) {
        this.respondents.set(group, (this.respondents.get(group) ?? 0) + cell.count);
      } else if (cell.key !== TALLY_KEY.preferNot) {
        const options = this.chosen.get(group) ?? new Map<string, number>();
        options.set(cell.key, (options.get(cell.key) ?? 0) + cell.count);
        this.chosen.set(group, options);
      }
    }
  }

  /** Whether the pooled respondents of `groups` (all groups when omitted) chose one option alike. */
  uniform(groups: Iterable<string> = this.respondents.keys()): boolean {
    const ids = [...groups];
    const people = ids.reduce((sum, id) => sum + (this.respondents.get(id) ?? 0), 0);
    if (people === 0) return false;
    const options = new Set(ids.flatMap((id) => [...(this.chosen.get(id)?.keys() ?? [])]));
    return [...options].some(
      (option) =>
        ids.reduce((sum, id) => sum + (this.chosen.get(id)?.get(option) ?? 0), 0) === people,
    );
  }
}
