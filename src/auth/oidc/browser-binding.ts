import { parse, serialize } from 'cookie';
import { createHash, randomBytes } from 'node:crypto';

/**
 * A random value in an HttpOnly cookie ties a sign-in to the browser that started it: a
 * provider's answer (or its ticket) carried into another browser is refused, so nobody can
 * sign someone else in to their own account by sending them a link (login CSRF).
 */
export const BINDING_COOKIE = 'diversitera_sign_in';
const BINDING_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** As long as a sign-in may take at the provider. */
export const BINDING_SECONDS = 10 * 60;

export function bindingOf(cookieHeader: string | string[] | undefined): string | undefined {
  const header = Array.isArray(cookieHeader) ? cookieHeader.join('; ') : (cookieHeader ?? '');
  const value = parse(header)[BINDING_COOKIE];
  return value && BINDING_SHAPE.test(value) ? value : undefined;
}

export const newBinding = () => randomBytes(32).toString('base64url');

/** `SameSite=Lax`: the provider's redirect back is a top-level navigation, which carries it. */
export function bindingCookie(value: string, secure: boolean): string {
  return serialize(BINDING_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/api/',
    maxAge: BINDING_SECONDS,
  });
}

/** Values kept only as digests: state, ticket and binding are all 256-bit random. */
export const digestOf = (value: string) => createHash('sha256').update(value).digest('base64url');
