import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import {
  clearSession,
  currentSession,
  dropInterimToken,
  rememberRedirect,
} from '../../api/session';
import { Header } from '../../components/Header';
import { HomeIcon, LogOutIcon, UserIcon } from '../../components/icons';

/** The employee area: signed-in `user` accounts only; others sign in and come back here. */
export function UserLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const session = currentSession();
  const signedIn = !!session;
  // The whole address: a survey's personal link (`?invite=…`) must survive the sign-in.
  const here = location.pathname + location.search + location.hash;

  useEffect(() => {
    if (signedIn) dropInterimToken();
    else rememberRedirect(here);
  }, [signedIn, here]);

  if (!session) return <Navigate to="/login" replace />;
  // Dashboard accounts have their own home; `/` sends them there.
  if (session.role !== 'user') return <Navigate to="/" replace />;

  const logout = () => {
    clearSession();
    navigate('/login', { replace: true });
  };

  return (
    <div className="app">
      <a href="#main" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <div className="app-bar">
        <Header />
        <nav aria-label={t('app.navigation')} className="app-nav">
          <NavLink to="/app/user/home" className="app-nav-link">
            <HomeIcon />
            {t('app.home')}
          </NavLink>
          <NavLink to="/app/user/data" className="app-nav-link">
            <UserIcon />
            {t('app.data')}
          </NavLink>
          <button type="button" className="app-nav-link" onClick={logout}>
            <LogOutIcon />
            {t('app.logout')}
          </button>
        </nav>
      </div>
      <main id="main" className="app-main" tabIndex={-1}>
        {/* The survey screens load on demand: the bar stays while they come. */}
        <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
          <Outlet context={session} />
        </Suspense>
      </main>
    </div>
  );
}
