import { GroupCount, suppress, Suppression, TotalCount } from '../suppression';
import { Axis, CellIndex, FILTER_BITS, pairKey, properSubsets } from './cell-index';
import { UniformAnswers } from './uniform-answers';

const DIMENSIONS: Array<{ bit: number; axis: Axis }> = [
  { bit: FILTER_BITS.department, axis: 'department' },
  { bit: FILTER_BITS.organization, axis: 'organization' },
  { bit: FILTER_BITS.demographic, axis: 'filter' },
];

/**
 * Decides, with the rules of `suppression.ts`, what every table of a report may show: a table is
 * one question (or the survey's respondents) split by one axis within a subset of the filters.
 *
 * Besides the counts that `suppress` compares (each group against the same group under every
 * subset of the filters; an organization against its hidden departments), a table inherits two
 * decisions of the coarser tables an admin can also ask for, because published numbers of two
 * reports can be subtracted as easily as those of one:
 * - a group hidden in the same table under fewer filters stays hidden here (otherwise a filter
 *   that changes nothing for the group would publish a cell that was hidden — often the
 *   complementary one — and "total − visible" would give the small group back);
 * - the total of a table filtered to a department, organization or answer is hidden when that
 *   department, organization or answer is a hidden group of the table without that filter;
 * - a question's table hides what the table of the survey's respondents hides, so that no
 *   figure at all (not even the 0 of a question its condition skipped) is shown of a group.
 * - a group hidden by a related table that the caller knows of (`related`: a filtered table is
 *   a row of a two-way table, see intersection-control.ts; the same table of another edition,
 *   see trend/joint-control.ts) stays hidden here.
 *
 * And for the tables `guardsUniform` names (a sensitive question's), l-diversity: a group whose
 * respondents all chose one answer is hidden, and so is the next smallest until the hidden
 * groups together did not all choose one answer either; a table whose whole population did is
 * hidden whole.
 */
export class DisclosureControl {
  private readonly memo = new Map<string, Suppression>();

  constructor(
    private readonly index: CellIndex,
    /** The threshold of a question (null: the survey's respondents). */
    private readonly minimumOf: (questionId: string | null) => number,
    private readonly related: (
      questionId: string | null,
      mask: number,
      axis: Axis,
    ) => Set<string> = () => new Set(),
    private readonly guardsUniform: (
      questionId: string | null,
      mask: number,
      axis: Axis,
    ) => boolean = () => false,
  ) {}

  /** Every table decided so far, with what it hides. */
  decided(): Array<{ questionId: string | null; mask: number; axis: Axis; hidden: Set<string> }> {
    return [...this.memo.entries()].map(([key, result]) => {
      const [question, mask, axis] = key.split('|');
      return {
        questionId: question === '*' ? null : question,
        mask: Number(mask),
        axis: axis as Axis,
        hidden: result.hidden,
      };
    });
  }

  table(questionId: string | null, mask: number, axis: Axis): Suppression {
    const memoKey = `${questionId ?? '*'}|${mask}|${axis}`;
    const known = this.memo.get(memoKey);
    if (known) return known;

    const counts = this.index.respondents(questionId, mask, axis);
    const coarser = properSubsets(mask).map((subset) => ({
      counts: this.index.respondents(questionId, subset, axis),
      hidden: this.table(questionId, subset, axis).hidden,
    }));
    // A question's table also hides every group the survey's respondents table hides: an
    // empty cell of a conditional question would otherwise tell what a hidden group answered.
    const respondentsTable = questionId === null ? null : this.table(null, mask, axis);
    // A group empty here but present under fewer filters is listed too: an empty cell next to a
    // small one elsewhere says who is not in it.
    const ids = new Set([
      ...counts.groups.keys(),
      ...coarser.flatMap((table) => [...table.counts.groups.keys()]),
      ...(respondentsTable?.hidden ?? []),
    ]);
    const hiddenByRelated = this.related(questionId, mask, axis);
    const hiddenDepartments =
      axis === 'organization' ? this.table(questionId, mask, 'department').hidden : null;
    const pairs = hiddenDepartments ? this.index.respondentsByPair(questionId, mask) : null;

    const groups: GroupCount[] = [...ids].map((id) => {
      const respondents = counts.groups.get(id) ?? 0;
      const group: GroupCount = {
        id,
        respondents,
        withoutFilters: coarser.map((table) => table.counts.groups.get(id) ?? 0),
        hiddenElsewhere:
          coarser.some((table) => table.hidden.has(id)) ||
          !!respondentsTable?.hidden.has(id) ||
          hiddenByRelated.has(id),
      };
      if (hiddenDepartments && pairs) {
        group.inHiddenParts = [...hiddenDepartments].reduce(
          (sum, department) => sum + (pairs.get(pairKey(department, id)) ?? 0),
          0,
        );
      }
      return group;
    });

    const total: TotalCount = {
      respondents: counts.total,
      withoutFilters: coarser.map((table) => table.counts.total),
    };
    if (respondentsTable?.totalHidden) total.hiddenElsewhere = true;
    for (const dimension of DIMENSIONS) {
      if (!(mask & dimension.bit)) continue;
      const parent = this.table(questionId, mask & ~dimension.bit, dimension.axis);
      const value = this.filterValue(dimension.axis);
      if (value !== undefined && parent.hidden.has(value)) total.hiddenElsewhere = true;
    }

    const minimum = this.minimumOf(questionId);
    const result = this.guardsUniform(questionId, mask, axis)
      ? diverse(
          groups,
          total,
          minimum,
          new UniformAnswers(this.index.cells(questionId, mask), axis),
        )
      : suppress(groups, total, minimum);
    this.memo.set(memoKey, result);
    return result;
  }

  /** Whether a table's total (the whole filtered population) may be published. */
  totalShown(questionId: string | null, mask: number): boolean {
    return !this.table(questionId, mask, 'none').totalHidden;
  }

  private filterValue(axis: Axis): string | undefined {
    const { departmentId, organizationId, demographic } = this.index.filters;
    if (axis === 'department') return departmentId;
    if (axis === 'organization') return organizationId;
    return demographic?.key;
  }
}

/** `suppress`, then l-diversity: no group shown, and no hidden crowd, of one answer alike. */
function diverse(
  groups: GroupCount[],
  total: TotalCount,
  minimum: number,
  answers: UniformAnswers,
): Suppression {
  if (answers.uniform())
    return { hidden: new Set(groups.map(({ id }) => id)), totalHidden: true, uniform: true };
  const uniform = groups.filter((group) => answers.uniform([group.id]));
  const marked = new Set(uniform.map(({ id }) => id));
  const populated = groups
    .filter((group) => group.respondents > 0)
    .sort((a, b) => a.respondents - b.respondents || a.id.localeCompare(b.id));
  for (;;) {
    const result = suppress(
      groups.map((group) => (marked.has(group.id) ? { ...group, hiddenElsewhere: true } : group)),
      total,
      minimum,
    );
    const crowd = populated.filter(({ id }) => result.hidden.has(id)).map(({ id }) => id);
    if (result.totalHidden || !answers.uniform(crowd))
      return { ...result, uniform: uniform.length > 0 };
    // The hidden groups together chose one answer: each of their members did.
    const next = populated.find(({ id }) => !result.hidden.has(id));
    if (!next) return { hidden: result.hidden, totalHidden: true, uniform: true };
    marked.add(next.id);
  }
}
