import { LinearProgress } from '@mui/material';
import { lazy, Suspense, type ReactElement } from 'react';
import { Navigate, Route, useParams } from 'react-router-dom';
import { RequireModule } from '../common/RequireModule';

const ImportUploadPage = lazy(() => import('./ImportUploadPage'));
const ImportAssociationPage = lazy(() => import('./ImportAssociationPage'));
const ImportEditionPage = lazy(() => import('./ImportEditionPage'));

const guarded = (element: ReactElement) => (
  <RequireModule
    resource="employee-import"
    element={<Suspense fallback={<LinearProgress />}>{element}</Suspense>}
  />
);

function EmployeeEditRedirect({ basename }: { basename: string }) {
  const { id = '' } = useParams();
  return <Navigate to={`${basename}/employee/${encodeURIComponent(id)}`} replace />;
}

/**
 * The spec's employee routes (§2) beside react-admin's own: `employee/edit[/:id]` lead to the
 * resource's create and edit screens; the spreadsheet import has its four screens.
 */
export function employeeRoutes(basename: string) {
  return [
    <Route
      key="employee-edit"
      path="/employee/edit"
      element={<Navigate to={`${basename}/employee/create`} replace />}
    />,
    <Route
      key="employee-edit-id"
      path="/employee/edit/:id"
      element={<EmployeeEditRedirect basename={basename} />}
    />,
    <Route key="import" path="/employee/import" element={guarded(<ImportUploadPage />)} />,
    <Route
      key="import-association"
      path="/employee/import/association"
      element={guarded(<ImportAssociationPage from="upload" />)}
    />,
    <Route
      key="import-edition"
      path="/employee/import-edition"
      element={guarded(<ImportEditionPage />)}
    />,
    <Route
      key="import-edition-association"
      path="/employee/import-edition/association"
      element={guarded(<ImportAssociationPage from="edition" />)}
    />,
  ];
}
