import { Metadata } from 'libphonenumber-js';
import { normalizeCpf, normalizeEmail, normalizePhone } from '../common/validation/brazil';

export const TEXT_MAX = 200;

const DAY_MONTH_YEAR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day as stored (YYYY-MM-DD) from dd/mm/yyyy (the spreadsheet's and the screen's
 * form) or YYYY-MM-DD; undefined for anything else or a day that does not exist.
 */
export function parseDay(value: string): string | undefined {
  const text = value.trim();
  let day: number, month: number, year: number;
  const dmy = DAY_MONTH_YEAR.exec(text);
  const iso = ISO_DAY.exec(text);
  if (dmy) [day, month, year] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
  else if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else return undefined;
  if (year < 1900 || year > 2100) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** dd/mm/yyyy for a stored day. */
export function formatDay(stored: string | null): string {
  if (!stored) return '';
  const [year, month, day] = stored.split('-');
  return `${day}/${month}/${year}`;
}

/** Words a sheet may name each invitation channel with, in the three languages. */
const CHANNEL_WORDS: Record<string, 'email' | 'sms' | 'whatsapp'> = {
  email: 'email',
  correio: 'email',
  correo: 'email',
  sms: 'sms',
  torpedo: 'sms',
  mensagem: 'sms',
  mensaje: 'sms',
  whatsapp: 'whatsapp',
  zap: 'whatsapp',
  wpp: 'whatsapp',
};

/** A channel cell as stored (email, sms, whatsapp), however the sheet spells it. */
export function parseChannel(value: string): 'email' | 'sms' | 'whatsapp' | undefined {
  const word = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/^correoelectronico$|^correioeletronico$/, 'email');
  return CHANNEL_WORDS[word];
}

/** RG as stored: digits only (spec §5); surrounding spaces are forgiven, punctuation is not. */
export function normalizeRg(value: string): string | undefined {
  const text = value.trim();
  return /^\d{1,20}$/.test(text) ? text : undefined;
}

/**
 * A CPF typed into a number cell loses its leading zeros (012... becomes 12...); digits only
 * and shorter than eleven are padded back before the check digits are tested.
 */
export function normalizeCpfCell(value: string): string | undefined {
  const text = value.trim();
  return normalizeCpf(/^\d{9,10}$/.test(text) ? text.padStart(11, '0') : text);
}

/** libphonenumber's pattern of Brazil's national numbers, or null if it stops telling it. */
const BRAZILIAN_NUMBER = (() => {
  const metadata = new Metadata();
  metadata.selectNumberingPlan('BR');
  const plan = metadata.numberingPlan as { nationalNumberPattern?: () => string } | undefined;
  const pattern = plan?.nationalNumberPattern?.();
  return pattern ? new RegExp(`^(?:${pattern})$`) : null;
})();

/**
 * A phone cell as stored (E.164). Sheets mostly hold ten or eleven bare digits, area code
 * first: those are judged by libphonenumber's own pattern for Brazil, which is what its parse
 * comes to for them, without the parse (12 µs a number: over a second of a 100,000-row
 * import). Digits that start like a national prefix (0, 90) or Brazil's code (55), and every
 * other shape, are parsed.
 */
export function normalizePhoneCell(value: string): string | undefined {
  const text = value.trim();
  if (BRAZILIAN_NUMBER && /^[1-9]\d{9,10}$/.test(text) && !/^(?:55|90)/.test(text))
    return BRAZILIAN_NUMBER.test(text) ? `+55${text}` : undefined;
  return normalizePhone(text);
}

export { normalizeEmail, normalizePhone };
