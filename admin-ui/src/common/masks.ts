/**
 * The spec's input masks (§5, §9): `9` takes a digit, anything else is written as is. Values are
 * kept masked in the form; the API takes them with their punctuation and stores them bare.
 */
export const MASKS = {
  cpf: '999.999.999-99',
  phone: '+55 99 99999-9999',
  date: '99/99/9999',
} as const;

/**
 * `digits` laid into `mask`. A literal is written only when a digit follows it, so deleting
 * the last digit does not leave a dangling separator; a literal digit of the mask (the country
 * code) also swallows the same digit at that place in the input, so a pasted full number keeps
 * its shape.
 */
export function applyMask(digits: string, mask: string): string {
  let out = '';
  let next = 0;
  for (const char of mask) {
    if (next >= digits.length) break;
    if (char === '9') {
      out += digits[next++];
    } else {
      out += char;
      if (/\d/.test(char) && digits[next] === char) next++;
    }
  }
  return out;
}

const digitsOf = (value: string) => value.replace(/\D/g, '');

export function maskCpf(value: string | null | undefined): string {
  return applyMask(digitsOf(value ?? '').slice(0, 11), MASKS.cpf);
}

/**
 * A Brazilian cell phone as +55 99 99999-9999: typed without the country code (the mask shows
 * it), or pasted/stored with it (`+5521998765432`).
 */
export function maskPhone(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  let digits = digitsOf(text);
  if (text.startsWith('+55')) digits = digits.slice(2);
  else if (digits.length > 11 && digits.startsWith('55')) digits = digits.slice(2);
  return digits ? applyMask(`55${digits.slice(0, 11)}`, MASKS.phone) : '';
}

/** CEP as people write it, 01310-100 (the API keeps the digits); anything else as it is. */
export const maskZipCode = (value: string | null | undefined) =>
  /^\d{8}$/.test(value ?? '') ? `${value?.slice(0, 5)}-${value?.slice(5)}` : (value ?? '');

/** A day as dd/mm/yyyy: the API's `YYYY-MM-DD` turned around, typed digits masked. */
export function maskDate(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) return `${iso[3]}/${iso[2]}/${iso[1]}`;
  return applyMask(digitsOf(text).slice(0, 8), MASKS.date);
}

/** Is a masked value complete (every `9` of its mask filled)? */
export const isComplete = (value: string, mask: string) => value.length === mask.length;

/** Does dd/mm/yyyy name a day that exists (between 1900 and 2100, as the API accepts)? */
export function isValidDay(value: string): boolean {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return false;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2100) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
