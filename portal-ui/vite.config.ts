import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The employee portal, served by the product at `/`; `npm run dev` talks to the API on :3000. */
export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: { target: 'es2022' },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
  },
});
