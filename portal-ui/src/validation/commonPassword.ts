import { isCommonAmong, LOCAL_COMMON } from '@shared/common-password';

let common: ReadonlySet<string> | null = null;
let loading: Promise<void> | null = null;

/**
 * The list of common passwords the API refuses (about 370 kB), fetched when a password form
 * opens rather than with every page.
 */
export function loadCommonPasswords(): Promise<void> {
  loading ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    common = new Set([...(dictionary['passwords-common'] as string[]), ...LOCAL_COMMON]);
  });
  return loading;
}

/** Whether the API would refuse this password as common; null until the list has loaded. */
export const isCommonPassword = (password: string): boolean | null =>
  common ? isCommonAmong(common, password) : null;
