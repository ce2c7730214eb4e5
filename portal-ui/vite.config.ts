import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Files of the API (under src/) the portal imports as `@shared/<name>`: the rules it judges the
 * same way (common passwords, CPF and CNPJ) and the shapes of what the API answers, defined once.
 * They import nothing server-only. Keep tsconfig.json's "paths" in step.
 */
const SHARED: Record<string, string> = {
  'common-password': 'common/validation/common-password.ts',
  documents: 'common/validation/documents.ts',
  languages: 'common/i18n/languages.ts',
  'privacy-request': 'privacy/requests/privacy-request.model.ts',
  question: 'survey/question.model.ts',
  'rich-text': 'common/rich-text/rich-text.browser.ts',
  survey: 'survey/survey/survey.model.ts',
};

/** The employee portal, served by the product at `/`; `npm run dev` talks to the API on :3000. */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: Object.fromEntries(
      Object.entries(SHARED).map(([name, file]) => [
        `@shared/${name}`,
        fileURLToPath(new URL(`../src/${file}`, import.meta.url)),
      ]),
    ),
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: { target: 'es2022' },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Screens typed into by a simulated person take seconds when the machine is busy (CI shares it).
    testTimeout: 30000,
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
  },
});
