import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { bootstrap } from './bootstrap';

void bootstrap().then((dashboard) =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App {...dashboard} />
    </StrictMode>,
  ),
);
