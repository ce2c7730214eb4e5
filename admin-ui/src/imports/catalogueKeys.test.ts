import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enUS } from '../app/i18n/en-US';
import { esES } from '../app/i18n/es-ES';
import { ptBR } from '../app/i18n/pt-BR';
import { EXPORT_FORMATS } from '../reports/report.api';
import { GROUP_BY } from '@shared/report';
import { IMPORT_STATUSES } from '@shared/import';
import { EMPLOYEE_FIELDS } from '@shared/employee-fields';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
const catalogues = [flatten(ptBR as Tree), flatten(enUS as Tree), flatten(esES as Tree)];

const sources = (dir: string): string[] =>
  !existsSync(dir)
    ? []
    : readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return sources(path);
        return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
      });

/**
 * The shared catalogue test checks `app.`/`resources.` keys; the employee, import and report
 * screens also name `import.` and `report.` keys, checked here in the three languages.
 */
describe('employee, import and report texts', () => {
  it('exist for every key the screens name', () => {
    const files = ['employees', 'imports', 'reports'].flatMap((dir) =>
      sources(join(__dirname, '..', dir)),
    );
    const literal = /['"`]((?:import|report|resources\.employee)\.[\w-]+(?:\.[\w-]+)*)['"`]/g;
    const used = [
      ...new Set(
        files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(literal)].map((m) => m[1])),
      ),
    ];
    expect(used.length).toBeGreaterThan(40);
    for (const catalogue of catalogues) {
      const missing = used.filter(
        (key) =>
          !(key in catalogue) && !Object.keys(catalogue).some((k) => k.startsWith(`${key}.`)),
      );
      expect(missing).toEqual([]);
    }
  });

  it('exist for the keys built at run time', () => {
    const built = [
      ...IMPORT_STATUSES.map((status) => `import.status.${status}`),
      ...['parsing', 'validating', 'committing'].map((status) => `import.progress.${status}`),
      ...['upload', 'association', 'edition', 'done'].map((step) => `import.steps.${step}`),
      ...['created', 'updated', 'unchanged', 'rejected'].map(
        (outcome) => `import.result.${outcome}`,
      ),
      ...['format', 'text', 'rg', 'dates', 'blank'].map((rule) => `import.rules.${rule}`),
      ...EMPLOYEE_FIELDS.map((field) => `resources.employee.fields.${field}`),
      ...GROUP_BY.map((groupBy) => `report.controls.by_${groupBy}`),
      ...EXPORT_FORMATS.map((format) => `report.export.${format}`),
      ...['respondents', 'mean', 'min', 'max'].map((column) => `report.number.${column}`),
    ];
    for (const catalogue of catalogues)
      expect(built.filter((key) => !(key in catalogue))).toEqual([]);
  });

  it('label every field and input source of the employee screens', () => {
    const text = sources(join(__dirname, '..', 'employees'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const fields = [...text.matchAll(/source="(\w+)"/g)].map((match) => match[1]);
    expect(
      fields.filter((field) => !(`resources.employee.fields.${field}` in catalogues[0])),
    ).toEqual([]);
  });

  it('keep the spec’s message for the registration fields', () => {
    expect(catalogues[0]['resources.employee.messages.identifier_required']).toBe(
      'Preencha ao menos um campo de cadastro (e-mail, celular ou CPF)',
    );
  });
});
