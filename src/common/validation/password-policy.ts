import { dictionary } from '@zxcvbn-ts/language-common';

export const PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const SPECIAL = /[!@#$%^&*(),.?":{}|<>]/;

/** The spec's composition rule, with the length cap raised to 128 (ASVS 6.2.9). */
export function meetsPasswordRules(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN &&
    password.length <= PASSWORD_MAX &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    SPECIAL.test(password)
  );
}

const LOCAL_COMMON = [
  'senha',
  'mudar',
  'trocar',
  'brasil',
  'diversitera',
  'acesso',
  'empresa',
  'admin',
];
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set([...(dictionary['passwords-common'] as string[]), ...LOCAL_COMMON]);
  return common;
}

/**
 * Refuses a password that is a well-known one once decorated: "Password1!" is "password" with
 * the digits and symbols the rules force on it.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  return commonPasswords().has(lower) || (core.length >= 4 && commonPasswords().has(core));
}
