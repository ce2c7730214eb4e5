import { LinearProgress } from '@mui/material';
import { lazy, Suspense } from 'react';

const SetupWizardPage = lazy(() => import('./SetupWizardPage'));

/** `/admin/company/setup`, loaded on first use. */
export function SetupWizard() {
  return (
    <Suspense fallback={<LinearProgress />}>
      <SetupWizardPage />
    </Suspense>
  );
}
