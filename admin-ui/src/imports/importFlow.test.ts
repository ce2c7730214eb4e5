import { describe, expect, it } from 'vitest';
import {
  canAssociate,
  hasProblems,
  importPath,
  initialMapping,
  mappingBody,
  mappingProblems,
  pollInterval,
  POLL_MS,
  rowFields,
  screenFor,
  spreadsheetProblem,
} from './importFlow';

const headers = ['Nome completo', 'E-mail', 'Celular', 'Observação'];
const suggestedMapping = {
  'Nome completo': 'name',
  'E-mail': 'email',
  Celular: 'cellPhone',
} as const;

describe('import flow', () => {
  it('polls while a worker runs a step and stops once it settled', () => {
    expect(pollInterval('parsing')).toBe(POLL_MS);
    expect(pollInterval('validating')).toBe(POLL_MS);
    expect(pollInterval('committing')).toBe(POLL_MS);
    for (const status of [
      'awaiting-association',
      'awaiting-edition',
      'ready',
      'done',
      'failed',
    ] as const) {
      expect(pollInterval(status)).toBe(false);
    }
    expect(pollInterval(undefined)).toBe(false);
  });

  it('sends each step to its screen (spec routes), with the import in the query', () => {
    expect(screenFor('parsing')).toBe('upload');
    expect(screenFor('failed')).toBe('upload');
    expect(screenFor('awaiting-association')).toBe('association');
    expect(screenFor('ready')).toBe('edition');
    expect(screenFor('done')).toBe('edition');
    expect(importPath('/admin', 'association', 'a b')).toBe(
      '/admin/employee/import/association?import=a%20b',
    );
    expect(importPath('/admin', 'edition-association', 'x')).toBe(
      '/admin/employee/import-edition/association?import=x',
    );
    expect(canAssociate('ready')).toBe(true);
    expect(canAssociate('committing')).toBe(false);
  });

  it('starts from the saved association, else the suggestion, every header present', () => {
    expect(initialMapping({ headers: [...headers], suggestedMapping, mapping: null })).toEqual({
      'Nome completo': 'name',
      'E-mail': 'email',
      Celular: 'cellPhone',
      Observação: '',
    });
    expect(
      initialMapping({
        headers: [...headers],
        suggestedMapping,
        mapping: { 'Nome completo': 'name', Celular: 'cpf' },
      }),
    ).toEqual({ 'Nome completo': 'name', 'E-mail': '', Celular: 'cpf', Observação: '' });
  });

  it('flags a field given twice on both columns, a missing name, a missing identifier', () => {
    const twice = mappingProblems({ 'Nome completo': 'name', 'E-mail': 'email', Celular: 'email' });
    expect(twice.columns).toEqual({
      'E-mail': 'import.association.field_twice',
      Celular: 'import.association.field_twice',
    });
    expect(mappingProblems({ 'E-mail': 'email' }).general).toBe('import.association.name_required');
    expect(mappingProblems({ 'Nome completo': 'name', Observação: 'jobTitle' }).general).toBe(
      'import.association.identifier_required',
    );
    const fine = mappingProblems({ 'Nome completo': 'name', Celular: 'cellPhone', Observação: '' });
    expect(hasProblems(fine)).toBe(false);
    expect(mappingBody({ 'Nome completo': 'name', Observação: '' })).toEqual({
      'Nome completo': 'name',
      Observação: null,
    });
  });

  it('shows a row’s associated fields and any other that carries a message', () => {
    expect(rowFields({ A: 'name', B: 'rg' }, { cpf: ['x'] })).toEqual(['name', 'cpf', 'rg']);
    expect(rowFields(null)).toEqual([]);
  });

  it('takes .xls, .xlsx and .csv files up to 5 MB', () => {
    expect(spreadsheetProblem({ name: 'equipe.XLSX', size: 1000 })).toBeNull();
    expect(spreadsheetProblem({ name: 'equipe.xls', size: 5 * 1024 * 1024 })).toBeNull();
    expect(spreadsheetProblem({ name: 'equipe.csv', size: 10 })).toBeNull();
    expect(spreadsheetProblem({ name: 'equipe.txt', size: 10 })).toBe('import.upload.wrong_type');
    expect(spreadsheetProblem({ name: 'equipe.csv.doc', size: 10 })).toBe(
      'import.upload.wrong_type',
    );
    expect(spreadsheetProblem({ name: 'equipe.xlsx', size: 5 * 1024 * 1024 + 1 })).toBe(
      'import.upload.too_large',
    );
    expect(spreadsheetProblem({ name: 'equipe.xlsx', size: 0 })).toBe('import.upload.empty');
  });
});
