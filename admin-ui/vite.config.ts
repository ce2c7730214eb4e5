import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Served by the product under /admin/ (assets) for both /admin and /super. */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  test: { environment: 'jsdom' },
});
