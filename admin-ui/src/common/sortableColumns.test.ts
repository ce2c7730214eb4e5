import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dashboard = (path: string) => readFileSync(join(__dirname, '..', path), 'utf8');
const api = (path: string) => readFileSync(join(__dirname, '..', '..', '..', 'src', path), 'utf8');

/** Each company-screen list and the API file holding the order whitelist it is sorted by. */
const LISTS = {
  company: ['super/companies/CompanyList.tsx', 'company/company.repository.ts'],
  'company-request': [
    'super/company-requests/CompanyRequestList.tsx',
    'company-request/company-request.repository.ts',
  ],
  plan: ['super/plans/PlanList.tsx', 'plan/plan.repository.ts'],
  contact: ['admin/contacts/ContactList.tsx', 'contact/contact.service.ts'],
  department: ['admin/departments/DepartmentList.tsx', 'department/department.service.ts'],
  organization: [
    'admin/organizations/OrganizationList.tsx',
    'organization/organization.service.ts',
  ],
  'admin-user': ['admin/admin-users/AdminUserList.tsx', 'admin-user/admin-user.service.ts'],
  'privacy-request': [
    'privacy-requests/PrivacyRequestList.tsx',
    'privacy/requests/privacy-request.repository.ts',
  ],
} as const;

/** The columns a person can sort by (a source, no `disableSort`) and the list's default sort. */
function sortedBy(list: string): string[] {
  const columns = [...list.matchAll(/<DataTable\.(?:Number)?Col\b([^>]*)>/g)]
    .map((match) => match[1])
    .filter((attributes) => !/\bdisableSort\b/.test(attributes))
    .map((attributes) => /\bsource="(\w+)"/.exec(attributes)?.[1])
    .filter((source): source is string => !!source);
  const fallback = /sort=\{\{\s*field:\s*'(\w+)'/.exec(list)?.[1];
  return [...new Set([...columns, ...(fallback ? [fallback] : [])])].sort();
}

function whitelist(service: string): string[] {
  const body = /const ORDER = \{([^}]*)\}/.exec(service)?.[1] ?? '';
  return [...body.matchAll(/(\w+):/g)].map((match) => match[1]);
}

describe('sortable columns', () => {
  it.each(Object.entries(LISTS))(
    '%s sorts only by what the API orders by',
    (_resource, [listFile, serviceFile]) => {
      const sortable = sortedBy(dashboard(listFile));
      const allowed = whitelist(api(serviceFile));
      expect(sortable.length).toBeGreaterThan(0);
      expect(allowed.length).toBeGreaterThan(0);
      expect(sortable.filter((field) => !allowed.includes(field))).toEqual([]);
    },
  );
});
