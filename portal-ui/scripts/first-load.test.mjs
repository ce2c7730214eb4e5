import { describe, expect, it } from 'vitest';
import { firstLoadScripts } from '../../scripts/front-end/first-load.mjs';

describe('firstLoadScripts', () => {
  it('finds the entry and its preloads whatever the order and quoting of their attributes', () => {
    const html = `<!doctype html><html><head>
      <script type="module" crossorigin src="/assets/index-a1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
      <link crossorigin href="/assets/router-c3.js" rel="modulepreload">
      <link href='/assets/i18n-d4.js' rel='modulepreload' />
      <LINK REL="modulepreload" HREF="/assets/shared-e5.js">
      <link rel="stylesheet" crossorigin href="/assets/index-f6.css">
      <link rel="icon" href="/favicon.svg">
    </head><body><script>window.inline = true;</script></body></html>`;
    expect(firstLoadScripts(html)).toEqual([
      '/assets/index-a1.js',
      '/assets/react-b2.js',
      '/assets/router-c3.js',
      '/assets/i18n-d4.js',
      '/assets/shared-e5.js',
    ]);
  });

  it('counts a file named twice once', () => {
    const html =
      '<script type="module" src="/assets/a.js"></script><link rel="modulepreload" href="/assets/a.js">';
    expect(firstLoadScripts(html)).toEqual(['/assets/a.js']);
  });
});
