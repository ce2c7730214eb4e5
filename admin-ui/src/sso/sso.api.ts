import type { HttpClient } from '../providers/httpClient';

/** The company's own sign-in provider, as `GET /api/admin/company/sso` answers it. */
export interface CompanySso {
  configured: boolean;
  issuer: string | null;
  clientId: string | null;
  /** A secret is kept; it is never shown. */
  hasClientSecret: boolean;
  domains: string[];
  required: boolean;
  /** The first sign-in through it: only then may it be required. */
  verifiedAt: string | null;
  /** What to register at the provider. */
  redirectUri: string;
}

export interface CompanySsoSettings {
  issuer: string;
  clientId: string;
  /** Left out on an update: the secret kept stays. */
  clientSecret?: string;
  domains: string[];
  required: boolean;
}

const PATH = '/api/admin/company/sso';

export const ssoMethods = (http: HttpClient) => ({
  getSso: async () => (await http(PATH)).json as CompanySso,
  saveSso: async (settings: CompanySsoSettings) =>
    (await http(PATH, { method: 'PUT', body: JSON.stringify(settings) })).json as CompanySso,
  removeSso: async () => (await http(PATH, { method: 'DELETE' })).json as CompanySso,
});

export type SsoMethods = ReturnType<typeof ssoMethods>;

/** "a.com, b.com" or one per line, as people paste them. */
export const domainList = (typed: string): string[] =>
  typed
    .split(/[\s,;]+/)
    .map((domain) => domain.trim())
    .filter(Boolean);
