import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ptBR } from '../app/i18n/pt-BR';
import { PARTICIPATION_STATUSES, SURVEY_STATUSES } from '../surveys/survey.api';
import { QUESTION_CATEGORIES, QUESTION_TYPES } from '@shared/question';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );
const keys = new Set(flatten(ptBR as unknown as Tree));

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'i18n' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

/** The survey module's own namespace (`library.*`) is not covered by the dashboard-wide check. */
describe('survey module texts', () => {
  it('has every `library.*` key the source code names', () => {
    const literal = /['"`](library\.[\w-]+(?:\.[\w-]+)+)['"`]/g;
    const used = ['library', 'questionnaires', 'surveys'].flatMap((dir) =>
      sources(join(__dirname, '..', dir)).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(literal)].map((match) => match[1]),
      ),
    );
    expect(used.length).toBeGreaterThan(30);
    expect([...new Set(used)].filter((key) => !keys.has(key))).toEqual([]);
  });

  it('names every value the code builds a key from', () => {
    const built = [
      ...QUESTION_TYPES.flatMap((type) => [`library.types.${type}`, `library.types_help.${type}`]),
      ...QUESTION_CATEGORIES.map((category) => `library.categories.${category}`),
      ...SURVEY_STATUSES.flatMap((status) => [
        `resources.survey.status.${status}`,
        `resources.survey.status_help.${status}`,
      ]),
      ...PARTICIPATION_STATUSES.map((status) => `resources.survey.participation.status.${status}`),
      ...['active', 'revoked', 'expired', 'used-up'].map(
        (state) => `resources.survey.codes.state.${state}`,
      ),
      ...['bold', 'italic', 'underline', 'bulletList', 'orderedList', 'link'].map(
        (name) => `library.editor.${name}`,
      ),
      ...['all', 'departments', 'organizations'].map((type) => `resources.survey.audience.${type}`),
      ...['link', 'code'].map((mode) => `resources.survey.access.${mode}`),
      ...['given', 'declined'].map((state) => `resources.questionnaire.preview.consent_${state}`),
    ];
    expect(built.filter((key) => !keys.has(key))).toEqual([]);
  });

  it('keeps the spec’s "Referência base"', () => {
    expect(ptBR.library.texts.reference).toBe('Referência base');
    expect(ptBR.resources.questionnaire.respondent.reference).toBe('Referência base');
  });
});
