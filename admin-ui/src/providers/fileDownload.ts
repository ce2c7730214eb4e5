import { HttpError } from 'react-admin';
import { bearerToken } from './session';

/** A file the API answered, or its JSON when it answered something else (a 202 and a job id). */
export type FileAnswer =
  { kind: 'file'; blob: Blob; fileName: string } | { kind: 'json'; status: number; json: unknown };

/** The file name of a `Content-Disposition`, preferring RFC 5987's UTF-8 form. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : fallback;
}

/**
 * A download with the session's bearer and the interface language (the server names the file
 * and writes its headers in that language). JSON answers come back as such; errors as
 * react-admin's HttpError, so that a 401 signs out like any other call.
 */
export async function fetchFile(
  url: string,
  {
    language,
    fallbackName = 'download',
    signal,
    body,
  }: {
    language: string;
    fallbackName?: string;
    signal?: AbortSignal;
    /** Posted as JSON: a file made from a request (posters, code sheets). */
    body?: unknown;
  },
): Promise<FileAnswer> {
  const headers = new Headers({ 'Accept-Language': language });
  const token = bearerToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(url, {
    headers,
    signal,
    ...(body !== undefined && { method: 'POST', body: JSON.stringify(body) }),
  });
  const type = response.headers.get('Content-Type') ?? '';
  const isJson = type.includes('application/json');
  if (!response.ok) {
    const body = isJson ? await response.json().catch(() => ({})) : {};
    const message =
      typeof body?.message === 'string' && body.message
        ? body.message
        : `Request failed with status code ${response.status}`;
    throw new HttpError(message, response.status, body);
  }
  if (isJson) return { kind: 'json', status: response.status, json: await response.json() };
  return {
    kind: 'file',
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('Content-Disposition'), fallbackName),
  };
}

/** Hands a blob to the browser as a download under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
