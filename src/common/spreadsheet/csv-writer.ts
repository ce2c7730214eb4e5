import { LanguageCode } from '../i18n/languages';
import { escapeCell } from './spreadsheet-writer';

/**
 * How each language's spreadsheet programs read a CSV: where the decimal mark is a comma (Brazil,
 * Spain), Excel splits fields on semicolons and reads "12,5" as a number; a comma-separated file
 * opens there in one column.
 */
export const CSV_FORMAT: Record<LanguageCode, { separator: string; decimal: string }> = {
  'pt-BR': { separator: ';', decimal: ',' },
  'es-ES': { separator: ';', decimal: ',' },
  'en-US': { separator: ',', decimal: '.' },
};

/**
 * RFC 4180 with the language's separator and decimal mark, in UTF-8 with a byte-order mark (how
 * Excel knows the encoding, so accents read right).
 */
export function toCsv(
  table: { header: string[]; rows: Array<Array<string | number>> },
  language: LanguageCode,
): Buffer {
  const { separator, decimal } = CSV_FORMAT[language];
  const field = (value: string | number) => {
    if (typeof value === 'number') return String(value).replace('.', decimal);
    const text = escapeCell(value);
    return text.includes(separator) || /["\r\n]/.test(text)
      ? `"${text.replace(/"/g, '""')}"`
      : text;
  };
  const lines = [table.header, ...table.rows].map((row) => row.map(field).join(separator));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
