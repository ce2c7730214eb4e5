import { ApiError } from './client';

/**
 * The text of an error toast (spec §8): a 400's field errors as "field: message" lines, else the
 * server's own message (a 401, 404, 409, 429...), else the screen's fallback: a 5xx, a network
 * failure or an empty answer leave nothing else worth showing. `labels` turns field names into
 * the labels people see on the form; unknown fields keep their API name.
 */
export function errorText(
  error: unknown,
  fallback: string,
  labels: Record<string, string> = {},
): string {
  if (!(error instanceof ApiError)) return fallback;
  const lines = Object.entries(error.errors).flatMap(([field, messages]) =>
    messages.map((message) => `${labels[field] ?? field}: ${message}`),
  );
  if (lines.length) return lines.join('\n');
  return error.described ? error.message : fallback;
}
