import { createHash, randomInt } from 'node:crypto';

/**
 * Personal links and access codes are kept only as hashes: the sending side makes them, the
 * answering side finds its participation or visit by hashing what it was given.
 */
export function hashInvite(invite: string): string {
  return createHash('sha256').update(invite).digest('base64url');
}

/** Letters and digits that cannot be mistaken for one another on a poster or a phone screen. */
export const ACCESS_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const ACCESS_CODE_LENGTH = 8;

/** What a person typed, without the dash, spaces or lower case a poster or phone adds. */
export const normalizeAccessCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

export const hashAccessCode = (code: string) =>
  createHash('sha256').update(normalizeAccessCode(code)).digest('base64url');

/** A new access code, as it is stored (without the dash). */
export const newAccessCode = () =>
  Array.from(
    { length: ACCESS_CODE_LENGTH },
    () => ACCESS_CODE_ALPHABET[randomInt(ACCESS_CODE_ALPHABET.length)],
  ).join('');

/** As a person reads and types it: two groups of four. */
export const formatAccessCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;
