// No imports: the dashboard shares this file (@shared/employee-fields).

/** The fields of a person's record they may have corrected (LGPD art. 18 III). */
export const CORRECTABLE_FIELDS = [
  'name',
  'email',
  'cellPhone',
  'cpf',
  'rg',
  'birthDate',
  'admissionDate',
  'jobTitle',
] as const;

/** The fields of an employee, as named by the API and the spreadsheet association (DESIGN §3b). */
export const EMPLOYEE_FIELDS = [
  ...CORRECTABLE_FIELDS,
  'organization',
  'department',
  'preferredChannel',
] as const;
export type EmployeeField = (typeof EMPLOYEE_FIELDS)[number];

/** The identifiers an employee is found and signs in by; at least one is required. */
export const IDENTIFIER_FIELDS = ['email', 'cellPhone', 'cpf'] as const;

export const MESSAGE_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
/** How invitations and reminders reach a person. */
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
