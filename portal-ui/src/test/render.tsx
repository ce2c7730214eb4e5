import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppRoutes } from '../App';
import { STORAGE_KEYS } from '../api/session';
import { ToastProvider } from '../components/Toast';
import { LanguageProvider } from '../i18n/LanguageProvider';

/**
 * Renders inside the app's providers at `path`, with pt-BR already confirmed so the first-visit
 * modal stays closed. Navigating anywhere else shows a `location` marker.
 */
export function renderAt(element: ReactElement, { path = '/' }: { path?: string } = {}) {
  localStorage.setItem(STORAGE_KEYS.language, 'pt-BR');
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ToastProvider>
        <LanguageProvider>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<p data-testid="location">elsewhere</p>} />
          </Routes>
        </LanguageProvider>
      </ToastProvider>
    </MemoryRouter>,
  );
}

/** A JWT-shaped token with the given claims (unsigned: the client never checks signatures). */
export function fakeToken(claims: Record<string, unknown>): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ exp, ...claims })}.signature`;
}

/** What the sign-in pages are told about providers (none unless a test offers some). */
let signInOptions = { google: false, microsoft: false, sso: false };

export function offerProviders(options: Partial<typeof signInOptions>): void {
  signInOptions = { google: false, microsoft: false, sso: false, ...options };
}

/**
 * Replies to `fetch` in order; each reply is [status, body, headers?]. Returns the mock. The
 * sign-in pages' question of which providers exist is answered aside, from `offerProviders`.
 */
export function replyWith(...replies: Array<[number, unknown?, Record<string, string>?]>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const queue = [...replies];
  const fetchMock = async (url: string | URL | Request, init: RequestInit = {}) => {
    if (String(url).endsWith('/api/public/sign-in-options'))
      return new Response(JSON.stringify(signInOptions), {
        headers: { 'Content-Type': 'application/json' },
      });
    calls.push({ url: String(url), init });
    const [status, body, headers] = queue.shift() ?? [500, {}];
    return new Response(status === 204 ? null : JSON.stringify(body ?? {}), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  };
  globalThis.fetch = fetchMock as typeof fetch;
  return calls;
}

/** The whole route table at `path`, as the app mounts it. */
export function renderApp(path: string, { chooseLanguage = true } = {}) {
  if (chooseLanguage) localStorage.setItem(STORAGE_KEYS.language, 'pt-BR');
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ToastProvider>
        <LanguageProvider>
          <AppRoutes />
          <LocationProbe />
        </LanguageProvider>
      </ToastProvider>
    </MemoryRouter>,
  );
}

/** Shows the current path, so a test can see where navigation went. */
function LocationProbe() {
  return <span data-testid="path">{useLocation().pathname}</span>;
}

type Reply = [number, unknown?, Record<string, string>?];

/**
 * Replies by "METHOD /path" (query left out), in order for a route given several replies, the
 * last one repeating; an unknown route answers 404. Returns the calls made.
 */
export function replyByRoute(routes: Record<string, Reply | Reply[]>) {
  const calls: Array<{
    method: string;
    url: string;
    path: string;
    init: RequestInit;
    body: unknown;
  }> = [];
  const queues = Object.fromEntries(
    Object.entries(routes).map(([route, reply]) => [
      route,
      (Array.isArray(reply[0]) ? reply : [reply]) as Reply[],
    ]),
  );
  const fetchMock = async (url: string | URL | Request, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = String(url).split('?')[0];
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url: String(url), path, init, body });
    const queue = queues[`${method} ${path}`];
    const [status, replyBody, headers] = (queue && queue.length > 1
      ? queue.shift()
      : queue?.[0]) ?? [404, {}];
    return new Response(status === 204 ? null : JSON.stringify(replyBody ?? {}), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  };
  globalThis.fetch = fetchMock as typeof fetch;
  return calls;
}
