import {
  formatCnpj,
  normalizeCnpj,
  normalizeCpf,
  normalizePhone,
  parseEmailOrPhone,
  parseIdentifier,
} from './brazil';

describe('Brazilian identifiers', () => {
  it('checks CPF digits and stores digits only', () => {
    expect(normalizeCpf('529.982.247-25')).toBe('52998224725');
    expect(normalizeCpf('529.982.247-26')).toBeUndefined();
    expect(normalizeCpf('111.111.111-11')).toBeUndefined();
  });

  it('accepts numeric and alphanumeric CNPJ (IN RFB 2.229/2024), stored upper-case', () => {
    expect(normalizeCnpj('11.222.333/0001-81')).toBe('11222333000181');
    expect(normalizeCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(normalizeCnpj('12.ABC.345/01DE-36')).toBeUndefined();
    expect(normalizeCnpj('11.111.111/1111-11')).toBeUndefined();
    expect(formatCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
  });

  it('stores phones as E.164, Brazilian by default', () => {
    expect(normalizePhone('+55 11 98765-4321')).toBe('+5511987654321');
    expect(normalizePhone('(11) 98765-4321')).toBe('+5511987654321');
    expect(normalizePhone('123')).toBeUndefined();
    expect(normalizePhone('abc')).toBeUndefined();
  });

  it('reads the one login field as e-mail, CPF or phone', () => {
    expect(parseIdentifier(' Ana@Example.COM ')).toEqual({ email: 'ana@example.com' });
    expect(parseIdentifier('529.982.247-25')).toEqual({ cpf: '52998224725', phone: undefined });
    expect(parseIdentifier('+55 11 98765-4321')).toEqual({
      cpf: undefined,
      phone: '+5511987654321',
    });
    // Eleven bare digits may be either; both readings are kept.
    expect(parseIdentifier('52998224725')).toEqual({ cpf: '52998224725', phone: '+5552998224725' });
    expect(parseIdentifier('not an id')).toBeUndefined();
  });

  it('takes only an e-mail or a phone for recovery and first access', () => {
    expect(parseEmailOrPhone('529.982.247-25')).toBeUndefined();
    expect(parseEmailOrPhone('11987654321')).toEqual({ phone: '+5511987654321' });
  });
});
