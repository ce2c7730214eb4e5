import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptRoleFromLink } from './api/session';
import { App } from './App';
import './i18n';
import './styles.css';

adoptRoleFromLink(window.location.search);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
