import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '../i18n';
import { offerProviders } from './render';

// `findBy…` waits up to 1 s by default: too short for a busy machine, and a wait ends as soon as
// the element appears.
configure({ asyncUtilTimeout: 10000 });

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(async () => {
  cleanup();
  offerProviders({});
  localStorage.clear();
  sessionStorage.clear();
  await i18n.changeLanguage('pt-BR');
});
