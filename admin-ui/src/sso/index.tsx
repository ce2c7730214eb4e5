import { LinearProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Route } from 'react-router-dom';
import { RequireModule } from '../common/RequireModule';

const SsoPage = lazy(() => import('./SsoPage'));

/** The company's own sign-in provider: a company page (module Company). */
export const SSO_PATH = '/company/sso';

export function ssoRoutes() {
  return [
    <Route
      key="company-sso"
      path={SSO_PATH}
      element={
        <RequireModule
          resource="company"
          element={
            <Suspense fallback={<LinearProgress />}>
              <SsoPage />
            </Suspense>
          }
        />
      }
    />,
  ];
}
