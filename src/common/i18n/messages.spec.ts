import { ptBR } from './messages.pt-BR';
import { CATALOGUES, formatWait, translate } from './translate';

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('server message catalogues', () => {
  const reference = Object.keys(ptBR).sort();

  it.each(Object.entries(CATALOGUES))(
    '%s has every key, none empty, same placeholders',
    (_code, catalogue) => {
      expect(Object.keys(catalogue).sort()).toEqual(reference);
      for (const key of reference) {
        const text = catalogue[key as keyof typeof ptBR];
        expect(text.trim()).not.toBe('');
        expect(placeholders(text)).toEqual(placeholders(ptBR[key as keyof typeof ptBR]));
      }
    },
  );

  it('keeps the spec strings exactly in Portuguese', () => {
    expect(ptBR['auth.invalidLogin']).toBe('Login e/ou senha inválidos.');
    expect(ptBR['auth.invalidCode']).toBe('Código inválido');
    expect(ptBR['error.unexpected']).toBe(
      'Ocorreu um erro inesperado. Tente novamente mais tarde.',
    );
    expect(ptBR['error.requiredFields']).toBe(
      'Existem campos obrigatórios que devem ser preenchidos.',
    );
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('en-US', 'error.tooManyRequests', { wait: 30 })).toBe(
      'Too many attempts. Wait 30 seconds and try again.',
    );
    expect(translate('es-ES', 'validation.maxLength')).toContain('{max}');
  });

  it('writes a wait in the largest unit that fits, rounded up, in each language', () => {
    expect(translate('pt-BR', 'error.tooManyRequests', { wait: 893 })).toBe(
      'Muitas tentativas. Aguarde 15 minutos e tente novamente.',
    );
    expect(formatWait('en-US', 1)).toBe('1 second');
    expect(formatWait('es-ES', 45)).toBe('45 segundos');
    expect(formatWait('en-US', 60)).toBe('1 minute');
    expect(formatWait('pt-BR', 3601)).toBe('2 horas');
    expect(formatWait('es-ES', 7 * 24 * 3600)).toBe('7 días');
  });
});
