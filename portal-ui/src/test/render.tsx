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

/** Replies to `fetch` in order; each reply is [status, body, headers?]. Returns the mock. */
export function replyWith(...replies: Array<[number, unknown?, Record<string, string>?]>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const queue = [...replies];
  const fetchMock = async (url: string | URL | Request, init: RequestInit = {}) => {
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
