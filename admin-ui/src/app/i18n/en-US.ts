import englishMessages from 'ra-language-english';
import type { SameKeys } from '../../i18n/ra/types';
import type { Catalogue } from './pt-BR';
import { libraryEnUS } from '../../library/i18n/en-US';
import { questionnaireEnUS } from '../../questionnaires/i18n/en-US';
import { surveyEnUS } from '../../surveys/i18n/en-US';
import { employeeEnUS } from '../../employees/i18n/en-US';
import { privacyRequestEnUS } from '../../privacy-requests/i18n/en-US';
import { importEnUS } from '../../imports/i18n/en-US';
import { reportEnUS } from '../../reports/i18n/en-US';
import { ssoEnUS } from '../../sso/i18n/en-US';
import { auditEnUS } from '../../audit/i18n/en-US';
import { retentionEnUS } from '../../retention/i18n/en-US';
import { comparisonsEnUS } from '../../reports/comparisons/i18n/en-US';
import { trendEnUS } from '../../reports/trend/i18n/en-US';
import { homeEnUS } from '../../admin/home/i18n/en-US';
import { superEnUS } from '../../super/i18n/en-US';
import { adminEnUS } from '../../admin/i18n/en-US';

export const enUS: SameKeys<Catalogue> = {
  ra: englishMessages.ra as SameKeys<Catalogue['ra']>,
  app: {
    validation: {
      cpfShape: 'A CPF has 11 digits.',
      cpfDigits: 'The CPF’s check digits do not match: check that it was typed correctly.',
      cnpjShape: 'A CNPJ has 14 characters: 12 letters or digits, then 2 digits.',
      cnpjDigits: 'The CNPJ’s check digits do not match: check that it was typed correctly.',
    },
    table: { actions: 'Actions' },
    errors: { unexpected: 'An unexpected error occurred. Please try again later.' },
    modules: {
      Company: 'Company',
      Employee: 'Employees',
      Survey: 'Surveys',
      AdminUser: 'Administrators',
      Chart: 'Reports',
      Document: 'Documents',
    },
    company: {
      data: 'Company data',
      address: 'Address',
      subscription: 'Subscription',
      firstAdmin: 'First administrator',
    },
    logo: {
      current: 'Current logo',
      alt: 'Company logo',
      help: 'PNG or JPG up to 2 MB.',
      rejected: 'The logo must be a PNG or JPG image of at most 2 MB.',
    },
    security: {
      menu: 'Sign-in security',
      title: 'Sign-in security',
      app_title: 'Authenticator app',
      app_on: 'Sign-in asks for a code of your authenticator app instead of an e-mailed code.',
      app_off:
        'Add an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…): sign-in will ask for its code instead of an e-mailed one.',
      set_up: 'Set up an authenticator app',
      replace: 'Move to another app',
      qr_alt: 'QR code to add Diversitera to your authenticator app',
      manual: 'Cannot scan? Type this key into the app:',
      code: 'Code from the new app',
      current_code: 'Code of the current app or a recovery code',
      confirm: 'Confirm',
      enrolled: 'Set up on %{date}.',
      codes_left: '%{smart_count} recovery code left. |||| %{smart_count} recovery codes left.',
      codes_title: 'Your recovery codes',
      codes_text:
        'Each code signs you in once if you lose your phone. Keep them somewhere safe: they will not be shown again.',
      codes_saved: 'I saved them',
      remove_title: 'Remove the authenticator app',
      remove: 'Remove',
      removed: 'Authenticator app removed',
      policy_title: 'Rule',
      policy_company: 'Require an authenticator app of every administrator of the company',
      policy_owner: 'Require an authenticator app of the platform owner',
      policy_saved: 'Rule saved',
    },
    impersonation: {
      banner: 'You are signed in as %{companyName}',
      back: 'Back to the platform dashboard',
    },
    subscription: {
      expired:
        'The company’s subscription expired on %{date}. Surveys cannot be sent until it is renewed.',
    },
    about: {
      menu: 'About the company',
      title: 'About the company',
      saved: 'Company data saved',
      plan: 'Plan %{plan}, subscription until %{date}',
      plan_only: 'Plan %{plan}',
      load_failed: 'The company data could not be loaded.',
    },
    setup: {
      menu: 'Initial setup',
      title: 'Initial setup',
      complete: 'Setup complete. You can review any step.',
      load_failed: 'The setup could not be loaded.',
      back: 'Back',
      next: 'Next step',
      finish: 'Finish setup',
      saved: 'Setup complete',
      add: 'Add',
      none_yet: 'Nothing added yet.',
      goals_help: 'What the company wants to achieve with its diversity surveys.',
      steps: {
        about: 'About the company',
        organizations: 'Organizations',
        departments: 'Departments',
        contacts: 'Contacts',
        setup: 'Initial questions',
      },
      help: {
        organization: 'Add at least one organization (unit, branch or group company).',
        department: 'Add at least one department and the organization it belongs to.',
        contact: 'Add at least one contact person for the platform.',
      },
      fields: {
        sector: 'Industry',
        employeeCountRange: 'Number of employees',
        hasDiversityCommittee: 'The company has a diversity committee',
        goals: 'Goals',
      },
    },
    home: {
      welcome: 'Hello, %{name}!',
      progress: '%{done} of %{total} setup steps done',
      done: 'Done',
      todo: 'To do',
      continue_setup: 'Continue the setup',
      flags: {
        isAboutComplete: 'Company data',
        isEmployeesComplete: 'Employees',
        isEvaluationComplete: 'Evaluation',
        isSetupComplete: 'Initial setup',
      },
    },
  },
  library: libraryEnUS.library,
  resources: {
    ...libraryEnUS.resources,
    questionnaire: questionnaireEnUS,
    survey: surveyEnUS,
    ...superEnUS,
    ...adminEnUS,
    employee: employeeEnUS,
    'privacy-request': privacyRequestEnUS,
    audit: auditEnUS,
  },
  import: importEnUS,
  report: reportEnUS,
  sso: ssoEnUS,
  retention: retentionEnUS,
  comparisons: comparisonsEnUS,
  trend: trendEnUS,
  home: homeEnUS,
};
