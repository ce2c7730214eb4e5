import type { HttpClient } from '../providers/httpClient';
import type { ListPage } from '../providers/listPage';
import type { LanguageCode } from '../i18n/languages';

export {
  ACCESS_MODES,
  PARTICIPATION_STATUSES,
  REACH_FAILURES,
  RECURRENCES,
  SURVEY_STATUSES,
  type AccessMode,
  type ParticipationCounts,
  type ParticipationStatus,
  type Recurrence,
  type SurveyAudience,
  type SurveyReach,
  type SurveyStatus,
} from '@shared/survey';
import type {
  AccessMode,
  ParticipationCounts,
  ParticipationStatus,
  Recurrence,
  SurveyAudience,
  SurveyReach,
  SurveyStatus,
} from '@shared/survey';

export const SURVEY_TEXT_FIELDS = ['title', 'invitation', 'introduction', 'closing'] as const;
export type SurveyTextField = (typeof SURVEY_TEXT_FIELDS)[number];
/**
 * The survey's own words per language (introduction and closing as rich text); a language or
 * text left out falls back to Portuguese, then to the product's.
 */
export type SurveyTexts = Partial<Record<LanguageCode, Partial<Record<SurveyTextField, string>>>>;

/** A survey as `GET /admin/survey/{id}` answers it. */
export interface Survey {
  id: string;
  name: string;
  texts: SurveyTexts;
  questionnaireId: string;
  anonymous: boolean;
  audience: SurveyAudience;
  startsAt: string | null;
  endsAt: string | null;
  accessModes: AccessMode[];
  reminderIntervalDays: number | null;
  recurrence: Recurrence;
  status: SurveyStatus;
  sentAt: string | null;
  closedAt: string | null;
  questionCount: number | null;
  /** The series it is an edition of, and its number there; null when on its own. */
  seriesId: string | null;
  edition: number | null;
  counts: ParticipationCounts;
}

export interface Participant {
  employeeId: string;
  name: string;
  email: string | null;
  department: string | null;
  status: ParticipationStatus;
}

export interface Participation {
  anonymous: boolean;
  counts: ParticipationCounts;
  items: Participant[];
  total: number;
  page: number;
  pageSize: number;
}

/** What a code was made for; posters and sheets make their own. */
export type AccessCodePurpose = 'shared' | 'kiosk' | 'poster' | 'handout';

export interface AccessCode {
  id: string;
  label: string | null;
  purpose: AccessCodePurpose;
  uses: number;
  maxUses: number | null;
  expiresAt: string | null;
  revokedAt: string | null;
  createdAt: string;
}

/**
 * A language the survey's people may read that some questions, or some of the survey's own
 * texts, lack (shown in Portuguese).
 */
export interface TranslationGap {
  language: string;
  people: number;
  questions: number;
  texts: SurveyTextField[];
}

export interface AccessCodeRequest {
  label?: string;
  maxUses?: number;
  expiresAt?: string;
  purpose?: 'shared' | 'kiosk';
}

/** The channels a survey's reach is counted by. */
export { MESSAGE_CHANNELS as REACH_CHANNELS } from '@shared/employee-fields';

export const base = (id: string) => `/api/admin/survey/${encodeURIComponent(id)}`;

/** A survey's actions, participation and access codes (`/api/admin/survey/{id}/…`). */
export const surveyMethods = (http: HttpClient) => {
  const call = async <T>(method: string, url: string, body?: unknown): Promise<T> =>
    (await http(url, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }))
      .json as T;
  return {
    sendSurvey: (id: string) => call<Survey>('POST', `${base(id)}/send`, {}),
    closeSurvey: (id: string) => call<Survey>('POST', `${base(id)}/close`, {}),
    remindSurvey: (id: string) => call<{ reminded: number }>('POST', `${base(id)}/remind`, {}),
    extendSurvey: (id: string, endsAt: string) =>
      call<Survey>('POST', `${base(id)}/extend`, { endsAt }),
    reopenSurvey: (id: string) => call<Survey>('POST', `${base(id)}/reopen`, {}),
    newEdition: (id: string, name: string) => call<Survey>('POST', `${base(id)}/edition`, { name }),
    getParticipation: (
      id: string,
      { page, pageSize, status }: { page: number; pageSize: number; status?: string },
    ) => {
      const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
      if (status) query.set('status', status);
      return call<Participation>('GET', `${base(id)}/participation?${query}`);
    },
    getReach: (id: string) => call<SurveyReach>('GET', `${base(id)}/reach`),
    getTranslationGaps: (id: string) =>
      call<{ languages: TranslationGap[] }>('GET', `${base(id)}/translation-gaps`),
    getAccessCodes: (id: string, { page, pageSize }: { page: number; pageSize: number }) =>
      call<ListPage<AccessCode>>(
        'GET',
        `${base(id)}/access-code?${new URLSearchParams({ page: String(page), pageSize: String(pageSize), order: '-createdAt' })}`,
      ),
    /** The answer is the only time the code itself is seen: the server keeps a hash. */
    createAccessCode: (id: string, body: AccessCodeRequest) =>
      call<AccessCode & { code: string }>('POST', `${base(id)}/access-code`, body),
    revokeAccessCode: (id: string, codeId: string) =>
      call<void>('DELETE', `${base(id)}/access-code/${encodeURIComponent(codeId)}`),
  };
};

export type SurveyMethods = ReturnType<typeof surveyMethods>;
