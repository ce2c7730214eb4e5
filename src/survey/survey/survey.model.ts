// No server-only imports: the dashboard and the portal share this file (@shared/survey).
import type { MessageChannel } from '../../employee/employee-field.model';

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

/** A survey's participations by how far each got, and its visitors (answers by code). */
export interface ParticipationCounts {
  total: number;
  notStarted: number;
  partiallyAnswered: number;
  answered: number;
  visitors: number;
}

/** Why every message to a person by a channel failed, by the reason of the latest. */
export const REACH_FAILURES = [
  'invalid-number',
  'opted-out',
  'template-rejected',
  'refused',
  'gave-up',
] as const;
export type ReachFailure = (typeof REACH_FAILURES)[number];

export interface ChannelReach {
  /** People sent an invitation or reminder by this channel. */
  invited: number;
  /** People at least one of whose messages the provider (or SMTP server) took. */
  reached: number;
  /** People whose messages are still being tried. */
  pending: number;
  /** People whose every message failed, by the reason of the latest. */
  failed: Record<ReachFailure, number>;
}

/** `GET /admin/survey/{id}/reach`: people per channel, and those no channel reaches. */
export interface SurveyReach {
  channels: Record<MessageChannel, ChannelReach>;
  /** Invited people no channel could reach: no e-mail, and no usable phone. */
  unreachable: number;
}
