import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '../i18n';

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  await i18n.changeLanguage('pt-BR');
});
