/**
 * The common-password rule, shared by the API (which enforces it) and the portal (which ticks it
 * in the live checklist): both judge a password against the same list the same way.
 */

/** Words people here choose that the English-centred dictionary lacks. */
export const LOCAL_COMMON = [
  'senha',
  'mudar',
  'trocar',
  'brasil',
  'diversitera',
  'acesso',
  'empresa',
  'admin',
];

/**
 * Refuses a password that is a well-known one once decorated: "Password1!" is "password" with
 * the digits and symbols the rules force on it.
 */
export function isCommonAmong(common: ReadonlySet<string>, password: string): boolean {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  return common.has(lower) || (core.length >= 4 && common.has(core));
}
