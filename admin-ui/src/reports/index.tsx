import { LinearProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Route } from 'react-router-dom';
import { RequireModule } from '../common/RequireModule';

// The page and its chart library load on first use: other screens never pay for them.
const ReportPage = lazy(() => import('./ReportPage'));
const ReportSettingsPage = lazy(() => import('./settings/ReportSettingsPage'));

/** `/admin/survey/:id/report`, beside the survey resource's own routes (module Chart). */
export function reportRoutes() {
  return [
    <Route
      key="survey-report"
      path="/survey/:id/report"
      element={
        <RequireModule
          resource="report"
          element={
            <Suspense fallback={<LinearProgress />}>
              <ReportPage />
            </Suspense>
          }
        />
      }
    />,
  ];
}

/** The path of a survey's report, for links from the survey screens. */
export const reportPath = (basename: string, surveyId: string) =>
  `${basename}/survey/${encodeURIComponent(surveyId)}/report`;

/** The platform owner's report settings page (the smallest group a report shows). */
export const REPORT_SETTINGS_PATH = '/settings/report';

export function reportSettingsRoutes() {
  return [
    <Route
      key="report-settings"
      path={REPORT_SETTINGS_PATH}
      element={
        <Suspense fallback={<LinearProgress />}>
          <ReportSettingsPage />
        </Suspense>
      }
    />,
  ];
}
