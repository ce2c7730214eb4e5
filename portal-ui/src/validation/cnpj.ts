import { cnpjProblem } from '@shared/documents';
import type { Validator } from './rules';

/**
 * Shape and check digits, each with its own message, as the API judges them; apart from
 * rules.ts so the checker loads only with the sign-up form.
 */
export const maskedCnpj: Validator = (value) => {
  if (!value.trim()) return 'validation.required';
  const problem = cnpjProblem(value);
  return problem && `validation.${problem}`;
};
