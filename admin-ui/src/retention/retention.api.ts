import type { HttpClient } from '../providers/httpClient';

/** How long the company keeps what it holds, in days (`/api/admin/company/retention`). */
export interface RetentionPolicy {
  identifiedAnswersDays: number;
  formerEmployeeDays: number;
  recordsDays: number;
}

export interface SavedRetentionPolicy extends RetentionPolicy {
  /** False while the company keeps the defaults. */
  saved: boolean;
  updatedAt: string | null;
}

/** What a policy would erase or anonymize if it were applied now. */
export interface RetentionCounts {
  identifiedResponses: number;
  drafts: number;
  formerEmployees: number;
  auditEntries: number;
  signInRecords: number;
}

/** The API's bounds, repeated for the form's own checks (the API decides). */
export const RETENTION_BOUNDS: Record<keyof RetentionPolicy, { min: number; max: number }> = {
  identifiedAnswersDays: { min: 30, max: 3650 },
  formerEmployeeDays: { min: 30, max: 3650 },
  recordsDays: { min: 183, max: 3650 },
};

const PATH = '/api/admin/company/retention';
export const RECORDS_PATH = '/api/admin/company/records-of-processing';

export const retentionMethods = (http: HttpClient) => ({
  getRetention: async () => (await http(PATH)).json as SavedRetentionPolicy,
  saveRetention: async (policy: RetentionPolicy) =>
    (await http(PATH, { method: 'PUT', body: JSON.stringify(policy) }))
      .json as SavedRetentionPolicy,
  retentionDryRun: async (policy: RetentionPolicy) =>
    (await http(`${PATH}/dry-run`, { method: 'POST', body: JSON.stringify(policy) }))
      .json as RetentionCounts,
});

export type RetentionMethods = ReturnType<typeof retentionMethods>;
