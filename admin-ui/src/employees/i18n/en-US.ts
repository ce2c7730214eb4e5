import type { SameKeys } from '../../i18n/ra/types';
import type { employeePtBR } from './pt-BR';

export const employeeEnUS: SameKeys<typeof employeePtBR> = {
  name: 'Employee |||| Employees',
  empty: 'No employees yet.',
  invite: 'Do you want to add one?',
  fields: {
    name: 'Full name',
    email: 'E-mail',
    cellPhone: 'Cell phone',
    cpf: 'CPF',
    rg: 'RG',
    birthDate: 'Date of birth',
    admissionDate: 'Admission date',
    jobTitle: 'Job title',
    organization: 'Organization',
    department: 'Department',
    preferredChannel: 'Preferred channel',
    organizationId: 'Organization',
    departmentId: 'Department',
    isActive: 'Active',
    languageId: 'Language',
    search: 'Search',
  },
  none: 'None',
  channels: {
    automatic: 'Automatic (e-mail; without one, SMS)',
    email: 'E-mail',
    sms: 'SMS',
    whatsapp: 'WhatsApp',
  },
  sections: {
    person: 'Personal data',
    identifiers: 'Registration',
    work: 'Work',
    access: 'Access',
  },
  help: {
    preferredChannel: 'How survey invitations and reminders reach the person.',
    rg: 'Digits only.',
    isActive: 'Inactive people cannot sign in and receive no surveys.',
  },
  placeholders: { date: 'dd/mm/yyyy' },
  actions: {
    import: 'Import spreadsheet',
    export_xlsx: 'Export XLSX',
    export_csv: 'Export CSV',
    deactivate: 'Deactivate',
  },
  messages: {
    channel_without_contact:
      'This channel needs a contact: an e-mail for e-mail, a cell phone for SMS and WhatsApp.',
    identifier_required: 'Fill in at least one registration field (e-mail, cell phone or CPF)',
    invalid_phone: 'Invalid cell phone. Use the format +55 99 99999-9999.',
    invalid_date: 'Invalid date. Use the format dd/mm/yyyy.',
    invalid_rg: 'Invalid RG. Use digits only.',
    load_failed: 'Failed to load employees',
    deactivate_title: 'Deactivate %{smart_count} person? |||| Deactivate %{smart_count} people?',
    deactivate_content:
      'They can no longer sign in or receive surveys; their history stays. You can reactivate them later.',
    deactivated: '%{smart_count} person deactivated |||| %{smart_count} people deactivated',
  },
};
