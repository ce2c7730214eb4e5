import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDashboardData } from './useDashboardData';

export const ABOUT_KEY = ['admin', 'about'];
export const SETUP_KEY = ['admin', 'setup'];
export const ONBOARDING_KEY = ['admin', 'onboarding'];

/** The administrator's company (module Company). */
export function useAbout() {
  const data = useDashboardData();
  return useQuery({ queryKey: ABOUT_KEY, queryFn: () => data.getAbout(), staleTime: 30_000 });
}

export function useSetup() {
  const data = useDashboardData();
  return useQuery({ queryKey: SETUP_KEY, queryFn: () => data.getSetup() });
}

/**
 * The onboarding flags as they are now, for any administrator: a token's flags are those of its
 * sign-in, and employees or a sent survey change them. The answer's token becomes the session.
 */
export function useOnboarding() {
  const data = useDashboardData();
  return useQuery({ queryKey: ONBOARDING_KEY, queryFn: () => data.getOnboarding() });
}

/** After a save that moves the onboarding on: the company and the step flags are read again. */
export function useRefreshOnboarding() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ABOUT_KEY }),
      client.invalidateQueries({ queryKey: SETUP_KEY }),
      client.invalidateQueries({ queryKey: ONBOARDING_KEY }),
    ]);
}
