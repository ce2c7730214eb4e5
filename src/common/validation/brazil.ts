import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { cnpjProblem, compactCnpj, compactCpf, cpfProblem } from './documents';

/** CPF as stored: 11 digits, or undefined when its shape or check digits fail. */
export function normalizeCpf(value: string): string | undefined {
  return cpfProblem(value) ? undefined : compactCpf(value);
}

/**
 * CNPJ as stored: 14 characters, upper-case. Accepts the numeric form and the alphanumeric
 * form issued since July 2026 (IN RFB 2.229/2024); punctuation is ignored.
 */
export function normalizeCnpj(value: string): string | undefined {
  return cnpjProblem(value) ? undefined : compactCnpj(value);
}

/** Display form: 99.999.999/9999-99 (also for alphanumeric ones). */
export function formatCnpj(stored: string): string {
  return stored.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, '$1.$2.$3/$4-$5');
}

/** Phone as stored: E.164. Numbers without a country code are read as Brazilian. */
export function normalizePhone(value: string): string | undefined {
  if (!/^[+\d\s().-]+$/.test(value.trim())) return undefined;
  const phone = parsePhoneNumberFromString(value, 'BR');
  return phone?.isValid() ? phone.number : undefined;
}

export function normalizeEmail(value: string): string | undefined {
  const email = value.trim().toLowerCase();
  return email.length <= 200 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : undefined;
}

export interface Identifier {
  email?: string;
  phone?: string;
  cpf?: string;
}

/**
 * Reads the one login field: an e-mail, a CPF or a phone. Eleven bare digits can be both a CPF
 * and a Brazilian mobile number, so both readings are kept and the account decides.
 */
export function parseIdentifier(value: string): Identifier | undefined {
  const trimmed = value.trim();
  if (trimmed.includes('@')) {
    const email = normalizeEmail(trimmed);
    return email ? { email } : undefined;
  }
  const looksLikeCpf = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(trimmed);
  const identifier: Identifier = {
    cpf: looksLikeCpf ? normalizeCpf(trimmed) : undefined,
    phone: /^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(trimmed) ? undefined : normalizePhone(trimmed),
  };
  return identifier.cpf || identifier.phone ? identifier : undefined;
}

/** Recovery and first access take an e-mail or a phone only (spec §5). */
export function parseEmailOrPhone(value: string): Identifier | undefined {
  const identifier = parseIdentifier(value);
  if (!identifier) return undefined;
  if (identifier.email) return { email: identifier.email };
  return identifier.phone ? { phone: identifier.phone } : undefined;
}
