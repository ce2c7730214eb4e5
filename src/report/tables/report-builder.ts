import { translate } from '../../common/i18n/translate';
import { CHOICE_TYPES, FrozenQuestion, PREFER_NOT_TO_ANSWER } from '../../survey/question.model';
import { minimumFor } from '../suppression';
import {
  Comments,
  GroupBy,
  NO_GROUP,
  QuestionReport,
  ReportRequest,
  ReportView,
} from '../report.model';
import { TALLY_KEY } from '../../answers/tally-keys';
import { activeMask, Axis, CellIndex, FILTER_BITS } from './cell-index';
import { DisclosureControl } from './disclosure-control';
import { linkedControls, RelatedTables } from '../intersection/intersection-control';
import { breakdown, favourableShare, KeySums, label, sumByGroup, TOTAL } from './question-tables';
import { Column, ReportInput } from './report-input';
import { invitedWithin, responseRate } from './response-rate';
import { protectSmallCounts } from './small-counts';

const AXIS: Record<GroupBy, Axis> = {
  department: 'department',
  organization: 'organization',
  question: 'group',
};

export const axisOf = (groupBy: GroupBy | undefined): Axis => (groupBy ? AXIS[groupBy] : 'none');

/** The threshold of each question of a report (null: the survey's respondents). */
export function thresholds(questions: FrozenQuestion[], minimum: number) {
  const types = new Map(questions.map((question) => [question.id, question.type]));
  return (questionId: string | null) =>
    questionId === null ? minimum : minimumFor(types.get(questionId) ?? 'single', minimum);
}

/**
 * The tables where l-diversity applies: a sensitive choice question's, except where its groups
 * are its own answers (grouped or filtered by that very question, every group is of one answer
 * by construction and tells nothing new).
 */
export function uniformGuard(questions: FrozenQuestion[], request: ReportRequest) {
  const sensitive = new Set(
    questions
      .filter((question) => question.sensitive && CHOICE_TYPES.includes(question.type))
      .map(({ id }) => id),
  );
  const grouping = request.groupBy === 'question' ? request.groupQuestionId : undefined;
  const filter = request.filters.demographic?.questionId;
  return (questionId: string | null, mask: number, axis: Axis) =>
    questionId !== null &&
    sensitive.has(questionId) &&
    !(questionId === grouping && axis === 'group') &&
    !(questionId === filter && (axis === 'filter' || mask & FILTER_BITS.demographic));
}

/**
 * The decisions of a report: which tables show what (shared by the API and the exports);
 * `related` names groups that other reports (editions compared with it) hide.
 */
export function disclosureFor(
  cells: CellIndex,
  questions: FrozenQuestion[],
  minimum: number,
  request: ReportRequest,
  related?: RelatedTables,
): DisclosureControl {
  return linkedControls(cells, thresholds(questions, minimum), {
    related,
    guardsUniform: uniformGuard(questions, request),
  }).control;
}

/** Text questions whose answers may be listed: no demographics, and a large enough population. */
export function listableComments(
  request: ReportRequest,
  questions: FrozenQuestion[],
  control: DisclosureControl,
  cells: CellIndex,
): string[] {
  if (request.groupBy === 'question' || request.filters.demographic) return [];
  const mask = activeMask(request.filters);
  return questions
    .filter((question) => question.type === 'text')
    .filter((question) => textAnswers(cells, question.id, mask) > 0)
    .filter((question) => control.totalShown(question.id, mask))
    .map((question) => question.id);
}

const textAnswers = (cells: CellIndex, questionId: string, mask: number) =>
  cells.respondents(questionId, mask, 'none').total -
  cells
    .cells(questionId, mask)
    .filter((cell) => cell.key === TALLY_KEY.preferNot)
    .reduce((sum, cell) => sum + cell.count, 0);

export function buildReport(input: ReportInput): ReportView {
  const { request, language, cells, questions } = input;
  const axis = axisOf(request.groupBy);
  const mask = activeMask(request.filters);
  const control = input.control ?? disclosureFor(cells, questions, input.minimum, request);
  const groupQuestion = questions.find((question) => question.id === request.groupQuestionId);
  const groups = columns(input, axis, mask, groupQuestion);

  const questionReports = questions.map((question): QuestionReport => {
    const table = control.table(question.id, mask, axis);
    const sums = sumByGroup(cells.cells(question.id, mask), axis);
    const small = smallCounts(question, groups, sums, table, input.minimum);
    const report: QuestionReport = {
      id: question.id,
      position: question.position,
      type: question.type,
      text: question.texts[language]?.text ?? question.texts['pt-BR'].text,
      sensitive: question.sensitive,
      category: question.category,
      minimumGroupSize: minimumFor(question.type, input.minimum),
      ...(table.uniform ? { uniformHidden: true } : {}),
      total: breakdown(question, sums.get(TOTAL), small.hidden(TOTAL), language, small.of(TOTAL)),
      groups: groups.map((group) => ({
        id: group.id,
        ...breakdown(
          question,
          sums.get(group.key),
          small.hidden(group.key),
          language,
          small.of(group.key),
        ),
      })),
    };
    if (question.type === 'text') report.comments = comments(input, question.id);
    return report;
  });

  return {
    survey: input.survey,
    language,
    minimumGroupSize: input.minimum,
    textMinimumGroupSize: minimumFor('text', input.minimum),
    groupBy: request.groupBy ?? null,
    groupQuestionId: request.groupBy === 'question' ? (request.groupQuestionId ?? null) : null,
    filters: {
      departmentId: request.filters.departmentId ?? null,
      organizationId: request.filters.organizationId ?? null,
      filterQuestionId: request.filters.demographic?.questionId ?? null,
      filterOptionKey: request.filters.demographic
        ? request.filters.demographic.key === TALLY_KEY.preferNot
          ? PREFER_NOT_TO_ANSWER
          : request.filters.demographic.key
        : null,
    },
    groups: groups.map(({ id, label }) => ({ id, label })),
    responseRate: responseRate(input, control, axis, mask, groups),
    questions: questionReports,
    heatmap: questions
      .filter((question) => question.type === 'scale')
      .filter((question) => question.options.some((option) => option.favourable))
      .map((question) => {
        const table = control.table(question.id, mask, axis);
        const sums = sumByGroup(cells.cells(question.id, mask), axis);
        const cell = (hidden: boolean, group: string) =>
          hidden
            ? { favourable: null, suppressed: true }
            : { favourable: favourableShare(question, sums.get(group)), suppressed: false };
        return {
          questionId: question.id,
          text: question.texts[language]?.text ?? question.texts['pt-BR'].text,
          total: cell(table.totalHidden, TOTAL),
          groups: groups.map((group) => ({
            id: group.id,
            ...cell(table.hidden.has(group.key), group.key),
          })),
        };
      }),
  };
}

/**
 * Which counts of a sensitive choice question are published as "fewer than k" or hidden, and
 * which groups its small counts hide whole (small-counts.ts); other questions show every count.
 */
function smallCounts(
  question: FrozenQuestion,
  groups: Column[],
  sums: Map<string, KeySums>,
  table: { hidden: Set<string>; totalHidden: boolean },
  minimum: number,
) {
  const columns = [...groups.map((group) => group.key), TOTAL];
  const hiddenBefore = (column: string) =>
    column === TOTAL ? table.totalHidden : table.hidden.has(column);
  if (!question.sensitive || !CHOICE_TYPES.includes(question.type))
    return { hidden: hiddenBefore, of: () => undefined };
  const keys = [...question.options.map((option) => option.key), TALLY_KEY.preferNot];
  const decision = protectSmallCounts(
    {
      counts: columns.map((column) => keys.map((key) => sums.get(column)?.get(key)?.count ?? 0)),
      hiddenColumns: columns.map(hiddenBefore),
      partition: question.type === 'single',
    },
    minimumFor(question.type, minimum),
  );
  const index = new Map(columns.map((column, position) => [column, position]));
  return {
    hidden: (column: string) => decision.hiddenColumns[index.get(column) ?? 0],
    of: (column: string) => ({
      minimum: minimumFor(question.type, minimum),
      states: new Map(
        keys.map((key, position) => [key, decision.states[index.get(column) ?? 0][position]]),
      ),
    }),
  };
}

function comments(input: ReportInput, questionId: string): Comments {
  if (input.request.groupBy === 'question' || input.request.filters.demographic)
    return { shown: false, reason: 'demographic' };
  const listed = input.comments.get(questionId);
  return listed ? { shown: true, ...listed } : { shown: false, reason: 'too-few' };
}

/** The columns: every group with people invited or answering, "none" last. */
function columns(
  input: ReportInput,
  axis: Axis,
  mask: number,
  groupQuestion: FrozenQuestion | undefined,
): Column[] {
  const { language } = input;
  if (axis === 'none') return [];
  const present = new Set(input.cells.respondents(null, mask, axis).groups.keys());
  if (axis === 'group' && groupQuestion) {
    const ids = groupQuestion.options.map((option) => option.key);
    if (groupQuestion.sensitive || present.has(TALLY_KEY.preferNot)) ids.push(TALLY_KEY.preferNot);
    if (present.has(NO_GROUP)) ids.push(NO_GROUP);
    return ids.map((id) => ({
      id: id === TALLY_KEY.preferNot ? PREFER_NOT_TO_ANSWER : id,
      key: id,
      label:
        id === TALLY_KEY.preferNot
          ? translate(language, 'report.preferNotToAnswer')
          : id === NO_GROUP
            ? translate(language, 'report.noAnswer')
            : label(
                groupQuestion.options.find((option) => option.key === id)?.labels ?? {
                  'pt-BR': id,
                },
                language,
              ),
    }));
  }
  for (const invited of invitedWithin(input, mask)) {
    const id = (axis === 'department' ? invited.departmentId : invited.organizationId) ?? NO_GROUP;
    present.add(id);
  }
  const names = axis === 'department' ? input.departments : input.organizations;
  const none = translate(
    language,
    axis === 'department' ? 'report.noDepartment' : 'report.noOrganization',
  );
  return [...present]
    .map((id) => ({ id, key: id, label: id === NO_GROUP ? none : (names.get(id) ?? id) }))
    .sort((a, b) =>
      a.id === NO_GROUP ? 1 : b.id === NO_GROUP ? -1 : a.label.localeCompare(b.label, language),
    );
}
