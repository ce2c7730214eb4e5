import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { HttpError, useDataProvider } from 'react-admin';
import type { DashboardDataProvider } from '../providers/useDashboardData';
import type { ReportQuery } from './report.api';
import { isAskable } from './reportQuery';

/** A refusal (4xx) will not change by asking again; anything else is asked twice more. */
export const noRetryOn4xx = (count: number, error: unknown) =>
  !(error instanceof HttpError && error.status < 500) && count < 2;

/**
 * The report as asked (kept on screen while the next grouping loads), and the report without
 * grouping or filters, whose questions and answers feed the controls.
 */
export function useReport(surveyId: string, query: ReportQuery) {
  const api = useDataProvider<DashboardDataProvider>();
  const base = useQuery({
    queryKey: ['survey-report', surveyId, {}],
    queryFn: () => api.getReport(surveyId),
    retry: noRetryOn4xx,
  });
  const report = useQuery({
    queryKey: ['survey-report', surveyId, query],
    queryFn: () => api.getReport(surveyId, query),
    enabled: isAskable(query),
    placeholderData: keepPreviousData,
    retry: noRetryOn4xx,
  });
  return { base, report };
}
