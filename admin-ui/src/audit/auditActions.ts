/**
 * The actions a company's log holds, in the order the filter offers them. An action missing
 * here (a newer one) still shows, by its code.
 */
export const AUDIT_ACTIONS = [
  'company.impersonate',
  'company.create',
  'company.update',
  'company.delete',
  'company.erasure-scheduled',
  'company.erasure-cancelled',
  'retention.policy-updated',
  'retention.applied',
  'records-of-processing.exported',
  'employee.exported',
  'employee.deactivated',
  'employee.correct',
  'privacy-request.create',
  'privacy-request.answer',
  'consent.withdraw',
  'identified-answers.erase',
  'identified-answers.anonymize',
  'sso.configured',
  'sso.updated',
  'sso.removed',
  'second-factor.policy-changed',
  'second-factor.enrolled',
  'second-factor.replaced',
  'second-factor.removed',
  'second-factor.recovery-code-used',
  'admin-user.invitation-resent',
] as const;

/** The catalogue key of an action's name: dots would nest, so they become underscores. */
export const actionKey = (action: string) =>
  `resources.audit.action.${action.replace(/[.-]/g, '_')}`;
