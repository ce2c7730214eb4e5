import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { DashboardDataProvider } from '../../providers/useDashboardData';
import type { ReportQuery } from '../report.api';
import type { ReportView } from '@shared/report';
import { noRetryOn4xx } from '../useReport';
import { BenchmarkSection } from './BenchmarkSection';
import { InclusionIndexSection } from './InclusionIndexSection';
import { IntersectionSection } from './IntersectionSection';
import { TrendSection } from '../trend/TrendSection';

/**
 * What the report is compared with: Brazil's population, the inclusion index, its earlier
 * editions, intersections.
 */
export function Comparisons({
  surveyId,
  query,
  report,
}: {
  surveyId: string;
  query: ReportQuery;
  report: ReportView;
}) {
  const api = useDataProvider<DashboardDataProvider>();
  const benchmark = useQuery({
    queryKey: ['survey-benchmark', surveyId, query],
    queryFn: () => api.getBenchmark(surveyId, query),
    retry: noRetryOn4xx,
  });
  const index = useQuery({
    queryKey: ['survey-inclusion-index', surveyId, query],
    queryFn: () => api.getInclusionIndex(surveyId, query),
    retry: noRetryOn4xx,
  });
  return (
    <>
      {benchmark.data && <BenchmarkSection view={benchmark.data} />}
      {index.data && <InclusionIndexSection view={index.data} />}
      <TrendSection surveyId={surveyId} query={query} />
      <IntersectionSection surveyId={surveyId} query={query} report={report} />
    </>
  );
}
