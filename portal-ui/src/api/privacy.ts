import type { PrivacyRequestKind, PrivacyRequestStatus } from '@shared/privacy-request';
import { request, requestFile } from './client';
import type { ListPage } from './survey';

export interface Consent {
  version: string;
  given: boolean;
  at: string;
  withdrawnAt?: string;
}

export interface IdentifiedResponse {
  surveyId: string;
  survey: string;
  submittedOn: string;
  consent: Consent;
  answers: Array<{ question: string; answer: string[] }>;
}

export interface Employment {
  company: string;
  name: string;
  email: string | null;
  cellPhone: string | null;
  cpf: string | null;
  rg: string | null;
  birthDate: string | null;
  admissionDate: string | null;
  jobTitle: string | null;
  department: string | null;
  organization: string | null;
  isActive: boolean;
}

export interface Participation {
  surveyId: string;
  survey: string;
  anonymous: boolean;
  status: 'not-started' | 'partially-answered' | 'answered';
  invitedOn: string | null;
}

/** Everything held about the signed-in person (`GET /api/user/privacy/data`). */
export interface PersonalData {
  generatedAt: string;
  employments: Employment[];
  participations: Participation[];
  identifiedResponses: IdentifiedResponse[];
  signIns: Array<{ at: string; channel: string }>;
}

/** One of the person's requests about their data. */
export interface MyPrivacyRequest {
  id: string;
  kind: PrivacyRequestKind;
  survey: { id: string; name: string } | null;
  details: string | null;
  status: PrivacyRequestStatus;
  createdAt: string;
  dueAt: string;
  answeredAt: string | null;
  answer: string | null;
}

export interface NewPrivacyRequest {
  kind: PrivacyRequestKind;
  surveyId?: string | null;
  details?: string;
}

/** The person's rights (LGPD art. 18): what is held about them, its copies, their requests. */
export const privacyApi = {
  data: () => request<PersonalData>('GET', '/user/privacy/data'),
  file: (format: 'json' | 'pdf') =>
    requestFile(
      '/user/privacy/data',
      format === 'pdf' ? { format: 'pdf' } : { format: 'json', download: true },
    ),
  requests: (page: number, pageSize: number) =>
    request<ListPage<MyPrivacyRequest>>('GET', '/user/privacy/request', {
      query: { page: String(page), pageSize: String(pageSize) },
    }),
  ask: (body: NewPrivacyRequest) =>
    request<MyPrivacyRequest>('POST', '/user/privacy/request', { body }),
};
