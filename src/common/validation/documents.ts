import { cnpj, cpf } from 'cpf-cnpj-validator';

/**
 * What is wrong with a CPF or a CNPJ, told apart so that a person reads what to fix: the shape
 * (how many characters, which kinds) or the check digits (a typing slip). Shared by the API and
 * both front ends, which check a field when it is left.
 */
export type DocumentProblem = 'cpfShape' | 'cpfDigits' | 'cnpjShape' | 'cnpjDigits';

/** The CPF's 11 digits without its punctuation. */
export const compactCpf = (value: string) => value.replace(/[.\-\s]/g, '');

/** The CNPJ's 14 characters, upper-case, without its punctuation. */
export const compactCnpj = (value: string) => value.replace(/[.\-/\s]/g, '').toUpperCase();

export function cpfProblem(value: string): 'cpfShape' | 'cpfDigits' | null {
  const digits = compactCpf(value);
  if (!/^\d{11}$/.test(digits)) return 'cpfShape';
  return cpf.isValid(digits) ? null : 'cpfDigits';
}

/** The numeric CNPJ and the alphanumeric one issued since July 2026 (IN RFB 2.229/2024). */
export function cnpjProblem(value: string): 'cnpjShape' | 'cnpjDigits' | null {
  const compact = compactCnpj(value);
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(compact)) return 'cnpjShape';
  return cnpj.isValid(compact) ? null : 'cnpjDigits';
}
