import { Admin } from 'react-admin';

/** The dashboard for the platform owner (/super) and company administrators (/admin). */
export function App() {
  const basename = window.location.pathname.startsWith('/super') ? '/super' : '/admin';
  return <Admin basename={basename} />;
}
