import type { LanguageCode } from '@shared/languages';
import {
  RANKING_OPTIONS,
  type Localized,
  type QuestionCategory,
  type QuestionCondition,
  type QuestionOption,
  type QuestionText,
  type QuestionType,
} from '@shared/question';
import {
  CONTENT_LANGUAGES,
  hasFavourable,
  hasWrittenOptions,
  type QuestionContent,
} from './question.model';

/** An option as the form edits it: a new one has no key until it is saved. */
export interface OptionValues {
  key?: string;
  labels: Partial<Record<LanguageCode, string>>;
  favourable?: boolean;
}

/**
 * A question as its form holds it, in the library and in a questionnaire. `optionSource` says
 * whether the options are written here or copied from a response model.
 */
export interface QuestionValues {
  type: QuestionType;
  texts: Partial<Record<LanguageCode, { text?: string; description?: string }>>;
  optionSource: 'options' | 'model';
  options: OptionValues[];
  /** A matrix's statements, written like options. */
  statements?: OptionValues[];
  responseModelId?: string | null;
  /** The model a library question's options came from; kept while they are edited here. */
  originModelId?: string | null;
  sensitive: boolean;
  category?: QuestionCategory | '' | null;
  isActive?: boolean;
  required?: boolean;
  hasCondition?: boolean;
  condition?: Partial<QuestionCondition> | null;
  min?: number | null;
  max?: number | null;
}

/** The body of `POST/PUT` of a library or questionnaire question. */
export interface QuestionBody {
  type: QuestionType;
  texts: Localized<QuestionText>;
  sensitive: boolean;
  category: QuestionCategory | null;
  options: QuestionOption[];
  statements?: QuestionOption[];
  responseModelId?: string;
  isActive?: boolean;
  required?: boolean;
  condition?: QuestionCondition | null;
  min?: number | null;
  max?: number | null;
}

export const OPTION_KEY = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** A stable option key from its label ("Não sei" → "nao-sei"), unique among `taken`. */
export function optionKey(label: string, taken: ReadonlySet<string>): string {
  const base =
    label
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 34)
      .replace(/-+$/, '') || 'option';
  let key = base;
  for (let n = 2; taken.has(key); n += 1) key = `${base}-${n}`;
  return key;
}

/** An editor left empty answers `<p></p>`: that is no help at all. */
export function isBlankHtml(html: string | undefined | null): boolean {
  return (
    !html ||
    !html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim()
  );
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The form's starting values: a new question, or one read from the API. */
export function questionValues(
  question?: Partial<QuestionContent> & {
    required?: boolean;
    condition?: QuestionCondition | null;
    responseModelId?: string | null;
    isActive?: boolean;
    min?: number | null;
    max?: number | null;
  },
): QuestionValues {
  const options = question?.options ?? [];
  return {
    type: question?.type ?? 'single',
    texts: Object.fromEntries(
      CONTENT_LANGUAGES.map((code) => [
        code,
        {
          text: question?.texts?.[code]?.text ?? '',
          description: question?.texts?.[code]?.description ?? '',
        },
      ]),
    ),
    // A question keeps the options its model gave it: they are edited as its own.
    optionSource: !options.length && question?.responseModelId ? 'model' : 'options',
    options: options.length
      ? options.map((option) => ({ ...option, labels: { ...option.labels } }))
      : [{ labels: {} }, { labels: {} }],
    statements: question?.statements?.length
      ? question.statements.map((statement) => ({ ...statement, labels: { ...statement.labels } }))
      : [{ labels: {} }, { labels: {} }],
    responseModelId: question?.responseModelId ?? null,
    originModelId: question?.responseModelId ?? null,
    sensitive: question?.sensitive ?? false,
    category: question?.category ?? '',
    isActive: question?.isActive ?? true,
    required: question?.required ?? false,
    hasCondition: !!question?.condition,
    condition: question?.condition ?? { questionId: '', optionKeys: [] },
    min: question?.min ?? null,
    max: question?.max ?? null,
  };
}

type Errors = Record<string, unknown>;

/**
 * What the form must fix before saving, shaped like the values (react-admin's form-level
 * validation); each message is a translation key. The API checks the same and more.
 */
export function validateQuestion(
  values: QuestionValues,
  { withCondition = false }: { withCondition?: boolean } = {},
): Errors {
  const errors: Errors = {};
  const texts: Errors = {};
  for (const code of CONTENT_LANGUAGES) {
    const entry = values.texts?.[code];
    if (code === 'pt-BR' && !trimmed(entry?.text)) {
      texts[code] = { text: 'library.validation.reference_text' };
    } else if (code !== 'pt-BR' && !trimmed(entry?.text) && !isBlankHtml(entry?.description)) {
      texts[code] = { text: 'library.validation.text_for_help' };
    } else if (trimmed(entry?.text).length > 1000) {
      texts[code] = { text: 'library.validation.too_long' };
    }
  }
  if (Object.keys(texts).length) errors.texts = texts;

  if (hasWrittenOptions(values.type)) {
    if (values.optionSource === 'model') {
      if (!values.responseModelId) errors.responseModelId = 'library.validation.model_required';
    } else {
      const problem = listProblem(values.options ?? [], 'option_label', 'two_options');
      if (problem) errors.options = problem;
      else if (values.type === 'ranking' && values.options.length > RANKING_OPTIONS.max)
        errors.options = 'library.validation.ranking_options';
    }
  }
  if (values.type === 'matrix') {
    const problem = listProblem(values.statements ?? [], 'statement_label', 'two_statements');
    if (problem) errors.statements = problem;
    else if ((values.statements ?? []).length > 20)
      errors.statements = 'library.validation.many_statements';
  }

  if (values.type === 'number') {
    const { min, max } = values;
    if (min !== null && min !== undefined && max !== null && max !== undefined && min > max) {
      errors.max = 'library.validation.max_below_min';
    }
  }

  if (withCondition && values.hasCondition) {
    const condition: Errors = {};
    if (!values.condition?.questionId)
      condition.questionId = 'library.validation.condition_question';
    else if (!values.condition.optionKeys?.length)
      condition.optionKeys = 'library.validation.condition_options';
    if (Object.keys(condition).length) errors.condition = condition;
  }
  return errors;
}

/** Options or statements: each labelled in Portuguese, two or more, no label twice. */
function listProblem(
  items: OptionValues[],
  labelKey: 'option_label' | 'statement_label',
  tooFewKey: 'two_options' | 'two_statements',
): unknown {
  const labelErrors = items.map((item) =>
    trimmed(item?.labels?.['pt-BR'])
      ? {}
      : { labels: { 'pt-BR': `library.validation.${labelKey}` } },
  );
  if (labelErrors.some((error) => Object.keys(error).length)) return labelErrors;
  if (items.length < 2) return `library.validation.${tooFewKey}`;
  const labels = items.map((item) => trimmed(item.labels['pt-BR']).toLowerCase());
  return new Set(labels).size !== labels.length ? 'library.validation.duplicate_options' : null;
}

/** The form's values as the API takes them: empty translations left out, option keys made. */
export function questionBody(
  values: QuestionValues,
  { questionnaire = false }: { questionnaire?: boolean } = {},
): QuestionBody {
  const texts = {} as Localized<QuestionText>;
  for (const code of CONTENT_LANGUAGES) {
    const text = trimmed(values.texts?.[code]?.text);
    if (!text) continue;
    const description = values.texts?.[code]?.description;
    texts[code] = { text, ...(isBlankHtml(description) ? {} : { description }) };
  }
  const body: QuestionBody = {
    type: values.type,
    texts,
    sensitive: !!values.sensitive,
    category: values.category || null,
    options: [],
  };
  if (values.type === 'matrix') body.statements = optionsBody(values.statements ?? [], false);
  if (hasWrittenOptions(values.type)) {
    if (values.optionSource === 'model' && values.responseModelId) {
      body.responseModelId = values.responseModelId;
    } else {
      body.options = optionsBody(values.options ?? [], hasFavourable(values.type));
      if (!questionnaire && values.originModelId) body.responseModelId = values.originModelId;
    }
  }
  if (values.type === 'number') {
    body.min = values.min ?? null;
    body.max = values.max ?? null;
  }
  if (questionnaire) {
    // Sensitive questions are always optional (LGPD art. 11); the API enforces it too.
    body.required = !values.sensitive && !!values.required;
    body.condition =
      values.hasCondition && values.condition?.questionId && values.condition.optionKeys?.length
        ? { questionId: values.condition.questionId, optionKeys: [...values.condition.optionKeys] }
        : null;
  } else if (values.isActive !== undefined) {
    body.isActive = values.isActive;
  }
  return body;
}

/** Options with their keys: kept when they have one (conditions and reports name them). */
export function optionsBody(options: OptionValues[], withFavourable: boolean): QuestionOption[] {
  const taken = new Set(
    options
      .map((option) => option.key)
      .filter((key): key is string => !!key && OPTION_KEY.test(key)),
  );
  return options.map((option) => {
    let key = option.key && OPTION_KEY.test(option.key) ? option.key : undefined;
    if (!key) {
      key = optionKey(trimmed(option.labels['pt-BR']), taken);
      taken.add(key);
    }
    const labels = { 'pt-BR': trimmed(option.labels['pt-BR']) } as Localized<string>;
    for (const code of CONTENT_LANGUAGES) {
      const label = trimmed(option.labels[code]);
      if (code !== 'pt-BR' && label) labels[code] = label;
    }
    return {
      key,
      labels,
      ...(withFavourable && option.favourable !== undefined
        ? { favourable: !!option.favourable }
        : {}),
    };
  });
}
