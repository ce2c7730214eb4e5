import type { GroupBy, HideReason, ReportView } from '@shared/report';
import type { HttpClient } from '../providers/httpClient';

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
