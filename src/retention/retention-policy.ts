/**
 * How long a company keeps what LGPD lets it keep only while needed (art. 15–16), in days.
 * Bounds: identified answers and a former employee's data at least 30 days (time for the
 * person's own requests to be answered), audit and sign-in records at least 183 days (the six
 * months of access records an application must keep, Marco Civil da Internet art. 15); at most
 * ten years each.
 */
export interface RetentionPolicy {
  /** Identified answers, counted from the day their survey closed (or ended). */
  identifiedAnswersDays: number;
  /** A former employee's personal data, counted from their deactivation. */
  formerEmployeeDays: number;
  /** Audit entries and sign-in records, counted from when they were written. */
  recordsDays: number;
}

export const DEFAULT_RETENTION: RetentionPolicy = {
  identifiedAnswersDays: 730,
  formerEmployeeDays: 365,
  recordsDays: 365,
};

export const RETENTION_BOUNDS: Record<keyof RetentionPolicy, { min: number; max: number }> = {
  identifiedAnswersDays: { min: 30, max: 3650 },
  formerEmployeeDays: { min: 30, max: 3650 },
  recordsDays: { min: 183, max: 3650 },
};

/** What a policy reaches at a moment: what the job would change, or what a run changed. */
export interface RetentionCounts {
  /** Identified responses taken off their person (reports keep counting them). */
  identifiedResponses: number;
  /** Unfinished answers of closed surveys, dropped. */
  drafts: number;
  /** Former employees whose personal data was anonymized. */
  formerEmployees: number;
  auditEntries: number;
  signInRecords: number;
}

export const NO_COUNTS: RetentionCounts = {
  identifiedResponses: 0,
  drafts: 0,
  formerEmployees: 0,
  auditEntries: 0,
  signInRecords: 0,
};
