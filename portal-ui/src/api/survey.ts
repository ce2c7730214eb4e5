import type { AnswerInput, AnswersInput, QuestionCondition, QuestionType } from '@shared/question';
import type { ParticipationStatus, SurveyStatus as ApiSurveyStatus } from '@shared/survey';
import { request } from './client';

/** An employee never sees a draft. */
export type SurveyStatus = Exclude<ApiSurveyStatus, 'draft'>;

/** One of the signed-in employee's surveys (`GET /api/user/survey`). */
export interface SurveySummary {
  id: string;
  name: string;
  status: SurveyStatus;
  participationStatus: ParticipationStatus;
  anonymous: boolean;
  startsAt: string | null;
  endsAt: string | null;
  /** When the company closed it, which may be well before `endsAt`. */
  closedAt: string | null;
}

/** A page of a list, as every list of the API answers it. */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export type MySurveyOrder = 'sentAt' | '-sentAt' | 'name' | '-name' | 'endsAt' | '-endsAt';

export interface QuestionOption {
  key: string;
  label: string;
}

/** A question in the language asked for (its pt-BR text where it has no translation). */
export interface SurveyQuestion {
  id: string;
  index: number;
  type: QuestionType;
  required: boolean;
  sensitive: boolean;
  /** The LGPD art. 11 category of a sensitive question (race, gender...), when the server says. */
  category?: string | null;
  text: string;
  /** Rich-text help: HTML the server has sanitized. */
  description: string | null;
  imageUrl: string | null;
  options: QuestionOption[];
  /** A matrix's statements, each answered on `options`. */
  statements: QuestionOption[];
  preferNotToAnswer: boolean;
  min: number | null;
  max: number | null;
  condition: QuestionCondition | null;
}

export type Answer = AnswerInput;
export type Answers = AnswersInput;

/** The consent to sensitive questions (LGPD art. 11) as the person gave or declined it. */
export interface ConsentRecord {
  given: boolean;
  version: string;
}

export interface SurveyDetail {
  id: string;
  /** The title in the language asked for (its Portuguese one, or the survey's name, without). */
  name: string;
  /** The administrator's rich texts (sanitized HTML); null where the portal uses its own. */
  introduction?: string | null;
  closing?: string | null;
  /** Who runs the survey: its name, and its logo's address (read with the survey's credential). */
  company?: { name: string; logoUrl: string | null };
  anonymous: boolean;
  status: SurveyStatus;
  endsAt: string | null;
  language: string;
  consent: { version: string; text: string; required: boolean };
  questions: SurveyQuestion[];
  /** The identified survey's server draft. */
  draft: { answers: Answers; consent: ConsentRecord | null } | null;
  participationStatus: ParticipationStatus | null;
}

/**
 * Who answers: a survey token (personal link or access code), or the signed-in employee's own
 * session.
 */
export type SurveyAccess = { kind: 'token'; token: string; visit: boolean } | { kind: 'session' };

const bearerOf = (access: SurveyAccess) => (access.kind === 'token' ? access.token : undefined);
const path = (id: string, rest = '') => `/survey/${encodeURIComponent(id)}${rest}`;

export const surveyApi = {
  mine: ({
    page = 1,
    pageSize,
    order,
  }: { page?: number; pageSize?: number; order?: MySurveyOrder } = {}) =>
    request<ListPage<SurveySummary>>('GET', '/user/survey', {
      query: {
        page: String(page),
        ...(pageSize ? { pageSize: String(pageSize) } : {}),
        ...(order ? { order } : {}),
      },
    }),
  /** A personal link's invite → a survey token. No session: the link is the credential. */
  redeemInvitation: (id: string, invite: string) =>
    request<{ token: string }>('POST', path(id, '/invitation'), {
      body: { invite },
      bearer: null,
    }),
  /** A short link's invite (SMS, WhatsApp) → the survey it opens and a survey token. */
  openShortLink: (invite: string) =>
    request<{ token: string; surveyId: string; anonymous: boolean }>('POST', '/survey/invitation', {
      body: { invite },
      bearer: null,
    }),
  accessByCode: (code: string) =>
    request<{ token: string; surveyId: string }>('POST', '/user/auth/access-by-code', {
      body: { code },
      bearer: null,
    }),
  load: (id: string, language: string, access: SurveyAccess) =>
    request<SurveyDetail>('GET', path(id), { query: { language }, bearer: bearerOf(access) }),
  saveDraft: (
    id: string,
    draft: { answers: Answers; consent: ConsentRecord | null },
    access: SurveyAccess,
    keepalive = false,
  ) =>
    request<void>('PUT', path(id, '/answers'), {
      body: draft,
      bearer: bearerOf(access),
      keepalive,
    }),
  /** The first answer of an anonymous survey was given: no answer travels with it. */
  start: (id: string, access: SurveyAccess) =>
    request<void>('POST', path(id, '/start'), { bearer: bearerOf(access) }),
  submit: (
    id: string,
    body: { answers: Answers; consent: ConsentRecord; language: string },
    access: SurveyAccess,
  ) => request<unknown>('POST', path(id, '/submit'), { body, bearer: bearerOf(access) }),
};
