// Type-only imports: the dashboard shares this file for its trend view.
import type { LanguageCode } from '../../common/i18n/languages';
import type { QuestionType } from '../../survey/question.model';
import type { SurveyStatus } from '../../survey/survey/survey.model';
import type { GroupBy } from '../report.model';

/** A survey compared: an edition of a series, or the other survey an admin picked. */
export interface TrendEdition {
  id: string;
  name: string;
  /** Its number in the series; null for a survey outside any series. */
  edition: number | null;
  status: SurveyStatus;
}

/** One figure of one edition, in percent with one decimal. */
export interface TrendPoint {
  value: number | null;
  /** Hidden to protect someone (in this edition or, taken together, another). */
  suppressed: boolean;
  /** The edition did not ask this question, or had no such group. */
  absent?: true;
}

/** One measure of one group over the editions: a statement's favourable share, an option's. */
export interface TrendLine {
  /** null: the whole report. */
  groupId: string | null;
  /** 'favourable', or the option's key. */
  measure: string;
  label: string;
  /** One per edition, oldest first. */
  points: TrendPoint[];
  current: number | null;
  previous: number | null;
  /** current − previous in percentage points: only when both are published. */
  difference: number | null;
}

export interface TrendQuestion {
  id: string;
  text: string;
  type: QuestionType;
  lines: TrendLine[];
}

export interface TrendView {
  survey: { id: string; name: string };
  series: { id: string; name: string } | null;
  language: LanguageCode;
  minimumGroupSize: number;
  /** Oldest first; the survey asked for is last. */
  editions: TrendEdition[];
  groupBy: GroupBy | null;
  groupQuestionId: string | null;
  groups: Array<{ id: string; label: string }>;
  questions: TrendQuestion[];
}

/** The measure of an agreement statement's favourable share. */
export const FAVOURABLE = 'favourable';
