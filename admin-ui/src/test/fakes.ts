/** A JWT-shaped token with the given claims (unsigned: the client never checks signatures). */
export function fakeToken(claims: Record<string, unknown>): string {
  const encode = (value: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ exp, stage: 'full', ...claims })}.signature`;
}

export interface Call {
  url: string;
  init: RequestInit;
  headers: Headers;
}

/** Replies to `fetch` in order; each reply is [status, body, headers?]. Returns the calls made. */
export function replyWith(...replies: Array<[number, unknown?, Record<string, string>?]>): Call[] {
  const calls: Call[] = [];
  const queue = [...replies];
  globalThis.fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const request = input instanceof Request ? input : undefined;
    calls.push({
      url: request ? request.url : String(input),
      init,
      headers: new Headers(init.headers ?? request?.headers),
    });
    const [status, body, headers] = queue.shift() ?? [500, {}];
    return new Response(status === 204 ? null : JSON.stringify(body ?? {}), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  }) as typeof fetch;
  return calls;
}
