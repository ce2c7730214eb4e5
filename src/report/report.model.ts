// Type-only imports: the dashboard shares this file (@shared/report) for its charts.
import type { LanguageCode } from '../common/i18n/languages';
import type { QuestionCategory, QuestionType } from '../survey/question.model';
import type { SurveyStatus } from '../survey/survey/survey.model';

/** How a report may split its population into groups (columns). */
export const GROUP_BY = ['department', 'organization', 'question'] as const;
export type GroupBy = (typeof GROUP_BY)[number];

/** The group of people without a department, organization or answer to the grouping question. */
export const NO_GROUP = 'none';

/**
 * One count the report is built from: people of one department × organization (× answer to the
 * grouping question × answer to the filter question) who gave one answer key to one question.
 * Read from the tallies, or from the answers when a demographic question is involved.
 */
export interface Cell {
  /** null: whole responses (the survey's respondents). */
  questionId: string | null;
  /** An option key, '' for the question's respondents, '~' for "prefer not to answer" (TALLY_KEY). */
  key: string;
  departmentId: string | null;
  organizationId: string | null;
  /** The respondent's answer key to the grouping question; null: none, or no such grouping. */
  groupKey: string | null;
  /** The respondent's answer key to the filter question; null: none, or no such filter. */
  filterKey: string | null;
  count: number;
  sum: number | null;
  min: number | null;
  max: number | null;
}

export interface DemographicFilter {
  questionId: string;
  /** A tally key: an option key, or '~' for "prefer not to answer". */
  key: string;
}

export interface ReportFilters {
  departmentId?: string;
  organizationId?: string;
  demographic?: DemographicFilter;
}

export interface ReportRequest {
  groupBy?: GroupBy;
  groupQuestionId?: string;
  filters: ReportFilters;
}

// ---- what the API answers -------------------------------------------------------------------

export interface OptionCount {
  key: string;
  label: string;
  /** null: a sensitive answer's count not published (see `fewerThan` and `hidden`). */
  count: number | null;
  /** Of the question's respondents in the group, one decimal; null with the count. */
  percentage: number | null;
  /** A sensitive answer given by 1 to k − 1 people of the group: published as "fewer than k". */
  fewerThan?: number;
  /** Hidden so that no "fewer than k" can be worked out from the counts shown beside it. */
  hidden?: boolean;
  favourable?: boolean;
  preferNotToAnswer?: boolean;
}

export interface NumberStats {
  count: number;
  mean: number | null;
  min: number | null;
  max: number | null;
}

/**
 * NPS of a group: shares of promoters (9–10), passives (7–8) and detractors (0–6) among those
 * who answered, in percent with one decimal; eNPS = promoters − detractors (−100 to 100).
 */
export interface NpsScore {
  promoters: number;
  passives: number;
  detractors: number;
  score: number;
}

/** One option of a ranking: its mean rank (1 = first) and the share who ranked it first. */
export interface RankedOption {
  key: string;
  label: string;
  meanRank: number | null;
  /** In percent with one decimal, of the question's respondents in the group. */
  rankedFirst: number;
}

/** A suppressed cell carries no number at all. */
export type Breakdown =
  | { suppressed: true; respondents: null }
  | {
      suppressed: false;
      respondents: number;
      options?: OptionCount[];
      number?: NumberStats;
      nps?: NpsScore;
      ranking?: RankedOption[];
    };

export interface Comments {
  shown: boolean;
  /** Why they are not listed: too few respondents, or a demographic grouping or filter. */
  reason?: 'too-few' | 'demographic';
  total?: number;
  /** Hidden by an administrator (one naming a person, or insulting): counted, never listed. */
  hidden?: number;
  /** In random order, at most COMMENT_LIMIT of them; the id names one for moderation. */
  items?: Array<{ id: string; text: string }>;
}

/** A question's comments as read: the counts, and the ones that may be listed. */
export interface ListedComments {
  total: number;
  /** Hidden by an administrator: counted, never listed. */
  hidden: number;
  items: Array<{ id: string; text: string }>;
}

/** Participations of one department × organization: the denominator of a response rate. */
export interface InvitedCount {
  departmentId: string | null;
  organizationId: string | null;
  count: number;
}

/** Why an administrator hid a comment (audited). */
export const HIDE_REASONS = ['names-person', 'offensive', 'other'] as const;
export type HideReason = (typeof HIDE_REASONS)[number];

export interface QuestionReport {
  id: string;
  position: number;
  type: QuestionType;
  text: string;
  sensitive: boolean;
  category: QuestionCategory | null;
  minimumGroupSize: number;
  /**
   * Groups are hidden because all their respondents gave the same answer to this sensitive
   * question (which groups is not said: that would tell their answer all the same).
   */
  uniformHidden?: true;
  total: Breakdown;
  groups: Array<Breakdown & { id: string }>;
  comments?: Comments;
}

export interface RateCell {
  invited: number | null;
  respondents: number | null;
  /** Of the invited who answered, in percent with one decimal; null when unknown or hidden. */
  rate: number | null;
  suppressed: boolean;
}

export interface HeatCell {
  /** Favourable answers in percent, one decimal; null when suppressed or nobody answered. */
  favourable: number | null;
  suppressed: boolean;
}

/** One agreement statement's favourable share, for the whole report and per group. */
export interface HeatRow {
  questionId: string;
  text: string;
  total: HeatCell;
  groups: Array<HeatCell & { id: string }>;
}

export interface ReportView {
  survey: { id: string; name: string; anonymous: boolean; status: SurveyStatus };
  language: LanguageCode;
  minimumGroupSize: number;
  textMinimumGroupSize: number;
  groupBy: GroupBy | null;
  groupQuestionId: string | null;
  filters: {
    departmentId: string | null;
    organizationId: string | null;
    filterQuestionId: string | null;
    filterOptionKey: string | null;
  };
  groups: Array<{ id: string; label: string }>;
  responseRate: {
    visitors: number;
    total: RateCell;
    groups: Array<RateCell & { id: string }>;
  };
  questions: QuestionReport[];
  heatmap: HeatRow[];
}
