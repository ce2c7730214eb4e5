import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
      'validation.passwordsDiffer': 'As senhas não conferem',
      'password.resetFailed': 'Ocorreu um erro ao tentar resetar a senha',
      'password.createFailed': 'Ocorreu um erro ao tentar criar a senha',
      'password.linkExpired':
        'Ops... Este link já foi utilizado ou está expirado, faça uma nova solicitação clicando no botão abaixo.',
      'terms.failed': 'Erro ao aceitar o termo',
      'survey.reference': 'Referência base',
      'accessCode.failed': 'Erro ao realizar o acesso por codigo',
    });
  });

  it('has every key the source code names', () => {
    const namespaces = Object.keys(ptBR).join('|');
    const literal = new RegExp(`['"\`]((?:${namespaces})\\.[A-Za-z]+)['"\`]`, 'g');
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return sources(path);
        return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
      });
    const used = sources(join(__dirname, '..')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(literal)].map((match) => match[1]),
    );
    expect(used.length).toBeGreaterThan(50);
    expect([...new Set(used)].filter((key) => !(key in reference))).toEqual([]);
  });
});
