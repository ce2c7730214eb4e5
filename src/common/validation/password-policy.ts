import { dictionary } from '@zxcvbn-ts/language-common';
import { isCommonAmong, LOCAL_COMMON } from './common-password';

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

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set([...(dictionary['passwords-common'] as string[]), ...LOCAL_COMMON]);
  return common;
}

export const isCommonPassword = (password: string): boolean =>
  isCommonAmong(commonPasswords(), password);
