import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Files of the API (under src/) the dashboard imports as `@shared/<name>`, so that the role/module
 * map (STYLE.md item 5), the rules it judges and the shapes of what the API answers are defined
 * once. They import nothing server-only. Keep tsconfig.json's "paths" in step.
 */
const SHARED: Record<string, string> = {
  access: 'common/access/access.model.ts',
  benchmark: 'report/benchmark/benchmark.model.ts',
  documents: 'common/validation/documents.ts',
  'employee-fields': 'employee/employee-field.model.ts',
  import: 'import/import.model.ts',
  'inclusion-index': 'report/inclusion-index/inclusion-index.model.ts',
  intersection: 'report/intersection/intersection.model.ts',
  languages: 'common/i18n/languages.ts',
  'privacy-request': 'privacy/requests/privacy-request.model.ts',
  question: 'survey/question.model.ts',
  report: 'report/report.model.ts',
  'rich-text': 'common/rich-text/rich-text.browser.ts',
  survey: 'survey/survey/survey.model.ts',
  trend: 'report/trend/trend.model.ts',
};

/**
 * A copy of the built index.html per first screen that lives in a chunk loaded on first use,
 * module-preloading that chunk and what it imports, so that it comes down beside the vendor
 * chunks instead of after them. `pages` maps a page's file name to the modules of its first
 * screen; the server sends each page for its own paths.
 */
function firstScreenPages(pages: Record<string, string[]>): Plugin {
  let base = '/';
  return {
    name: 'first-screen-pages',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') this.error('index.html is not in the bundle');
      const html = String(index.source);
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      for (const [fileName, modules] of Object.entries(pages)) {
        const files = new Set<string>();
        const add = (name: string) => {
          const chunk = chunks.find((candidate) => candidate.fileName === name);
          if (!chunk || files.has(name)) return;
          files.add(name);
          chunk.imports.forEach(add);
        };
        for (const module of modules) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
          if (!chunk) this.error(`no chunk has ${module}`);
          add(chunk.fileName);
        }
        const links = [...files]
          .filter((name) => !html.includes(`"${base}${name}"`))
          .map((name) => `<link rel="modulepreload" crossorigin href="${base}${name}">`);
        this.emitFile({
          type: 'asset',
          fileName,
          source: html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`),
        });
      }
    },
  };
}

/**
 * Served by the product under /admin/ (assets) for both /admin and /super. The vendor code is
 * split so that a change to the dashboard does not invalidate the cached framework, and each
 * resource is loaded on first use.
 */
export default defineConfig({
  base: '/admin/',
  // The administrator's home is in the entry chunk; the owner's first screen, the companies
  // list, is not.
  plugins: [react(), firstScreenPages({ 'super.html': ['src/super/companies/CompanyList.tsx'] })],
  resolve: {
    alias: Object.fromEntries(
      Object.entries(SHARED).map(([name, file]) => [
        `@shared/${name}`,
        fileURLToPath(new URL(`../src/${file}`, import.meta.url)),
      ]),
    ),
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
