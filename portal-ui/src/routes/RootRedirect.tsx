import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { currentSession, isOutsidePortal, ROLE_HOME } from '../api/session';

/** `/`: the start page without a session, else each role's home (spec §2, §6). */
export function RootRedirect() {
  const session = currentSession();
  const home = session ? ROLE_HOME[session.role] : '/start-company';
  const outside = isOutsidePortal(home);
  useEffect(() => {
    if (outside) window.location.assign(home);
  }, [outside, home]);
  if (outside) return null;
  return <Navigate to={session ? '/app/user' : home} replace />;
}
