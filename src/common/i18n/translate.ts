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

/** The message for a key in a language, with `{name}` placeholders filled in. */
export function translate(
  language: LanguageCode,
  key: MessageKey,
  params: MessageParams = {},
): string {
  const template = CATALOGUES[language][key] ?? ptBR[key];
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    params[name] === undefined ? match : String(params[name]),
  );
}
