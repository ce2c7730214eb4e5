import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { setUnauthorizedHandler } from './api/client';
import { PROVIDER_LANDING } from '../../src/common/access/sign-in-providers';
import { rememberRedirect } from './api/session';
import { ToastProvider } from './components/Toast';
import { LanguageProvider } from './i18n/LanguageProvider';
import { AcceptTerm } from './routes/AcceptTerm';
import { UserHome } from './routes/app/UserHome';
import { UserLayout } from './routes/app/UserLayout';
import { CreatePassword } from './routes/CreatePassword';
import { EmailOrPhoneRequest } from './routes/EmailOrPhoneRequest';
import { EnrolApp } from './routes/EnrolApp';
import { ErrorBoundary, ErrorPage } from './routes/ErrorPage';
import { Login } from './routes/Login';
import { NotFound } from './routes/NotFound';
import { ProviderLanding } from './routes/ProviderLanding';
import { ResetPassword } from './routes/ResetPassword';
import { RootRedirect } from './routes/RootRedirect';
import { StartCompany } from './routes/StartCompany';
import { TwoFactor } from './routes/TwoFactor';

// The sign-up form brings the mask library and the CNPJ checker: loaded only when visited.
const BusinessSignup = lazy(() => import('./routes/BusinessSignup'));
// The survey screens are most of the employee's journey but none of a first visit's.
const SurveyPage = lazy(() => import('./survey/SurveyPage'));
const AccessCodePage = lazy(() => import('./survey/AccessCodePage'));
const SurveyLanguagePage = lazy(() => import('./survey/SurveyLanguagePage'));
// Everything held about the person, their copies and requests: loaded when they open it.
const UserData = lazy(() => import('./routes/app/UserData'));
const ShortLinkPage = lazy(() => import('./survey/ShortLinkPage'));
const KioskPage = lazy(() => import('./kiosk/KioskPage'));

/** Spec §2: the survey routes, under /app/user for a signed-in employee and also on their own. */
const surveyRoutes = (
  <>
    <Route path="survey/:id" element={<SurveyPage />} />
    <Route path="survey/:id/anonymous" element={<SurveyPage />} />
    <Route path="survey/:id/accesscode" element={<AccessCodePage />} />
    <Route path="survey/:id/languageselector" element={<SurveyLanguagePage />} />
  </>
);

/** Spec §4: any 401 ends the session; the person signs in again and comes back. */
function SessionExpiry() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      const { pathname, search, hash } = location;
      if (pathname === '/login') return;
      if (/^\/(app|survey)\//.test(pathname)) rememberRedirect(pathname + search + hash);
      navigate('/login', { replace: true });
    });
  }, [navigate, location]);
  return null;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
      <Routes>
        <Route path="/" element={<RootRedirect />} />
        <Route path="/login" element={<Login />} />
        <Route path="/2fa" element={<TwoFactor />} />
        <Route path="/business-signup" element={<BusinessSignup />} />
        <Route path="/forgot-pass" element={<EmailOrPhoneRequest key="forgot" mode="forgot" />} />
        <Route
          path="/first-access"
          element={<EmailOrPhoneRequest key="first-access" mode="first-access" />}
        />
        <Route path="/reset-password/:code" element={<ResetPassword />} />
        <Route path="/create-password" element={<CreatePassword />} />
        <Route path="/enrol-app" element={<EnrolApp />} />
        <Route path="/accept-term" element={<AcceptTerm />} />
        <Route path="/start-company" element={<StartCompany />} />
        <Route path={PROVIDER_LANDING} element={<ProviderLanding />} />
        <Route path="/access-code" element={<AccessCodePage />} />
        <Route path="/s/:invite" element={<ShortLinkPage />} />
        <Route path="/kiosk" element={<KioskPage />} />
        <Route path="/error" element={<ErrorPage />} />
        <Route path="/app/user" element={<UserLayout />}>
          <Route index element={<Navigate to="home" replace />} />
          <Route path="home" element={<UserHome />} />
          <Route path="data" element={<UserData />} />
          {surveyRoutes}
        </Route>
        {surveyRoutes}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <ErrorBoundary>
        <ToastProvider>
          <LanguageProvider>
            <SessionExpiry />
            <AppRoutes />
          </LanguageProvider>
        </ToastProvider>
      </ErrorBoundary>
    </BrowserRouter>
  );
}
