import { HOME_SURVEY_LISTS } from './admin/home/homeQueries';
import { canAccessResource } from './providers/access';
import type { DashboardDataProvider } from './providers/useDashboardData';
import type { DashboardProduct } from './providers/session';
import { sessionFor } from './providers/session';
import { COMPANY_LIST } from './super/companies/companyListQuery';

/**
 * The reads of a dashboard's first screen, for the first load to start before react-admin
 * renders it: the administrator's company (every screen's layout reads it) and home (onboarding
 * and the survey lists), and the owner's companies list, where /super opens. Any other address
 * of the owner's, or no session, starts nothing.
 */
export function firstScreenReads(
  product: DashboardProduct,
  pathname: string,
  data: DashboardDataProvider,
): Array<Promise<unknown>> {
  const claims = sessionFor(product);
  const path = pathname.replace(/\/+$/, '');
  if (!claims) return [];
  if (product === 'super' && (path === '/super' || path === '/super/company')) {
    return [data.getList('company', { ...COMPANY_LIST, filter: {} }), data.getCompanyFilters()];
  }
  if (product !== 'admin') return [];
  // Every screen's layout reads the company, to warn of an expired subscription.
  const layout = canAccessResource(claims, 'company') ? [data.getAbout()] : [];
  if (path !== '/admin') return layout;
  return [
    ...layout,
    canAccessResource(claims, 'setup') ? data.getSetup() : data.getOnboarding(),
    ...(canAccessResource(claims, 'survey')
      ? Object.values(HOME_SURVEY_LISTS).map((params) =>
          data.getList('survey', { filter: {}, ...params }),
        )
      : []),
  ];
}
