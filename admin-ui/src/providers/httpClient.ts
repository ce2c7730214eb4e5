import { fetchUtils, HttpError } from 'react-admin';
import { bearerToken, storeToken } from './session';

export type FieldErrors = Record<string, string[] | string>;

export interface HttpClientOptions {
  /** The interface language, sent as `Accept-Language` so server messages follow it. */
  language: () => string;
}

export type HttpClient = (
  url: string,
  options?: fetchUtils.Options,
) => Promise<{ status: number; headers: Headers; body: string; json: unknown }>;

/** Answers whose token must not become the session (the owner keeps their own, spec §7). */
const KEEPS_SESSION = /\/impersonate\//;

/**
 * One JSON (or multipart) call with the session's bearer and the interface language. A token in
 * the answer replaces the stored one; a 400's field errors come back as react-admin's
 * server-side validation errors (`body.errors`, one string per field).
 */
export function createHttpClient({ language }: HttpClientOptions): HttpClient {
  return async (url, options = {}) => {
    const headers = new Headers(options.headers as HeadersInit | undefined);
    headers.set('Accept', 'application/json');
    headers.set('Accept-Language', language());
    const token = bearerToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    try {
      const response = await fetchUtils.fetchJson(url, { ...options, headers });
      const issued = (response.json as { token?: unknown } | undefined)?.token;
      if (typeof issued === 'string' && !KEEPS_SESSION.test(url)) storeToken(issued);
      return response;
    } catch (error) {
      throw toDashboardError(error);
    }
  };
}

function toDashboardError(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const body = (error.body ?? {}) as { message?: unknown; errors?: FieldErrors };
  const message =
    typeof body.message === 'string' && body.message
      ? body.message
      : `Request failed with status code ${error.status}`;
  if (error.status !== 400 || !body.errors || typeof body.errors !== 'object') {
    return new HttpError(message, error.status, body);
  }
  return new HttpError(message, error.status, { ...body, errors: joinMessages(body.errors) });
}

/** react-admin shows one message per field: the server's list, one per line. */
export function joinMessages(errors: FieldErrors): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      Array.isArray(messages) ? messages.join('\n') : String(messages),
    ]),
  );
}

/** The server's messages of a failed call, one per line (field errors first). */
export function errorText(error: unknown): string {
  if (error instanceof HttpError) {
    const errors = (error.body as { errors?: Record<string, unknown> } | undefined)?.errors;
    const messages = errors ? Object.values(errors).map(String).filter(Boolean) : [];
    return messages.length ? messages.join('\n') : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
