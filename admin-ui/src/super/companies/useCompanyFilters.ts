import { useQuery } from '@tanstack/react-query';
import { useLocaleState } from 'react-admin';
import { useDashboardData } from '../../providers/useDashboardData';

/** The plans and statuses the company list can be filtered by. */
export function useCompanyFilters() {
  const data = useDashboardData();
  const [locale] = useLocaleState();
  return useQuery({
    queryKey: ['company-filters', locale],
    queryFn: () => data.getCompanyFilters(),
    staleTime: 60_000,
  });
}
