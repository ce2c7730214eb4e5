import { MODULES } from '@shared/access';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ONBOARDING_FLAGS } from '../../admin/home/AdminHome';
import { SETUP_RESOURCES } from '../../admin/setup/InlineResourceStep';
import { STEPS } from '../../admin/setup/steps';
import { COMPANY_STATUSES } from '../../super/companies/CompanyStatusField';
import { REQUEST_STATUSES } from '../../super/company-requests/RequestStatusField';
import { PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_STATUSES } from '@shared/privacy-request';
import { CORRECTION_FIELDS } from '../../privacy-requests/privacyRequest.api';
import { enUS } from './en-US';
import { esES } from './es-ES';
import { ptBR } from './pt-BR';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );

const catalogues = {
  'pt-BR': flatten(ptBR),
  'en-US': flatten(enUS as Tree),
  'es-ES': flatten(esES as Tree),
};
const reference = catalogues['pt-BR'];
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
const pluralForms = (text: string) => text.split(' |||| ').length;

/** The dashboard's sources (admin-ui/src). */
const SRC = join(__dirname, '..', '..');

/** Every .ts/.tsx source of the dashboard except tests. */
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

describe('translation catalogues', () => {
  it.each(Object.entries(catalogues))(
    '%s has exactly the keys of pt-BR',
    (_language, catalogue) => {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(reference).sort());
    },
  );

  it.each(Object.entries(catalogues))('%s has no empty text', (_language, catalogue) => {
    // react-admin's "null" boolean is a deliberate blank.
    const empty = Object.entries(catalogue).filter(
      ([key, text]) => !text.trim() && key !== 'ra.boolean.null',
    );
    expect(empty).toEqual([]);
  });

  it.each(Object.entries(catalogues))(
    '%s keeps the placeholders and plural forms of pt-BR',
    (_language, catalogue) => {
      for (const [key, text] of Object.entries(reference)) {
        expect([key, placeholders(catalogue[key])]).toEqual([key, placeholders(text)]);
        expect([key, pluralForms(catalogue[key])]).toEqual([key, pluralForms(text)]);
      }
    },
  );

  it('keeps the spec’s exact strings', () => {
    expect(reference).toMatchObject({
      'resources.company.messages.save_failed':
        'Existem campos obrigatórios que devem ser preenchidos.',
      'app.impersonation.banner': 'Você está acessando como %{companyName}',
    });
    expect(catalogues['en-US']).toMatchObject({
      'resources.organization.messages.load_failed': 'Failed to load organization',
      'resources.department.messages.load_failed': 'Failed to load departments',
    });
  });

  it('has every key the source code names', () => {
    const literal = /['"`]((?:app|resources|ra)\.[\w-]+(?:\.[\w-]+)+)['"`]/g;
    const used = sources(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(literal)].map((match) => match[1]),
    );
    expect(used.length).toBeGreaterThan(40);
    // Keys built at run time (`resources.company.status.${status}`) are checked in the next test.
    const missing = [...new Set(used)].filter(
      (key) => !(key in reference) && !Object.keys(reference).some((k) => k.startsWith(`${key}.`)),
    );
    expect(missing).toEqual([]);
  });

  it('has every key built at run time, for each value it can take', () => {
    // Each key template the company screens build, with the values it is built from. A new
    // template fails here until it is listed; the survey-module folders check their own.
    const built: Record<string, readonly string[]> = {
      'app.setup.steps.${step}': STEPS,
      'app.setup.steps.${STEPS[current]}': STEPS,
      'app.setup.help.${resource}': SETUP_RESOURCES,
      'resources.${resource}.name': SETUP_RESOURCES,
      'app.home.flags.${flag}': ONBOARDING_FLAGS,
      'app.modules.${module}': MODULES,
      'app.validation.${problem}': ['cpfShape', 'cpfDigits', 'cnpjShape', 'cnpjDigits'],
      // TablePager's arrows (MUI's TablePagination asks for these four).
      'ra.navigation.${type}': ['first', 'last', 'next', 'previous'],
      'resources.company.status.${status}': COMPANY_STATUSES,
      'resources.company-request.status.${status}': REQUEST_STATUSES,
      'resources.company-request.status.${record.status}': REQUEST_STATUSES,
      'resources.privacy-request.status.${status}': PRIVACY_REQUEST_STATUSES,
      'resources.privacy-request.status.${record.status}': PRIVACY_REQUEST_STATUSES,
      'resources.privacy-request.kind.${kind}': PRIVACY_REQUEST_KINDS,
      'resources.privacy-request.kind.${record.kind}': PRIVACY_REQUEST_KINDS,
      'resources.privacy-request.kind.${request.kind}': PRIVACY_REQUEST_KINDS,
      'resources.privacy-request.help.${request.kind}': PRIVACY_REQUEST_KINDS,
      'resources.privacy-request.fields.${name}': [
        'name',
        'kind',
        'status',
        'createdAt',
        'dueAt',
        'answeredAt',
        'survey',
        'details',
        'answer',
        'responses',
      ],
      // The record's fields a correction may change, named as the employee screens name them.
      'resources.employee.fields.${name}': CORRECTION_FIELDS,
      // The fields the API can refuse in a company form (its body, multipart); others show raw.
      'resources.company.fields.${field}': [
        'companyName',
        'cnpj',
        'encryptedCompanyTypeId',
        'has2faAuthentication',
        'zipCode',
        'street',
        'number',
        'complement',
        'neighborhood',
        'encryptedStateId',
        'encryptedCityId',
        'logo',
        'isActive',
        'planId',
        'subscriptionEndDate',
        'adminName',
        'adminEmail',
      ],
    };
    const template = /`((?:app|resources|ra)\.[^`]*\$\{[^`]*)`/g;
    const areas = ['admin', 'super', 'layout', 'common', 'providers', 'privacy-requests'];
    const found = areas.flatMap((area) =>
      sources(join(SRC, area)).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(template)].map((match) => match[1]),
      ),
    );
    expect(new Set(found).size).toBe(Object.keys(built).length);
    expect([...new Set(found)].filter((key) => !(key in built))).toEqual([]);
    const missing = Object.entries(built).flatMap(([key, values]) =>
      values
        .map((value) => key.replace(/\$\{[^}]+\}/, value))
        .filter((full) => !(full in reference)),
    );
    expect(missing).toEqual([]);
  });

  it('labels every field and input source of each resource', () => {
    const resources = Object.keys(ptBR.resources) as Array<keyof typeof ptBR.resources>;
    for (const resource of resources) {
      expect(reference).toHaveProperty([`resources.${resource}.name`]);
    }
    const dirs: Record<string, string> = {
      company: 'super/companies',
      'company-request': 'super/company-requests',
      plan: 'super/plans',
      organization: 'admin/organizations',
      department: 'admin/departments',
      contact: 'admin/contacts',
      'admin-user': 'admin/admin-users',
    };
    for (const [resource, dir] of Object.entries(dirs)) {
      const text = sources(join(SRC, dir))
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n');
      const fields = [...text.matchAll(/source="(\w+)"/g)].map((match) => match[1]);
      const unlabeled = fields.filter(
        (field) =>
          !['src', 'title'].includes(field) &&
          !(`resources.${resource}.fields.${field}` in reference),
      );
      expect([resource, unlabeled]).toEqual([resource, []]);
    }
  });
});
