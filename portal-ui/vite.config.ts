import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Rules the API enforces, judged here the same way: common passwords, CPF and CNPJ. */
const shared = (file: string) =>
  fileURLToPath(new URL(`../src/common/validation/${file}.ts`, import.meta.url));

/** The employee portal, served by the product at `/`; `npm run dev` talks to the API on :3000. */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@shared/common-password': shared('common-password'),
      '@shared/documents': shared('documents'),
      '@shared/privacy-request': fileURLToPath(
        new URL('../src/privacy/requests/privacy-request.model.ts', import.meta.url),
      ),
    },
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
