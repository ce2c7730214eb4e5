import { languageFromAcceptHeader } from './languages';

describe('Accept-Language', () => {
  it.each([
    ['en-US,en;q=0.9', 'en-US'],
    ['es', 'es-ES'],
    ['es-MX,pt;q=0.5', 'es-ES'],
    ['fr-FR,pt-PT;q=0.8,en;q=0.7', 'pt-BR'],
    ['de, en;q=0', undefined],
    ['pt;q=0.2, en;q=0.9', 'en-US'],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(languageFromAcceptHeader(header)).toBe(expected);
  });
});
