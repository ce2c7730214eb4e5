import { describe, expect, it } from 'vitest';
import { responseModelBody, validateResponseModel } from './responseModelForm';

describe('response model form', () => {
  it('needs a pt-BR name and two distinct options', () => {
    expect(validateResponseModel({ names: { 'en-US': 'Yes or no' }, options: [] })).toEqual({
      names: { 'pt-BR': 'library.validation.model_name' },
      options: 'library.validation.two_options',
    });
  });

  it('keeps the keys of existing options and the favourable marks', () => {
    expect(
      responseModelBody({
        names: { 'pt-BR': ' Frequência ', 'es-ES': '' },
        options: [
          { key: 'never', labels: { 'pt-BR': 'Nunca' }, favourable: false },
          { labels: { 'pt-BR': 'Às vezes', 'en-US': 'Sometimes' }, favourable: true },
        ],
      }),
    ).toEqual({
      names: { 'pt-BR': 'Frequência' },
      options: [
        { key: 'never', labels: { 'pt-BR': 'Nunca' }, favourable: false },
        {
          key: 'as-vezes',
          labels: { 'pt-BR': 'Às vezes', 'en-US': 'Sometimes' },
          favourable: true,
        },
      ],
    });
  });
});
