import { i18n } from '../i18n';
import { bearerToken, clearSession, storeToken } from './session';

export type FieldErrors = Record<string, string[]>;

/**
 * A non-2xx answer. `message` is the server's own text (in the caller's language) when it gave
 * one, else the generic "Request failed with status code {status}" of spec §8.
 */
export class ApiError extends Error {
  /** True when `message` is the server's, fit to show; false for the generic text. */
  readonly described: boolean;

  constructor(
    readonly status: number,
    serverMessage?: string,
    readonly errors: FieldErrors = {},
    /** Seconds, from `Retry-After` on a 429. */
    readonly retryAfter?: number,
    /**
     * The catalogue key of the server's message, the same in every language: what to branch on
     * when one status has several causes (a 410 of a closed survey or of a used link).
     */
    readonly code?: string,
  ) {
    super(serverMessage || `Request failed with status code ${status}`);
    this.name = 'ApiError';
    this.described = !!serverMessage;
  }
}

interface ErrorBody {
  code?: unknown;
  message?: unknown;
  errors?: unknown;
}

let onUnauthorized: () => void = () => undefined;

/** The app decides where a logged-out person goes; the client only reports it. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | boolean>;
  /**
   * A bearer of the call's own (a survey token), or null for none, instead of the session's.
   * Such a call is outside the sign-in session: a token it answers is not stored, and its 401
   * does not end the session.
   */
  bearer?: string | null;
  /** Lets the call finish after the page is gone (a draft saved as the person leaves). */
  keepalive?: boolean;
}

/** One JSON call to the API, with the session's bearer and the interface language. */
export async function request<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  { body, query, bearer, keepalive }: RequestOptions = {},
): Promise<T> {
  const ownBearer = bearer !== undefined;
  const headers = headersFor(ownBearer ? bearer : bearerToken(path));
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const response = await fetch(`/api${path}${searchOf(query)}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    keepalive,
  });
  const data: unknown =
    response.status === 204 ? undefined : await response.json().catch(() => ({}));

  if (!response.ok) throw toApiError(response, (data ?? {}) as ErrorBody, !ownBearer);
  // A response that carries a token replaces the stored one (spec §7).
  const issued = (data as { token?: unknown } | undefined)?.token;
  if (typeof issued === 'string' && !ownBearer) storeToken(issued);
  return data as T;
}

/** A file the API answers (a download) in the session, refused as `request` refuses. */
export async function requestFile(
  path: string,
  query?: Record<string, string | boolean>,
): Promise<Blob> {
  const response = await fetch(`/api${path}${searchOf(query)}`, {
    headers: headersFor(bearerToken(path)),
  });
  if (!response.ok) {
    const data = (await response.json().catch(() => ({}))) as ErrorBody;
    throw toApiError(response, data, true);
  }
  return response.blob();
}

function headersFor(token: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.language,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

const searchOf = (query?: Record<string, string | boolean>) =>
  query
    ? `?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`
    : '';

function toApiError(response: Response, body: ErrorBody, sessionCall: boolean): ApiError {
  const { status } = response;
  if (status === 401 && sessionCall) {
    clearSession();
    onUnauthorized();
  }
  // Every 4xx of the API says what went wrong in the caller's language (DESIGN §3). A 5xx, or
  // a proxy's page in front of the API, says nothing a person can act on.
  const message =
    status < 500 && typeof body.message === 'string' && body.message ? body.message : undefined;
  const errors =
    body.errors && typeof body.errors === 'object' ? (body.errors as FieldErrors) : undefined;
  const retryAfter = Number(response.headers.get('Retry-After')) || undefined;
  const code = typeof body.code === 'string' && body.code ? body.code : undefined;
  return new ApiError(status, message, errors, retryAfter, code);
}
