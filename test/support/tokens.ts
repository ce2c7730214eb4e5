import { AccessClaims } from '../../src/common/access/access-claims';

/** Reads a token's claims without checking it, as a front end would. */
export function claimsOf(
  token: string,
): AccessClaims & { exp: number; iat: number; aud: string; iss: string; sub: string } {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
