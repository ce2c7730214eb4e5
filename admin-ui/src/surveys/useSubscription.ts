import { useQuery } from '@tanstack/react-query';
import { ABOUT_KEY } from '../providers/useAbout';
import { useDashboardData } from '../providers/useDashboardData';
import { useClaims } from '../providers/useClaims';
import { canAccessResource } from '../providers/access';

/**
 * Whether the company's subscription has expired (`GET /admin/company/about`, shared with the
 * layout's banner). That call needs the Company module: without it the answer is unknown here,
 * and the API's 409 on sending says it.
 */
export function useSubscriptionExpired(): boolean {
  const claims = useClaims();
  const data = useDashboardData();
  const { data: about } = useQuery({
    queryKey: ABOUT_KEY,
    queryFn: () => data.getAbout(),
    enabled: canAccessResource(claims, 'company'),
    staleTime: 30_000,
  });
  return !!about?.subscriptionExpired;
}
