import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enUS } from './en-US';
import { esES } from './es-ES';
import { ptBR } from './pt-BR';
import { SURVEY_BADGES } from '../routes/app/UserHome';
import { KNOWN_CATEGORIES } from '../survey/ConsentStep';
import { SURVEY_PROBLEMS } from '../survey/SurveyMessage';
import { PASSWORD_RULES } from '../validation/password';
import { SIGN_IN_REFUSALS } from '../../../src/common/access/sign-in-providers';
import { PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_STATUSES } from '@shared/privacy-request';

type Tree = { [key: string]: string | Tree };

/** The keys the code builds at run time, by pattern, with every value the `*` can take. */
const RUNTIME_KEYS: Record<string, readonly string[]> = {
  'password.*': PASSWORD_RULES.map((rule) => rule.key),
  'surveyStatus.*': SURVEY_BADGES,
  'surveyMessage.*.title': [...SURVEY_PROBLEMS, 'thanks'],
  'surveyMessage.*.text': [...SURVEY_PROBLEMS, 'thanks'],
  'consent.category.*': KNOWN_CATEGORIES,
  'validation.*': ['cnpjShape', 'cnpjDigits'],
  'providers.refused.*': SIGN_IN_REFUSALS,
  'start.*': ['google', 'microsoft'],
  'privacy.kind.*': PRIVACY_REQUEST_KINDS,
  'privacy.kindHelp.*': PRIVACY_REQUEST_KINDS,
  'privacy.status.*': PRIVACY_REQUEST_STATUSES,
};

const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );

const catalogues = { 'pt-BR': flatten(ptBR), 'en-US': flatten(enUS), 'es-ES': flatten(esES) };
const reference = catalogues['pt-BR'];
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}|<(\w+)>/g)].map((m) => m[0]).sort();

describe('translation catalogues', () => {
  it.each(Object.entries(catalogues))(
    '%s has exactly the keys of pt-BR',
    (_language, catalogue) => {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(reference).sort());
    },
  );

  it.each(Object.entries(catalogues))('%s has no empty string', (_language, catalogue) => {
    expect(Object.entries(catalogue).filter(([, text]) => !text.trim())).toEqual([]);
  });

  it.each(Object.entries(catalogues))(
    '%s keeps the placeholders and tags of pt-BR',
    (_language, catalogue) => {
      for (const [key, text] of Object.entries(reference)) {
        expect([key, placeholders(catalogue[key])]).toEqual([key, placeholders(text)]);
      }
    },
  );

  it('keeps the spec\u2019s exact Portuguese strings', () => {
    expect(reference).toMatchObject({
      'notFound.title': 'Oops',
      'notFound.text': 'Parece que o você está procurando não está por aqui.',
      'common.homePage': 'Página inicial',
      'common.back': 'Retornar',
      'common.wait': 'Aguarde',
      'common.confirm': 'Confirmar',
      'errors.unexpected': 'Ocorreu um erro inesperado. Tente novamente mais tarde.',
      'errors.fillCorrectly': 'Preencha os campos corretamente.',
      'signup.fillAll': 'Preencha todos os campos.',
      'validation.emailOrPhone': 'E-mail ou telefone inválido, tente novamente.',
      'validation.emailOrPhoneRequired': 'Campo e-mail ou telefone é obrigatório',
      'validation.passwordsDiffer': 'As senhas não conferem',
      'password.resetFailed': 'Ocorreu um erro ao tentar resetar a senha',
      'password.createFailed': 'Ocorreu um erro ao tentar criar a senha',
      'password.linkExpired':
        'Ops... Este link já foi utilizado ou está expirado, faça uma nova solicitação clicando no botão abaixo.',
      'terms.failed': 'Erro ao aceitar o termo',
      'accessCode.failed': 'Erro ao realizar o acesso por codigo',
    });
  });

  it('has every key the source code names, those built at run time included', () => {
    const namespaces = Object.keys(ptBR).join('|');
    const literal = new RegExp(`['"\`]((?:${namespaces})(?:\\.[A-Za-z]+)+)['"\`]`, 'g');
    // `password.${rule.key}` and the like, read as the pattern `password.*`.
    const template = new RegExp(`\`((?:${namespaces})\\.[\\w.]*\\$\\{[^}]+\\}[^\`]*)\``, 'g');
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return sources(path);
        // api/codes.ts names the API's message keys, which share some namespaces with ours.
        if (path.endsWith(join('api', 'codes.ts'))) return [];
        return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
      });
    const texts = sources(join(__dirname, '..')).map((file) => readFileSync(file, 'utf8'));
    const used = texts.flatMap((text) => [...text.matchAll(literal)].map((match) => match[1]));
    const patterns = texts.flatMap((text) =>
      [...text.matchAll(template)].map((match) => match[1].replace(/\$\{[^}]+\}/g, '*')),
    );
    expect(used.length).toBeGreaterThan(50);
    // A new key built at run time must say here which values it takes.
    expect([...new Set(patterns)].sort()).toEqual(Object.keys(RUNTIME_KEYS).sort());
    const built = Object.entries(RUNTIME_KEYS).flatMap(([pattern, values]) =>
      values.map((value) => pattern.replace('*', value)),
    );
    expect([...new Set([...used, ...built])].filter((key) => !(key in reference))).toEqual([]);
  });
});
