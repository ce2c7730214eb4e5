import { LinearProgress } from '@mui/material';
import { lazy, Suspense } from 'react';

const CompanyAboutPage = lazy(() => import('./CompanyAboutPage'));

/** `/admin/company/about`, loaded on first use. */
export function CompanyAbout() {
  return (
    <Suspense fallback={<LinearProgress />}>
      <CompanyAboutPage />
    </Suspense>
  );
}
