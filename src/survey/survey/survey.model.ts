// No server-only imports: the dashboard and the portal share this file (@shared/survey).

export const ACCESS_MODES = ['link', 'code'] as const;
export type AccessMode = (typeof ACCESS_MODES)[number];

export type SurveyAudience =
  | { type: 'all' }
  | { type: 'departments'; ids: string[] }
  | { type: 'organizations'; ids: string[] };

export const SURVEY_STATUSES = [
  'draft',
  'not-started',
  'in-progress',
  'closed',
  'expired',
] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

export const PARTICIPATION_STATUSES = ['not-started', 'partially-answered', 'answered'] as const;
export type ParticipationStatus = (typeof PARTICIPATION_STATUSES)[number];

/** How often a sent survey opens its next edition. */
export const RECURRENCES = ['none', 'monthly', 'quarterly', 'yearly'] as const;
export type Recurrence = (typeof RECURRENCES)[number];
