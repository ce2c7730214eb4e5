import { useQuery } from '@tanstack/react-query';
import { useLocaleState } from 'react-admin';
import { useDashboardData } from '../providers/useDashboardData';

/** Reference lists change rarely: fetched once per language and kept. */
const KEEP = { staleTime: Infinity, gcTime: Infinity } as const;

export function useStates() {
  const data = useDashboardData();
  return useQuery({ queryKey: ['reference', 'state'], queryFn: () => data.getStates(), ...KEEP });
}

export function useCities(stateId: string | null | undefined) {
  const data = useDashboardData();
  return useQuery({
    queryKey: ['reference', 'city', stateId],
    queryFn: () => data.getCities(stateId as string),
    enabled: !!stateId,
    ...KEEP,
  });
}

/** Localized by the server: one list per language. */
export function useCompanyTypes() {
  const data = useDashboardData();
  const [locale] = useLocaleState();
  return useQuery({
    queryKey: ['reference', 'company-type', locale],
    queryFn: () => data.getCompanyTypes(),
    ...KEEP,
  });
}

export function useOrganizationTypes() {
  const data = useDashboardData();
  const [locale] = useLocaleState();
  return useQuery({
    queryKey: ['reference', 'organization-type', locale],
    queryFn: () => data.getOrganizationTypes(),
    ...KEEP,
  });
}
