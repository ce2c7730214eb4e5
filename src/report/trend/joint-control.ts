import { TALLY_KEY } from '../../answers/tally-keys';
import { PREFER_NOT_TO_ANSWER } from '../../survey/question.model';
import { ReportRequest, ReportView } from '../report.model';
import { activeMask, Axis } from '../tables/cell-index';
import { DisclosureControl } from '../tables/disclosure-control';
import { axisOf } from '../tables/report-builder';

/** A table's hidden groups (their keys among the cells). */
export interface HiddenTable {
  questionId: string | null;
  mask: number;
  axis: Axis;
  hidden: Set<string>;
}

/** One report taken with others: how its questions are named in common. */
export interface JointMember {
  /** Its question's id in common (the compared survey's), null for the survey's respondents. */
  common: (questionId: string | null) => string | null;
  /** Its decisions, hiding too what `related` says the others hide. */
  control: (
    related: (questionId: string | null, mask: number, axis: Axis) => Set<string>,
  ) => DisclosureControl;
}

const NONE: ReadonlySet<string> = new Set();
const tableKey = (questionId: string | null, mask: number, axis: Axis) =>
  `${questionId ?? '*'}|${mask}|${axis}`;

/**
 * Decides several reports together — the editions of a series, two surveys compared — so that a
 * group hidden in one is hidden in all: each table of each report hides every group the same
 * table of any of them hides, and `suppress` then adds whatever complementary suppression that
 * calls for, in each. The hidden sets only grow, round after round, until no report hides
 * anything new (a fixed point), so each report is protected against itself, its related tables
 * and the others, and a difference between two shown cells tells nothing a hidden one holds.
 *
 * `publish` builds the reports from the controls of one round (asking the tables it needs);
 * `hiddenIn` reads back what each hides in the end (a report also hides a group whose small
 * sensitive counts cannot be protected, after its control). The last round's are returned.
 */
export async function decideTogether<T>(
  members: JointMember[],
  publish: (controls: DisclosureControl[]) => Promise<T[]>,
  hiddenIn: (published: T) => HiddenTable[],
): Promise<T[]> {
  let shared = new Map<string, Set<string>>();
  for (;;) {
    const known = shared;
    const controls = members.map((member) =>
      member.control(
        (questionId, mask, axis) =>
          (known.get(tableKey(member.common(questionId), mask, axis)) as Set<string>) ??
          (NONE as Set<string>),
      ),
    );
    const published = await publish(controls);
    const next = new Map<string, Set<string>>();
    controls.forEach((control, index) => {
      for (const table of [...control.decided(), ...hiddenIn(published[index])]) {
        const key = tableKey(members[index].common(table.questionId), table.mask, table.axis);
        const hidden = next.get(key) ?? new Set<string>();
        for (const group of table.hidden) hidden.add(group);
        next.set(key, hidden);
      }
    });
    const grew = [...next].some(([key, hidden]) => hidden.size > (known.get(key)?.size ?? 0));
    if (!grew) return published;
    shared = next;
  }
}

/** The groups a published report hides, per question, as keys among the cells. */
export function hiddenInReport(report: ReportView, request: ReportRequest): HiddenTable[] {
  const mask = activeMask(request.filters);
  const axis = axisOf(request.groupBy);
  const key = (id: string) => (id === PREFER_NOT_TO_ANSWER ? TALLY_KEY.preferNot : id);
  return report.questions.map((question) => ({
    questionId: question.id,
    mask,
    axis,
    hidden: new Set(
      question.groups.filter((group) => group.suppressed).map((group) => key(group.id)),
    ),
  }));
}
