import { LinearProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Route } from 'react-router-dom';
import { RequireModule } from '../common/RequireModule';

const RetentionPage = lazy(() => import('./RetentionPage'));

/** The company's retention policy and records of processing: a company page (module Company). */
export const RETENTION_PATH = '/company/retention';

export function retentionRoutes() {
  return [
    <Route
      key="company-retention"
      path={RETENTION_PATH}
      element={
        <RequireModule
          resource="company"
          element={
            <Suspense fallback={<LinearProgress />}>
              <RetentionPage />
            </Suspense>
          }
        />
      }
    />,
  ];
}
