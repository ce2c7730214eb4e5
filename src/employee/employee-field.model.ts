// No imports: the dashboard shares this file (@shared/employee-fields).

/** The fields of an employee, as named by the API and the spreadsheet association (DESIGN §3b). */
export const EMPLOYEE_FIELDS = [
  'name',
  'email',
  'cellPhone',
  'cpf',
  'rg',
  'birthDate',
  'admissionDate',
  'jobTitle',
  'organization',
  'department',
  'preferredChannel',
] as const;
export type EmployeeField = (typeof EMPLOYEE_FIELDS)[number];

/** The identifiers an employee is found and signs in by; at least one is required. */
export const IDENTIFIER_FIELDS = ['email', 'cellPhone', 'cpf'] as const;
