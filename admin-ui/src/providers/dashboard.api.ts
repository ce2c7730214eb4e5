import type { RaRecord } from 'react-admin';
import type { HttpClient } from './httpClient';
import { toFormData } from './multipart';

const API = '/api';

export interface State {
  id: string;
  code: string;
  name: string;
  ibgeCode?: string;
}
export interface NamedItem {
  id: string;
  name: string;
}
export interface CompanyFilters {
  plans: NamedItem[];
  statuses: string[];
}
export interface SetupSteps {
  about: boolean;
  organizations: boolean;
  departments: boolean;
  contacts: boolean;
  setup: boolean;
}
export interface Setup {
  sector: string | null;
  employeeCountRange: string | null;
  hasDiversityCommittee: boolean | null;
  goals: string | null;
  steps: SetupSteps;
  isSetupComplete: boolean;
}
/** The session's onboarding flags as they are now (spec §3 session fields). */
export interface OnboardingFlags {
  isAboutComplete: boolean;
  isEmployeesComplete: boolean;
  isEvaluationComplete: boolean;
  isSetupComplete: boolean;
}
export interface SetupAnswers {
  sector: string;
  employeeCountRange: string;
  hasDiversityCommittee: boolean;
  goals?: string;
}
export interface About extends RaRecord {
  companyName: string;
  logoUrl?: string | null;
  planName?: string | null;
  subscriptionEndDate?: string | null;
  subscriptionExpired?: boolean;
}

const get = async <T>(http: HttpClient, path: string): Promise<T> =>
  (await http(`${API}/${path}`)).json as T;

const send = async <T>(
  http: HttpClient,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> =>
  (
    await http(`${API}/${path}`, {
      method,
      body: body instanceof FormData ? body : JSON.stringify(body ?? {}),
    })
  ).json as T;

/** Public reference lists for the selects. */
export const referenceMethods = (http: HttpClient) => ({
  getStates: () => get<State[]>(http, 'public/state'),
  getCities: (stateId: string, search = '') =>
    get<NamedItem[]>(
      http,
      `public/state/${encodeURIComponent(stateId)}/city${search ? `?search=${encodeURIComponent(search)}` : ''}`,
    ),
  getCompanyTypes: () => get<NamedItem[]>(http, 'public/company-type'),
  /** Saves the account's language; the answered token carries it and replaces the session's. */
  saveLanguage: (role: string, languageId: number) =>
    send<{ token: string }>(http, 'POST', `${role}/language`, { languageId }),
});

/** The platform owner's calls that are not plain CRUD. */
export const superMethods = (http: HttpClient) => ({
  getCompanyFilters: () => get<CompanyFilters>(http, 'super/company/filters'),
  /** A token for acting as the company; the caller decides what to do with the session. */
  impersonate: (companyId: string) =>
    get<{ token: string }>(http, `super/company/impersonate/${encodeURIComponent(companyId)}`),
  approveRequest: (id: string, body: { planId: string; subscriptionEndDate: string }) =>
    send<{ companyId: string }>(
      http,
      'POST',
      `super/company/request/${encodeURIComponent(id)}/approve`,
      body,
    ),
  rejectRequest: (id: string, reason?: string) =>
    send<void>(http, 'POST', `super/company/request/${encodeURIComponent(id)}/reject`, {
      ...(reason ? { reason } : {}),
    }),
  getErasure: (companyId: string) =>
    get<CompanyErasure>(http, `super/company/${encodeURIComponent(companyId)}/erasure`),
  scheduleErasure: (companyId: string) =>
    send<CompanyErasure>(http, 'POST', `super/company/${encodeURIComponent(companyId)}/erasure`),
  cancelErasure: (companyId: string) =>
    send<CompanyErasure>(http, 'DELETE', `super/company/${encodeURIComponent(companyId)}/erasure`),
});

/** When a company's data is due to be erased (null: it is not). */
export interface CompanyErasure {
  companyId: string;
  dueAt: string | null;
  requestedAt: string | null;
}

/** The company administrator's own company: about (multipart), setup, organization types. */
export const adminMethods = (http: HttpClient) => ({
  getAbout: () => get<About>(http, 'admin/company/about'),
  /** Answers the company and a fresh token (onboarding flags), which becomes the session. */
  saveAbout: (data: Record<string, unknown>, exists: boolean) =>
    send<About & { token?: string }>(
      http,
      exists ? 'PUT' : 'POST',
      'admin/company/about',
      toFormData(data, 'logo'),
    ),
  getSetup: () => get<Setup>(http, 'admin/company/setup'),
  saveSetup: (body: SetupAnswers) =>
    send<Setup & { token?: string }>(http, 'POST', 'admin/company/setup', body),
  getOrganizationTypes: () => get<NamedItem[]>(http, 'admin/company/organization/type'),
  /** Answers the flags and a token carrying them, which becomes the session. */
  getOnboarding: () => get<OnboardingFlags & { token?: string }>(http, 'admin/company/onboarding'),
  /** Deactivates these employees together (all of the company's, or nobody). */
  deactivateEmployees: (ids: string[]) =>
    send<{ deactivated: number }>(http, 'POST', 'admin/employee/deactivate', { ids }),
  /** Mails an administrator's invitation again, while their first access is pending. */
  resendAdminInvitation: (id: string) =>
    send<{ sent: true }>(http, 'POST', `admin/admin-user/${encodeURIComponent(id)}/invitation`),
});

export interface SecondFactorStatus {
  enrolled: boolean;
  enrolledAt: string | null;
  required: boolean;
  recoveryCodesLeft: number;
}

export interface SecondFactorSetup {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

/** The signed-in administrator's or owner's authenticator app, and the rule that requires one. */
export const secondFactorMethods = (http: HttpClient) => ({
  getSecondFactor: (role: string) =>
    get<SecondFactorStatus>(http, `${role}/account/me/second-factor`),
  setUpSecondFactor: (role: string) =>
    send<SecondFactorSetup>(http, 'POST', `${role}/account/me/second-factor/setup`),
  /** Answers the recovery codes, shown once, and a token that becomes the session. */
  confirmSecondFactor: (role: string, code: string, currentCode?: string) =>
    send<{ recoveryCodes: string[]; token: string }>(
      http,
      'POST',
      `${role}/account/me/second-factor/confirm`,
      { code, ...(currentCode ? { currentCode } : {}) },
    ),
  removeSecondFactor: (role: string, code: string) =>
    send<void>(http, 'POST', `${role}/account/me/second-factor/remove`, { code }),
  getSecondFactorPolicy: (role: string) =>
    get<{ required: boolean }>(http, `${role}/second-factor-policy`),
  setSecondFactorPolicy: (role: string, required: boolean) =>
    send<{ required: boolean }>(http, 'PUT', `${role}/second-factor-policy`, { required }),
});

export type DashboardMethods = ReturnType<typeof referenceMethods> &
  ReturnType<typeof secondFactorMethods> &
  ReturnType<typeof superMethods> &
  ReturnType<typeof adminMethods>;
