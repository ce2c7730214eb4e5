/**
 * What a person may ask about their data (LGPD art. 18) and where a request stands.
 * Dependency-free on purpose: the portal and the dashboard import this file too.
 */
export const PRIVACY_REQUEST_KINDS = [
  'statement',
  'correction',
  'erasure',
  'anonymization',
  'consent-withdrawal',
] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** The kinds that reach identified answers, of one survey or of all. */
export const ANSWER_KINDS: readonly PrivacyRequestKind[] = [
  'erasure',
  'anonymization',
  'consent-withdrawal',
];

export const PRIVACY_REQUEST_STATUSES = ['open', 'done', 'refused'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/** What answering did, kept with the request (counts and field names, never values). */
export interface PrivacyRequestOutcome {
  responses?: number;
  answersRemoved?: number;
  fields?: string[];
}
