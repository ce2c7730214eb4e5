import { LanguageCode } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
import { TALLY_KEY } from '../../answers/tally-keys';
import { FrozenQuestion, PREFER_NOT_TO_ANSWER } from '../../survey/question.model';
import { indexOf, indexStatements } from '../inclusion-index/inclusion-index';
import { Published } from '../inclusion-index/inclusion-index.model';
import { Cell, NO_GROUP, ReportFilters } from '../report.model';
import { Axis, activeMask, CellIndex, groupOf } from '../tables/cell-index';
import { favourableShare, KeySums, label, sumByGroup, TOTAL } from '../tables/question-tables';
import { thresholds } from '../tables/report-builder';
import { crossKey, linkedControls } from './intersection-control';
import { CrossTable, Dimension, IntersectionSide, IntersectionView } from './intersection.model';

export interface Side {
  by: Dimension;
  axis: Axis;
  question?: FrozenQuestion;
}

export interface IntersectionInput {
  survey: IntersectionView['survey'];
  language: LanguageCode;
  minimum: number;
  questions: FrozenQuestion[];
  filters: ReportFilters;
  filterView: IntersectionView['filters'];
  rows: Side;
  columns: Side;
  cells: CellIndex;
  departments: Map<string, string>;
  organizations: Map<string, string>;
}

const questionText = (question: FrozenQuestion, language: LanguageCode) =>
  question.texts[language]?.text ?? question.texts['pt-BR'].text;

/** The API's id of a group: an answer key, "prefer not to answer", none, or a record's id. */
const publicId = (key: string) => (key === TALLY_KEY.preferNot ? PREFER_NOT_TO_ANSWER : key);

/** The agreement statements whose favourable share a two-way table shows. */
export const statementsOf = (questions: FrozenQuestion[]) =>
  questions.filter(
    (question) => question.type === 'scale' && question.options.some((option) => option.favourable),
  );

/**
 * A two-way table of a survey: respondents, each agreement statement's favourable share and the
 * inclusion index per cell and per margin, every figure decided by `IntersectionControl`.
 */
export function buildIntersection(input: IntersectionInput): IntersectionView {
  const { cells, language, questions, rows, columns } = input;
  const mask = activeMask(input.filters);
  const { control, intersections } = linkedControls(cells, thresholds(questions, input.minimum));
  const present = intersections.counts(null, mask, rows.axis, columns.axis);
  const rowKeys = keysOf(rows, [...present.rows.keys()], input);
  const columnKeys = keysOf(columns, [...present.columns.keys()], input);

  const table = (
    questionId: string | null,
    value: (sums: KeySums | undefined) => number | null,
  ): CrossTable => {
    const decision = intersections.table(questionId, mask, rows.axis, columns.axis);
    const rowTable = control.table(questionId, mask, rows.axis);
    const columnTable = control.table(questionId, mask, columns.axis);
    const own = cells.cells(questionId, mask);
    const byCell = sumByCell(own, rows.axis, columns.axis);
    const byRow = sumByGroup(own, rows.axis);
    const byColumn = sumByGroup(own, columns.axis);
    const shown = (hidden: boolean, sums: KeySums | undefined): Published =>
      hidden ? { value: null, suppressed: true } : { value: value(sums), suppressed: false };
    return {
      cells: rowKeys.flatMap((row) =>
        columnKeys.map((column) => ({
          row: publicId(row),
          column: publicId(column),
          ...shown(
            decision.totalHidden || decision.hidden.has(crossKey(row, column)),
            byCell.get(crossKey(row, column)),
          ),
        })),
      ),
      rows: rowKeys.map((row) => ({
        id: publicId(row),
        ...shown(rowTable.totalHidden || rowTable.hidden.has(row), byRow.get(row)),
      })),
      columns: columnKeys.map((column) => ({
        id: publicId(column),
        ...shown(columnTable.totalHidden || columnTable.hidden.has(column), byColumn.get(column)),
      })),
      total: shown(control.table(questionId, mask, 'none').totalHidden, byRow.get(TOTAL)),
    };
  };

  const heatmap = statementsOf(questions).map((question) => ({
    questionId: question.id,
    text: questionText(question, language),
    minimumGroupSize: thresholds(questions, input.minimum)(question.id),
    ...table(question.id, (sums) => favourableShare(question, sums)),
  }));
  const indexed = new Set(indexStatements(questions).map((question) => question.id));
  const parts = heatmap.filter((row) => indexed.has(row.questionId));

  return {
    survey: input.survey,
    language,
    minimumGroupSize: input.minimum,
    rows: side(rows, rowKeys, input),
    columns: side(columns, columnKeys, input),
    filters: input.filterView,
    respondents: table(null, (sums) => sums?.get(TALLY_KEY.answered)?.count ?? 0),
    heatmap,
    inclusionIndex: parts.length ? combine(parts) : null,
  };
}

/** The inclusion index of every cell and margin from its statements' tables. */
function combine(parts: CrossTable[]): CrossTable {
  const [first] = parts;
  return {
    cells: first.cells.map((cell, index) => ({
      row: cell.row,
      column: cell.column,
      ...indexOf(parts.map((part) => part.cells[index])),
    })),
    rows: first.rows.map((row, index) => ({
      id: row.id,
      ...indexOf(parts.map((part) => part.rows[index])),
    })),
    columns: first.columns.map((column, index) => ({
      id: column.id,
      ...indexOf(parts.map((part) => part.columns[index])),
    })),
    total: indexOf(parts.map((part) => part.total)),
  };
}

function sumByCell(cells: Cell[], rows: Axis, columns: Axis): Map<string, KeySums> {
  const byCell = new Map<string, Cell[]>();
  for (const cell of cells) {
    const key = crossKey(groupOf(cell, rows), groupOf(cell, columns));
    const list = byCell.get(key) ?? [];
    list.push(cell);
    byCell.set(key, list);
  }
  return new Map(
    [...byCell].map(([key, list]) => [key, sumByGroup(list, 'none').get(TOTAL) as KeySums]),
  );
}

/** The groups of one side in reading order: names or options, "prefer not" and "none" last. */
function keysOf(side: Side, present: string[], input: IntersectionInput): string[] {
  if (side.question) {
    const keys = side.question.options.map((option) => option.key);
    if (side.question.sensitive || present.includes(TALLY_KEY.preferNot))
      keys.push(TALLY_KEY.preferNot);
    if (present.includes(NO_GROUP)) keys.push(NO_GROUP);
    return keys;
  }
  const names = side.by === 'department' ? input.departments : input.organizations;
  return present.sort((a, b) =>
    a === NO_GROUP
      ? 1
      : b === NO_GROUP
        ? -1
        : (names.get(a) ?? a).localeCompare(names.get(b) ?? b, input.language),
  );
}

function side(spec: Side, keys: string[], input: IntersectionInput): IntersectionSide {
  const { language } = input;
  const names = spec.by === 'department' ? input.departments : input.organizations;
  const none = translate(
    language,
    spec.by === 'department'
      ? 'report.noDepartment'
      : spec.by === 'organization'
        ? 'report.noOrganization'
        : 'report.noAnswer',
  );
  const labelOf = (key: string) => {
    if (key === NO_GROUP) return none;
    if (key === TALLY_KEY.preferNot) return translate(language, 'report.preferNotToAnswer');
    const option = spec.question?.options.find((candidate) => candidate.key === key);
    return option ? label(option.labels, language) : (names.get(key) ?? key);
  };
  return {
    by: spec.by,
    questionId: spec.question?.id ?? null,
    text: spec.question ? questionText(spec.question, language) : null,
    groups: keys.map((key) => ({ id: publicId(key), label: labelOf(key) })),
  };
}
