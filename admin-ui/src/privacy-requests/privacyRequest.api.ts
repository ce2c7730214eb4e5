import type {
  PrivacyRequestKind,
  PrivacyRequestOutcome,
  PrivacyRequestStatus,
} from '@shared/privacy-request';
import { CORRECTABLE_FIELDS } from '@shared/employee-fields';
import type { HttpClient } from '../providers/httpClient';

/** The fields a person may have corrected, as the API takes them. */
export const CORRECTION_FIELDS = CORRECTABLE_FIELDS;

/** The person's record as it stands, for a correction. */
export type PersonRecord = Record<(typeof CORRECTION_FIELDS)[number], string | null> & {
  name: string;
};

/** A request as `GET /admin/privacy-request/{id}` answers it. */
export interface PrivacyRequest {
  id: string;
  kind: PrivacyRequestKind;
  survey: { id: string; name: string } | null;
  details: string | null;
  status: PrivacyRequestStatus;
  createdAt: string;
  dueAt: string;
  answeredAt: string | null;
  answer: string | null;
  overdue: boolean;
  person: { employeeId: string | null; name: string; email: string | null };
  outcome: PrivacyRequestOutcome;
  record?: PersonRecord | null;
  responses?: number;
}

export interface PrivacyAnswer {
  status: 'done' | 'refused';
  answer?: string;
  correction?: Partial<PersonRecord>;
}

/** Answering a person's request: done (with the correction where it applies) or refused. */
export const privacyRequestMethods = (http: HttpClient) => ({
  answerPrivacyRequest: async (id: string, body: PrivacyAnswer) =>
    (
      await http(`/api/admin/privacy-request/${encodeURIComponent(id)}/answer`, {
        method: 'POST',
        body: JSON.stringify(body),
      })
    ).json as PrivacyRequest,
});

export type PrivacyRequestMethods = ReturnType<typeof privacyRequestMethods>;
