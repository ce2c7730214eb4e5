import { cpfProblem } from '@shared/documents';
import { IDENTIFIER_FIELDS } from '@shared/employee-fields';
import { isComplete, isValidDay, maskDate, maskPhone, MASKS } from '../common/masks';

export const EMPLOYEE_MESSAGES = {
  identifierRequired: 'resources.employee.messages.identifier_required',
  channelWithoutContact: 'resources.employee.messages.channel_without_contact',
  phone: 'resources.employee.messages.invalid_phone',
  date: 'resources.employee.messages.invalid_date',
  rg: 'resources.employee.messages.invalid_rg',
  email: 'ra.validation.email',
  required: 'ra.validation.required',
} as const;

export type EmployeeFormValues = Partial<Record<string, unknown>>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const EMAIL = /^\S+@\S+\.\S+$/;

/**
 * The employee form's checks, all in one place (react-admin's form-level validation replaces
 * the inputs' own): what the API would refuse, said before the round trip.
 */
export function validateEmployee(values: EmployeeFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!text(values.name)) errors.name = EMPLOYEE_MESSAGES.required;
  const email = text(values.email);
  // Values straight from the API (E.164, YYYY-MM-DD) are checked as the inputs show them.
  const cellPhone = maskPhone(text(values.cellPhone));
  const cpf = text(values.cpf);
  if (email && !EMAIL.test(email)) errors.email = EMPLOYEE_MESSAGES.email;
  if (cellPhone && !isComplete(cellPhone, MASKS.phone)) errors.cellPhone = EMPLOYEE_MESSAGES.phone;
  const problem = cpf ? cpfProblem(cpf) : null;
  if (problem) errors.cpf = `app.validation.${problem}`;
  if (!email && !cellPhone && !cpf) {
    for (const field of IDENTIFIER_FIELDS) errors[field] = EMPLOYEE_MESSAGES.identifierRequired;
  }
  const channel = values.preferredChannel;
  if (
    (channel === 'email' && !email) ||
    ((channel === 'sms' || channel === 'whatsapp') && !cellPhone)
  )
    errors.preferredChannel = EMPLOYEE_MESSAGES.channelWithoutContact;
  const rg = text(values.rg);
  if (rg && !/^\d+$/.test(rg)) errors.rg = EMPLOYEE_MESSAGES.rg;
  for (const field of ['birthDate', 'admissionDate']) {
    const day = maskDate(text(values[field]));
    if (day && !isValidDay(day)) errors[field] = EMPLOYEE_MESSAGES.date;
  }
  return errors;
}

/** What `POST`/`PUT /admin/employee` takes: empty texts as null, nothing read-only. */
export function employeeBody(values: EmployeeFormValues): Record<string, unknown> {
  const orNull = (value: unknown) => text(value) || null;
  return {
    name: text(values.name),
    email: orNull(values.email),
    cellPhone: orNull(values.cellPhone),
    cpf: orNull(values.cpf),
    rg: orNull(values.rg),
    birthDate: orNull(values.birthDate),
    admissionDate: orNull(values.admissionDate),
    jobTitle: orNull(values.jobTitle),
    organizationId: values.organizationId || null,
    departmentId: values.departmentId || null,
    preferredChannel: values.preferredChannel || null,
    ...(typeof values.isActive === 'boolean' ? { isActive: values.isActive } : {}),
    ...(typeof values.languageId === 'number' ? { languageId: values.languageId } : {}),
  };
}
