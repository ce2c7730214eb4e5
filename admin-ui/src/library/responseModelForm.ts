import type { LanguageCode } from '@shared/languages';
import { CONTENT_LANGUAGES } from './question.model';
import type { Localized, QuestionOption } from '@shared/question';
import { optionsBody, validateQuestion, type OptionValues } from './questionForm';

export interface ResponseModelValues {
  names: Partial<Record<LanguageCode, string>>;
  options: OptionValues[];
}

export interface ResponseModelBody {
  names: Localized<string>;
  options: QuestionOption[];
}

export function validateResponseModel(values: ResponseModelValues): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  if (!values.names?.['pt-BR']?.trim()) {
    errors.names = { 'pt-BR': 'library.validation.model_name' };
  }
  // The options follow the rules of a choice question's.
  const { options } = validateQuestion({
    type: 'single',
    texts: { 'pt-BR': { text: '-' } },
    optionSource: 'options',
    options: values.options ?? [],
    sensitive: false,
  });
  if (options) errors.options = options;
  return errors;
}

export function responseModelBody(values: ResponseModelValues): ResponseModelBody {
  const names = { 'pt-BR': values.names['pt-BR']?.trim() ?? '' } as Localized<string>;
  for (const code of CONTENT_LANGUAGES) {
    const name = values.names[code]?.trim();
    if (code !== 'pt-BR' && name) names[code] = name;
  }
  return { names, options: optionsBody(values.options ?? [], true) };
}
