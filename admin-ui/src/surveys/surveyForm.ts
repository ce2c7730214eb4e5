import { LANGUAGES } from '../i18n/languages';
import {
  SURVEY_TEXT_FIELDS,
  type AccessMode,
  type Recurrence,
  type Survey,
  type SurveyTextField,
  type SurveyTexts,
} from './survey.api';

/** A survey as its form holds it (the API's audience and anonymity split into plain fields). */
export interface SurveyValues {
  name: string;
  questionnaireId: string;
  identity: 'anonymous' | 'identified';
  audienceType: 'all' | 'departments' | 'organizations';
  departmentIds: string[];
  organizationIds: string[];
  startsAt: string | null;
  endsAt: string | null;
  accessModes: AccessMode[];
  remindersOn: boolean;
  reminderIntervalDays: number | null;
  recurrence: Recurrence;
  texts: SurveyTexts;
}

export interface SurveyBody {
  name: string;
  questionnaireId: string;
  anonymous: boolean;
  audience: { type: 'all' } | { type: 'departments' | 'organizations'; ids: string[] };
  startsAt: string | null;
  endsAt: string | null;
  accessModes: AccessMode[];
  reminderIntervalDays: number | null;
  recurrence: Recurrence;
  texts: SurveyTexts;
}

export const REMINDER_DAYS = { min: 1, max: 30 };

/** The API's limits (rich texts counted as their HTML). */
export const SURVEY_TEXT_LIMITS: Record<SurveyTextField, number> = {
  title: 200,
  invitation: 1000,
  introduction: 5000,
  closing: 2000,
};

/**
 * The survey's texts a language lacks that respondents reading it would see in Portuguese: its
 * title always (the survey's name stands in), the others when written in Portuguese.
 */
export function textsLacking(texts: SurveyTexts | undefined, language: string): SurveyTextField[] {
  if (language === 'pt-BR') return [];
  // A rich text whose tags hold no words (`<p></p>`) was left empty.
  const has = (code: string, field: SurveyTextField) =>
    !!texts?.[code as keyof SurveyTexts]?.[field]?.replace(/<[^>]*>|&nbsp;/g, '').trim();
  return SURVEY_TEXT_FIELDS.filter(
    (field) => (field === 'title' || has('pt-BR', field)) && !has(language, field),
  );
}

type TextErrors = Partial<Record<string, Partial<Record<SurveyTextField, unknown>>>>;

function validateTexts(texts: SurveyTexts | undefined): TextErrors | undefined {
  const errors: TextErrors = {};
  for (const { code } of LANGUAGES) {
    for (const field of SURVEY_TEXT_FIELDS) {
      const max = SURVEY_TEXT_LIMITS[field];
      if ((texts?.[code]?.[field]?.length ?? 0) > max) {
        errors[code] = {
          ...errors[code],
          [field]: { message: 'ra.validation.maxLength', args: { max } },
        };
      }
    }
  }
  return Object.keys(errors).length ? errors : undefined;
}

export function surveyValues(survey?: Partial<Survey>): SurveyValues {
  const audience = survey?.audience ?? { type: 'all' };
  const ids = 'ids' in audience ? audience.ids : [];
  return {
    name: survey?.name ?? '',
    questionnaireId: survey?.questionnaireId ?? '',
    identity: survey?.anonymous === false ? 'identified' : 'anonymous',
    audienceType: audience.type,
    departmentIds: audience.type === 'departments' ? ids : [],
    organizationIds: audience.type === 'organizations' ? ids : [],
    startsAt: survey?.startsAt ?? null,
    endsAt: survey?.endsAt ?? null,
    accessModes: survey?.accessModes ?? ['link'],
    remindersOn: !!survey?.reminderIntervalDays,
    reminderIntervalDays: survey?.reminderIntervalDays ?? 7,
    recurrence: survey?.recurrence ?? 'none',
    texts: survey?.texts ?? {},
  };
}

/** A date input's value (local time, or an ISO timestamp) as an instant; null when empty. */
export function toInstant(value: string | Date | null | undefined): string | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function validateSurvey(values: SurveyValues): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  if (!values.name?.trim()) errors.name = 'ra.validation.required';
  if (!values.questionnaireId) errors.questionnaireId = 'ra.validation.required';
  if (values.audienceType === 'departments' && !values.departmentIds?.length)
    errors.departmentIds = 'resources.survey.validation.departments';
  if (values.audienceType === 'organizations' && !values.organizationIds?.length)
    errors.organizationIds = 'resources.survey.validation.organizations';
  if (!values.accessModes?.length) errors.accessModes = 'resources.survey.validation.access_modes';
  const start = toInstant(values.startsAt);
  const end = toInstant(values.endsAt);
  if (start && end && end <= start) errors.endsAt = 'resources.survey.validation.end_before_start';
  // Each edition's dates are the previous one's shifted by a period, so a repeat needs an end.
  if (values.recurrence && values.recurrence !== 'none' && !end)
    errors.recurrence = 'resources.survey.validation.recurrence_end';
  if (values.remindersOn) {
    const days = values.reminderIntervalDays;
    if (
      days === null ||
      days === undefined ||
      !Number.isInteger(days) ||
      days < REMINDER_DAYS.min ||
      days > REMINDER_DAYS.max
    ) {
      errors.reminderIntervalDays = 'resources.survey.validation.reminder_days';
    }
  }
  const texts = validateTexts(values.texts);
  if (texts) errors.texts = texts;
  return errors;
}

export function surveyBody(values: SurveyValues): SurveyBody {
  const ids =
    values.audienceType === 'departments'
      ? values.departmentIds
      : values.audienceType === 'organizations'
        ? values.organizationIds
        : [];
  return {
    name: values.name.trim(),
    questionnaireId: values.questionnaireId,
    anonymous: values.identity !== 'identified',
    audience:
      values.audienceType === 'all'
        ? { type: 'all' }
        : { type: values.audienceType, ids: [...ids] },
    startsAt: toInstant(values.startsAt),
    endsAt: toInstant(values.endsAt),
    accessModes: [...values.accessModes],
    reminderIntervalDays: values.remindersOn ? values.reminderIntervalDays : null,
    recurrence: values.recurrence ?? 'none',
    // The server trims, sanitizes and drops what was left empty.
    texts: values.texts ?? {},
  };
}
