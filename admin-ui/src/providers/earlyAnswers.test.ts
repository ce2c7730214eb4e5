import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpClient } from './httpClient';
import { KEPT_MS, withEarlyAnswers } from './earlyAnswers';

const answer = (json: unknown) => ({ status: 200, headers: new Headers(), body: '', json });

describe('answers fetched ahead for the first screen', () => {
  afterEach(() => vi.useRealTimers());

  it('hands a kept answer to the first identical GET, once', async () => {
    const http = vi.fn<HttpClient>(async (url) => answer(url));
    const client = withEarlyAnswers(http);
    client.early(() => [client('/api/a'), client('/api/b')]);
    expect(http).toHaveBeenCalledTimes(2);
    expect((await client('/api/a', { signal: new AbortController().signal })).json).toBe('/api/a');
    expect(http).toHaveBeenCalledTimes(2);
    // Taken once: the next read is a read of its own.
    await client('/api/a');
    expect(http).toHaveBeenCalledTimes(3);
    // Writes are never kept nor answered from what was kept.
    await client('/api/b', { method: 'PUT', body: '{}' });
    expect(http).toHaveBeenCalledTimes(4);
    await client('/api/b');
    expect(http).toHaveBeenCalledTimes(4);
  });

  it('asks again when the early answer failed, so the error is the screen’s own', async () => {
    const http = vi
      .fn<HttpClient>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(answer('fresh'));
    const client = withEarlyAnswers(http);
    client.early(() => [client('/api/a')]);
    expect((await client('/api/a')).json).toBe('fresh');
    expect(http).toHaveBeenCalledTimes(2);
  });

  it('does not hand over an answer kept too long, nor keep what is sent outside `early`', async () => {
    vi.useFakeTimers();
    const http = vi.fn<HttpClient>(async () => answer('x'));
    const client = withEarlyAnswers(http);
    client.early(() => [client('/api/a')]);
    vi.advanceTimersByTime(KEPT_MS + 1);
    await client('/api/a');
    expect(http).toHaveBeenCalledTimes(2);
    await client('/api/c');
    await client('/api/c');
    expect(http).toHaveBeenCalledTimes(4);
  });
});
