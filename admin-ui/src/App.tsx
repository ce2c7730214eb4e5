import { LinearProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Admin, CustomRoutes, memoryStore, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes, useParams } from 'react-router-dom';
import type { Dashboard } from './bootstrap';
import { adminUsers } from './admin/admin-users';
import { auditEntries } from './audit';
import { AdminHome } from './admin/home/AdminHome';
import { CompanyAbout } from './admin/about';
import { contacts } from './admin/contacts';
import { departments } from './admin/departments';
import { employees } from './employees';
import { employeeRoutes } from './imports';
import { reportRoutes, reportSettingsRoutes } from './reports';
import { organizations } from './admin/organizations';
import { privacyRequests } from './privacy-requests';
import { SetupWizard } from './admin/setup';
import { ModuleRedirect, RequireModule } from './common/RequireModule';
import { DashboardLayout } from './layout/DashboardLayout';
import { theme } from './layout/theme';
import { companies } from './super/companies';
import { companyRequests } from './super/company-requests';
import { plans } from './super/plans';
import { predefinedQuestions, responseModels } from './library';
import { QuestionnairePreview, questionnaires } from './questionnaires';
import { retentionRoutes } from './retention';
import { ssoRoutes } from './sso';
import { SurveyCreate, SurveyEdit, surveys } from './surveys';

// The second-factor page (and its QR code) loads on first use: the first screen never pays for it.
const SecurityPage = lazy(() =>
  import('./security/SecurityPage').then(({ SecurityPage }) => ({ default: SecurityPage })),
);

/**
 * The platform owner's dashboard (/super) or a company administrator's (/admin): react-admin in
 * a sub-path of the product, with real URLs (not react-admin's default hash router).
 */
export function App(dashboard: Dashboard) {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={`/${dashboard.product}/*`} element={<DashboardAdmin {...dashboard} />} />
      </Routes>
    </BrowserRouter>
  );
}

function DashboardAdmin({
  product,
  dataProvider,
  authProvider,
  i18nProvider,
  queryClient,
}: Dashboard) {
  const isSuper = product === 'super';
  const basename = `/${product}`;
  return (
    <Admin
      basename={basename}
      title="Diversitera"
      dataProvider={dataProvider}
      queryClient={queryClient}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={memoryStore()}
      layout={DashboardLayout}
      theme={theme}
      dashboard={isSuper ? undefined : AdminHome}
      accessDenied={isSuper ? undefined : ModuleRedirect}
      requireAuth
      disableTelemetry
    >
      <CustomRoutes>
        <Route
          path="/security"
          element={
            <Suspense fallback={<LinearProgress />}>
              <SecurityPage product={product} />
            </Suspense>
          }
        />
      </CustomRoutes>
      {isSuper
        ? [
            <Resource key="company" name="company" {...companies} />,
            <Resource key="company-request" name="company-request" {...companyRequests} />,
            <Resource key="plan" name="plan" {...plans} />,
            <Resource
              key="predefined-question"
              name="predefined-question"
              {...predefinedQuestions}
            />,
            <Resource key="response-model" name="response-model" {...responseModels} />,
            <CustomRoutes key="settings-pages">{reportSettingsRoutes()}</CustomRoutes>,
          ]
        : [
            <Resource key="organization" name="organization" {...organizations} />,
            <Resource key="department" name="department" {...departments} />,
            <Resource key="contact" name="contact" {...contacts} />,
            <Resource key="admin-user" name="admin-user" {...adminUsers} />,
            <Resource key="employee" name="employee" {...employees} />,
            <Resource key="privacy-request" name="privacy-request" {...privacyRequests} />,
            <CustomRoutes key="employee-pages">{employeeRoutes(basename)}</CustomRoutes>,
            <CustomRoutes key="report-pages">{reportRoutes()}</CustomRoutes>,
            <CustomRoutes key="sso-pages">{ssoRoutes()}</CustomRoutes>,
            <CustomRoutes key="retention-pages">{retentionRoutes()}</CustomRoutes>,
            <Resource key="audit" name="audit" {...auditEntries} />,
            <Resource key="questionnaire" name="questionnaire" {...questionnaires}>
              <Route path=":id/preview" element={<QuestionnairePreview />} />
            </Resource>,
            // The spec's survey routes (§2): survey, survey/create-survey, survey/create-survey/:id.
            <Resource key="survey" name="survey" {...surveys}>
              <Route path="create-survey" element={<SurveyCreate />} />
              <Route path="create-survey/:id" element={<SurveyEdit />} />
            </Resource>,
            <CustomRoutes key="company-pages">
              <Route
                path="/company/about"
                element={<RequireModule resource="company" element={<CompanyAbout />} />}
              />
              <Route
                path="/company/setup"
                element={<RequireModule resource="setup" element={<SetupWizard />} />}
              />
              {/* The spec's admin-user routes (§2) lead to react-admin's own. */}
              <Route
                path="/admin-user/edit"
                element={<Navigate to={`${basename}/admin-user/create`} replace />}
              />
              <Route path="/admin-user/edit/:id" element={<AdminUserEditRedirect />} />
            </CustomRoutes>,
          ]}
    </Admin>
  );
}

function AdminUserEditRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/admin/admin-user/${encodeURIComponent(id)}`} replace />;
}
