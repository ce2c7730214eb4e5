import { cnpj } from 'cpf-cnpj-validator';
import type { Validator } from './rules';

/** The CNPJ mask; the first twelve may be letters since the alphanumeric CNPJ (July 2026). */
const MASKED_CNPJ = /^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/;

/** Shape and check digits; apart from rules.ts so the checker loads only with the sign-up form. */
export const maskedCnpj: Validator = (value) => {
  if (!value.trim()) return 'validation.required';
  return MASKED_CNPJ.test(value) && cnpj.isValid(value) ? null : 'validation.cnpj';
};
