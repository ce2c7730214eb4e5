import type { SameKeys } from '../../i18n/ra/types';
import type { adminPtBR } from './pt-BR';

export const adminEnUS: SameKeys<typeof adminPtBR> = {
  organization: {
    name: 'Organization |||| Organizations',
    empty: 'No organizations yet.',
    invite: 'Do you want to add one?',
    fields: {
      name: 'Name',
      encryptedOrganizationTypeId: 'Organization type',
      organizationTypeName: 'Type',
      departmentCount: 'Departments',
      search: 'Search',
    },
    messages: { load_failed: 'Failed to load organization' },
  },
  department: {
    name: 'Department |||| Departments',
    empty: 'No departments yet.',
    invite: 'Do you want to add one?',
    fields: {
      name: 'Name',
      encryptedOrganizationId: 'Organization',
      organizationId: 'Organization',
      organizationName: 'Organization',
      search: 'Search',
    },
    messages: { load_failed: 'Failed to load departments' },
  },
  contact: {
    name: 'Contact |||| Contacts',
    empty: 'No contacts yet.',
    invite: 'Do you want to add one?',
    fields: {
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      position: 'Position',
      search: 'Search',
    },
    messages: { load_failed: 'Failed to load contacts' },
  },
  'admin-user': {
    name: 'Administrator |||| Administrators',
    empty: 'No administrators yet.',
    invite: 'Do you want to add one?',
    fields: {
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      isActive: 'Active',
      isFirstAccess: 'Awaiting first access',
      lastLoginAt: 'Last sign-in',
      search: 'Search',
    },
    actions: {
      invite: 'Invite administrator',
      deactivate: 'Deactivate',
      resend: 'Resend invitation',
    },
    messages: {
      invite_help: 'They get an e-mail for their first access, where they create a password.',
      deactivate_title: 'Deactivate %{name}?',
      deactivate_content: 'They can no longer use the dashboard. You can reactivate them later.',
      deactivated: 'Administrator deactivated',
      invitation_resent: 'Invitation sent again',
    },
  },
};
