import { isIP } from 'node:net';

/**
 * An OpenID Connect issuer we may talk to: `https`, or plain `http` on this machine's loopback
 * (development and tests, where nothing can be overheard). An issuer identifier carries no
 * query, fragment or credentials (OpenID Connect Discovery §3), and is kept without a trailing
 * slash, as providers write theirs.
 */
export function normalIssuer(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  if (url.search || url.hash || url.username || url.password) return undefined;
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname)))
    return undefined;
  return url.href.replace(/\/+$/, '');
}

export function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host === '::1') return true;
  return isIP(host) === 4 && host.startsWith('127.');
}

export const ISSUER_RULE = 'must be an https:// URL (plain http only on loopback), without query';
