/**
 * Who may do what: roles, modules, sign-in stages, and where each role lands. Dependency-free on
 * purpose: the admin dashboard (resources, modules, landing pages) and the portal (landing pages)
 * import this file too, so the map exists once.
 */
export const ROLES = ['super', 'admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** A token that opens one survey only: a personal link or an access code, no account behind it. */
export const SURVEY_ROLE = 'survey';
export type TokenRole = Role | typeof SURVEY_ROLE;

export const MODULES = ['Company', 'Employee', 'Survey', 'AdminUser', 'Chart', 'Document'] as const;
export type ModuleName = (typeof MODULES)[number];

/**
 * `full` is a finished sign-in; the others are interim tokens, each good for one step only.
 * `enrol`: a policy asks for an authenticator app the account has not set up yet.
 */
export const STAGES = ['2fa', 'password', 'enrol', 'terms', 'full'] as const;
export type Stage = (typeof STAGES)[number];

/** Dashboard resources and the module each needs (spec §2, admin routes; §6 module checks). */
export const RESOURCE_MODULES: Record<string, ModuleName | null> = {
  company: 'Company',
  contact: 'Company',
  organization: 'Company',
  department: 'Company',
  setup: 'Company',
  'admin-user': 'AdminUser',
  employee: 'Employee',
  'employee-import': 'Employee',
  questionnaire: 'Survey',
  survey: 'Survey',
  report: 'Chart',
  export: 'Document',
  audit: 'Company',
  // Answering a person's rights is the company's legal duty, whatever its plan.
  'privacy-request': null,
};

/** The platform owner's dashboard resources; modules are a company's matter, so none gates them. */
export const SUPER_RESOURCES = [
  'company',
  'company-request',
  'plan',
  'predefined-question',
  'response-model',
] as const;

export function hasModule(
  modules: readonly string[] | undefined,
  module: ModuleName | null,
): boolean {
  return module === null || (modules ?? []).includes(module);
}

/** Where each role lands after signing in, and where a session of that role belongs. */
export const ROLE_HOME: Record<Role, string> = {
  super: '/super',
  admin: '/admin',
  user: '/app/user/home',
};
