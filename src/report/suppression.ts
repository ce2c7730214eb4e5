/**
 * Which groups of a report may be shown without exposing anyone (DESIGN §5b "Reports").
 *
 * A report publishes, per question, counts per group (departments, organizations, the options of
 * a demographic question) and their total. Four ways to learn about a small group are closed:
 *
 * 1. Small groups: a group with fewer than k respondents is hidden (k = 5 by default, 10 for
 *    free text; a platform setting, never below 3).
 * 2. Subtraction within a report: total − visible groups = hidden groups. Whenever exactly one
 *    group is hidden, or the hidden ones add up to fewer than k, the next smallest group is
 *    hidden too, so that the hidden part is either nothing or at least k people together.
 * 3. Subtraction between reports with different filters: a group in a filtered report and the
 *    same group in every report that drops some of the filters differ by the people the filter
 *    removed; unless that difference is 0 or at least k, the group is hidden.
 * 4. Subtraction across the hierarchy: an organization is a union of departments, so an
 *    organization minus its departments shown elsewhere is its hidden departments; an
 *    organization whose hidden departments hold between 1 and k−1 people is hidden.
 *
 * Counting is per question: a group is as large as the people in it who answered that question.
 */

export const TEXT_MINIMUM_GROUP = 10;

export interface GroupCount {
  id: string;
  /** Respondents of this group in the report as requested. */
  respondents: number;
  /** The same group in each report that drops some of the filters (differencing, rule 3). */
  withoutFilters?: number[];
  /** Organizations: respondents in their departments that a department report hides (rule 4). */
  inHiddenParts?: number;
  /** Hidden by a related table (fewer filters, the survey's respondents): it stays hidden here. */
  hiddenElsewhere?: boolean;
}

export interface TotalCount {
  respondents: number;
  withoutFilters?: number[];
  /** The filtered population is a group some related table hides. */
  hiddenElsewhere?: boolean;
}

export interface Suppression {
  hidden: Set<string>;
  /** The total itself would expose someone: nothing of the table may be shown. */
  totalHidden: boolean;
  /** Some of it is hidden because its respondents all gave one sensitive answer (l-diversity). */
  uniform?: boolean;
}

/** A difference between two published counts is safe when it is nobody or a crowd. */
const exposes = (difference: number, minimum: number) => difference > 0 && difference < minimum;

function breaksPrimaryRules(group: GroupCount, minimum: number): boolean {
  return (
    !!group.hiddenElsewhere ||
    exposes(group.respondents, minimum) ||
    (group.withoutFilters ?? []).some((count) => exposes(count - group.respondents, minimum)) ||
    exposes(group.inHiddenParts ?? 0, minimum)
  );
}

/**
 * The groups of one table (one question, one grouping) to hide, primary and complementary, and
 * whether its total must go too.
 */
export function suppress(groups: GroupCount[], total: TotalCount, minimum: number): Suppression {
  const all = new Set(groups.map((group) => group.id));
  const totalHidden =
    !!total.hiddenElsewhere ||
    exposes(total.respondents, minimum) ||
    (total.withoutFilters ?? []).some((count) => exposes(count - total.respondents, minimum));
  if (totalHidden) return { hidden: all, totalHidden };

  const hidden = new Set(
    groups.filter((group) => breaksPrimaryRules(group, minimum)).map((group) => group.id),
  );
  const populated = (group: GroupCount) => group.respondents > 0;
  const hiddenCrowd = () => groups.filter((group) => hidden.has(group.id) && populated(group));
  const tooRevealing = () => {
    const crowd = hiddenCrowd();
    const people = crowd.reduce((sum, group) => sum + group.respondents, 0);
    return crowd.length === 1 || exposes(people, minimum);
  };
  // Complementary suppression: smallest first, so the least information is given up.
  const candidates = groups
    .filter(populated)
    .sort((a, b) => a.respondents - b.respondents || a.id.localeCompare(b.id));
  for (const candidate of candidates) {
    if (!tooRevealing()) break;
    hidden.add(candidate.id);
  }
  if (tooRevealing()) return { hidden: all, totalHidden: true };
  return { hidden, totalHidden: false };
}

/** The threshold for a question: free text needs larger groups. */
export function minimumFor(questionType: string, minimum: number): number {
  return questionType === 'text' ? Math.max(TEXT_MINIMUM_GROUP, minimum) : minimum;
}
