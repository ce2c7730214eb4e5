import type { TrendView as ApiTrendView } from '@shared/trend';
import type { HttpClient } from '../../providers/httpClient';
import { queryString, type ReportQuery } from '../report.api';

/** The trend as the dashboard reads it: the API's view, less what the request itself says. */
export type TrendView = Omit<ApiTrendView, 'language' | 'groupBy' | 'groupQuestionId'>;

const surveyPath = (surveyId: string) => `/api/admin/survey/${encodeURIComponent(surveyId)}`;

export const trendMethods = (http: HttpClient) => ({
  getTrend: async (surveyId: string, query: ReportQuery) =>
    (await http(`${surveyPath(surveyId)}/trend${queryString(query)}`)).json as TrendView,
});

export type TrendMethods = ReturnType<typeof trendMethods>;
