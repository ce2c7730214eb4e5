import { cnpjProblem, cpfProblem } from './documents';

describe('CPF and CNPJ problems', () => {
  it('tells a wrong shape from a typing slip in the check digits', () => {
    expect(cpfProblem('529.982.247-25')).toBeNull();
    expect(cpfProblem('529.982.247-2')).toBe('cpfShape');
    expect(cpfProblem('5299822472A')).toBe('cpfShape');
    expect(cpfProblem('529.982.247-24')).toBe('cpfDigits');
    expect(cnpjProblem('11.222.333/0001-81')).toBeNull();
    expect(cnpjProblem('12.ABC.345/01DE-35')).toBeNull();
    expect(cnpjProblem('11.222.333/0001')).toBe('cnpjShape');
    expect(cnpjProblem('11.222.333/0001-8A')).toBe('cnpjShape');
    expect(cnpjProblem('11.222.333/0001-80')).toBe('cnpjDigits');
  });
});
