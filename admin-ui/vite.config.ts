import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The one role/module map, shared with the API (STYLE.md item 5). */
const sharedAccess = fileURLToPath(
  new URL('../src/common/access/access.model.ts', import.meta.url),
);
/** CPF and CNPJ judged as the API judges them, each problem with its own message. */
const sharedDocuments = fileURLToPath(
  new URL('../src/common/validation/documents.ts', import.meta.url),
);
/** What a person may ask about their data, as the API names it. */
const sharedPrivacyRequest = fileURLToPath(
  new URL('../src/privacy/requests/privacy-request.model.ts', import.meta.url),
);

/**
 * Served by the product under /admin/ (assets) for both /admin and /super. The vendor code is
 * split so that a change to the dashboard does not invalidate the cached framework, and each
 * resource is loaded on first use.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: {
    alias: {
      '@shared/access': sharedAccess,
      '@shared/documents': sharedDocuments,
      '@shared/privacy-request': sharedPrivacyRequest,
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor-mui', test: /node_modules[\\/](@mui|@emotion|@popperjs)[\\/]/ },
            {
              name: 'vendor-react-admin',
              test: /node_modules[\\/](react-admin|ra-[a-z0-9-]+|@tanstack|react-hook-form|i18next|react-i18next|lodash|query-string|react-dropzone|inflection|clsx|jsonexport|date-fns)[\\/]/,
            },
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Screens typed into by a simulated person take seconds when the machine is busy (CI shares it).
    testTimeout: 30000,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
