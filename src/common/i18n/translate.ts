import { LanguageCode } from './languages';
import { enUS } from './messages.en-US';
import { esES } from './messages.es-ES';
import { Catalogue, MessageKey, ptBR } from './messages.pt-BR';

export const CATALOGUES: Record<LanguageCode, Catalogue> = {
  'pt-BR': ptBR,
  'en-US': enUS,
  'es-ES': esES,
};

export type MessageParams = Record<string, string | number>;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A wait in seconds as a person reads it ("15 minutos", "2 days"), rounded up to its largest
 * unit: nobody counts 893 seconds.
 */
export function formatWait(language: LanguageCode, seconds: number): string {
  const [unit, size] =
    seconds >= DAY
      ? (['day', DAY] as const)
      : seconds >= HOUR
        ? (['hour', HOUR] as const)
        : seconds >= MINUTE
          ? (['minute', MINUTE] as const)
          : (['second', 1] as const);
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(
    Math.max(1, Math.ceil(seconds / size)),
  );
}

/**
 * The message for a key in a language, with `{name}` placeholders filled in; a `{wait}` is a
 * number of seconds, written in the language's words.
 */
export function translate(
  language: LanguageCode,
  key: MessageKey,
  params: MessageParams = {},
): string {
  const template = CATALOGUES[language][key] ?? ptBR[key];
  return template.replace(/\{(\w+)\}(\.?)/g, (match, name: string, period: string) => {
    const value = params[name];
    if (value === undefined) return match;
    const text =
      name === 'wait' && typeof value === 'number' ? formatWait(language, value) : String(value);
    // A name that ends a sentence with its own period ("Acme S.A.") takes no second one.
    return period && text.endsWith('.') ? text : text + period;
  });
}
