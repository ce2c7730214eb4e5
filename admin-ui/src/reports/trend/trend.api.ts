import type { HttpClient } from '../../providers/httpClient';
import { queryString, type ReportQuery } from '../report.api';
import type { SurveyStatus } from '../../surveys/survey.api';

/** One edition's figure, as `GET /admin/survey/{id}/trend` publishes it. */
export interface TrendPoint {
  value: number | null;
  suppressed: boolean;
  absent?: true;
}

export interface TrendLine {
  groupId: string | null;
  measure: string;
  label: string;
  points: TrendPoint[];
  current: number | null;
  previous: number | null;
  difference: number | null;
}

export interface TrendView {
  survey: { id: string; name: string };
  series: { id: string; name: string } | null;
  minimumGroupSize: number;
  editions: Array<{ id: string; name: string; edition: number | null; status: SurveyStatus }>;
  groups: Array<{ id: string; label: string }>;
  questions: Array<{ id: string; text: string; type: string; lines: TrendLine[] }>;
}

const surveyPath = (surveyId: string) => `/api/admin/survey/${encodeURIComponent(surveyId)}`;

export const trendMethods = (http: HttpClient) => ({
  getTrend: async (surveyId: string, query: ReportQuery) =>
    (await http(`${surveyPath(surveyId)}/trend${queryString(query)}`)).json as TrendView,
});

export type TrendMethods = ReturnType<typeof trendMethods>;
