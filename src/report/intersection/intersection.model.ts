import type { LanguageCode } from '../../common/i18n/languages';

/** What the rows or the columns of a two-way table are. */
export const DIMENSIONS = ['department', 'organization', 'question'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export interface IntersectionSide {
  by: Dimension;
  /** With `by: 'question'`: a demographic single-choice question of the survey. */
  questionId: string | null;
  text: string | null;
  groups: Array<{ id: string; label: string }>;
}

/** One published figure of a two-way table; a suppressed one carries no number. */
export interface CrossCell {
  row: string;
  column: string;
  value: number | null;
  suppressed: boolean;
}

export interface MarginCell {
  id: string;
  value: number | null;
  suppressed: boolean;
}

/** A figure per cell, per row, per column and for the whole filtered population. */
export interface CrossTable {
  cells: CrossCell[];
  rows: MarginCell[];
  columns: MarginCell[];
  total: { value: number | null; suppressed: boolean };
}

export interface IntersectionView {
  survey: { id: string; name: string };
  language: LanguageCode;
  minimumGroupSize: number;
  rows: IntersectionSide;
  columns: IntersectionSide;
  filters: {
    departmentId: string | null;
    organizationId: string | null;
    filterQuestionId: string | null;
    filterOptionKey: string | null;
  };
  /** Respondents of the survey per cell. */
  respondents: CrossTable;
  /** Per agreement statement: the favourable share (percent, one decimal) per cell. */
  heatmap: Array<{ questionId: string; text: string; minimumGroupSize: number } & CrossTable>;
  /** The inclusion index (inclusion-index.ts) per cell; null where a statement is hidden. */
  inclusionIndex: CrossTable | null;
}
