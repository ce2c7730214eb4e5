import type { HttpClient } from '../providers/httpClient';

/** The report as `GET /api/admin/survey/{id}/report` answers it (src/report/report.model.ts). */
export const GROUP_BY = ['department', 'organization', 'question'] as const;
export type GroupBy = (typeof GROUP_BY)[number];
export type QuestionType =
  'single' | 'multiple' | 'scale' | 'text' | 'number' | 'matrix' | 'nps' | 'ranking';

export interface OptionCount {
  key: string;
  label: string;
  /** null: a sensitive answer's count not published (see `fewerThan` and `hidden`). */
  count: number | null;
  /** Of the question's respondents in the group, one decimal; null with the count. */
  percentage: number | null;
  /** A sensitive answer of 1 to k − 1 people of the group: published as "fewer than k". */
  fewerThan?: number;
  /** Hidden so that no "fewer than k" can be worked out from the counts beside it. */
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

/** Shares in percent of those who answered; eNPS = promoters − detractors. */
export interface NpsScore {
  promoters: number;
  passives: number;
  detractors: number;
  score: number;
}

export interface RankedOption {
  key: string;
  label: string;
  meanRank: number | null;
  /** Percent of the group's respondents who ranked it first. */
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
  reason?: 'too-few' | 'demographic';
  total?: number;
  /** Hidden by an administrator: counted, never listed. */
  hidden?: number;
  items?: Array<{ id: string; text: string }>;
}

export const HIDE_REASONS = ['names-person', 'offensive', 'other'] as const;
export type HideReason = (typeof HIDE_REASONS)[number];

export interface QuestionReport {
  id: string;
  position: number;
  type: QuestionType;
  text: string;
  sensitive: boolean;
  category: string | null;
  /** The smallest group this question shows (larger for free text). */
  minimumGroupSize: number;
  /** Some groups are hidden because all their people gave one answer to this sensitive question. */
  uniformHidden?: true;
  total: Breakdown;
  groups: Array<Breakdown & { id: string }>;
  comments?: Comments;
}

export interface RateCell {
  invited: number | null;
  respondents: number | null;
  rate: number | null;
  suppressed: boolean;
}

export interface HeatCell {
  favourable: number | null;
  suppressed: boolean;
}

export interface HeatRow {
  questionId: string;
  text: string;
  total: HeatCell;
  groups: Array<HeatCell & { id: string }>;
}

export interface ReportView {
  survey: { id: string; name: string; anonymous: boolean; status: string };
  language: string;
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
  responseRate: { visitors: number; total: RateCell; groups: Array<RateCell & { id: string }> };
  questions: QuestionReport[];
  heatmap: HeatRow[];
}

/** What the report screen asks for: grouping and filters (all optional). */
export interface ReportQuery {
  groupBy?: GroupBy;
  groupQuestionId?: string;
  departmentId?: string;
  organizationId?: string;
  filterQuestionId?: string;
  filterOptionKey?: string;
}

export const EXPORT_FORMATS = ['xlsx', 'csv', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** A queued export as `GET …/export/{exportId}` answers it until the file is made. */
export interface ExportState {
  exportId: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
}

const surveyPath = (surveyId: string) => `/api/admin/survey/${encodeURIComponent(surveyId)}`;

export function queryString(query: ReportQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, ...extra })) {
    if (value) params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const exportUrl = (surveyId: string, query: ReportQuery, format: ExportFormat) =>
  `${surveyPath(surveyId)}/export${queryString(query, { format })}`;

export const exportResultUrl = (surveyId: string, exportId: string) =>
  `${surveyPath(surveyId)}/export/${encodeURIComponent(exportId)}`;

/** The platform owner's report setting (`/api/super/setting/report`). */
export interface ReportSetting {
  minimumGroupSize: number;
  /** The platform's default, for reference. */
  default: number;
}

/** The smallest group a report may show, as the server enforces it (DESIGN §5b). */
export const MINIMUM_GROUP_SIZE = { lowest: 3, highest: 100 };

const SETTING_PATH = '/api/super/setting/report';

/** The report's calls, as data provider methods (react-admin signs out on their 401). */
export const reportMethods = (http: HttpClient) => ({
  getReport: async (surveyId: string, query: ReportQuery = {}) =>
    (await http(`${surveyPath(surveyId)}/report${queryString(query)}`)).json as ReportView,
  /** Keeps a comment that names a person or insults out of the report (audited). */
  hideComment: async (surveyId: string, commentId: string, reason: HideReason) => {
    await http(`${surveyPath(surveyId)}/comment/${encodeURIComponent(commentId)}/hidden`, {
      method: 'POST',
      body: JSON.stringify({ reason }),
    });
  },
  getReportSetting: async () => (await http(SETTING_PATH)).json as ReportSetting,
  saveReportSetting: async (minimumGroupSize: number) =>
    (await http(SETTING_PATH, { method: 'PUT', body: JSON.stringify({ minimumGroupSize }) }))
      .json as ReportSetting,
});

export type ReportMethods = ReturnType<typeof reportMethods>;
