import type { HttpClient } from './httpClient';

/** How long an answer fetched ahead waits for the screen that will ask for it. */
export const KEPT_MS = 10_000;

export type EarlyHttpClient = HttpClient & {
  /**
   * Runs `start` (data-provider calls) and keeps the answers of the GETs it sends, for the
   * first identical GET within KEPT_MS to take instead of asking again. Only the calls `start`
   * sends before its first pause are kept: the data provider's calls send at once.
   */
  early(start: () => unknown): void;
};

/**
 * The first screen's data fetched while its scripts still load and react-admin starts, instead
 * of after: a kept answer is taken once, and one that failed is asked again, so that an error
 * is the screen's own.
 */
export function withEarlyAnswers(http: HttpClient): EarlyHttpClient {
  const kept = new Map<string, { answer: ReturnType<HttpClient>; at: number }>();
  let keeping = false;
  const client = ((url, options = {}) => {
    const get = (options.method ?? 'GET').toUpperCase() === 'GET';
    if (get && keeping) {
      const answer = http(url, options);
      // Nobody may be waiting for it yet: its failure is handled by whoever takes it.
      answer.catch(() => undefined);
      kept.set(url, { answer, at: Date.now() });
      return answer;
    }
    const early = get ? kept.get(url) : undefined;
    if (!early) return http(url, options);
    kept.delete(url);
    return Date.now() - early.at < KEPT_MS
      ? early.answer.catch(() => http(url, options))
      : http(url, options);
  }) as EarlyHttpClient;
  client.early = (start) => {
    keeping = true;
    try {
      const started = start();
      // The calls' own promises: their answers are kept above, their failures not reported.
      if (Array.isArray(started))
        started.forEach((call) => (call as Promise<unknown>)?.catch?.(() => undefined));
    } finally {
      keeping = false;
    }
  };
  return client;
}
