import { LanguageCode } from '../common/i18n/languages';
import { FrozenQuestion, QuestionCondition, QuestionOption } from './question.model';

/** The consent text version: a submission must name the one it agreed to. */
export const CONSENT_VERSION = 'lgpd-art11-2026-11';

/** The consent names only the sensitive subjects this survey asks about (LGPD art. 11: specific). */
const SUBJECTS: Record<LanguageCode, Record<string, string>> = {
  'pt-BR': {
    race: 'cor ou raça',
    gender: 'identidade de gênero',
    orientation: 'orientação sexual',
    disability: 'deficiência',
    other: 'outros dados sensíveis',
  },
  'en-US': {
    race: 'colour or race',
    gender: 'gender identity',
    orientation: 'sexual orientation',
    disability: 'disability',
    other: 'other sensitive data',
  },
  'es-ES': {
    race: 'color o raza',
    gender: 'identidad de género',
    orientation: 'orientación sexual',
    disability: 'discapacidad',
    other: 'otros datos sensibles',
  },
};

const AND: Record<LanguageCode, string> = { 'pt-BR': ' e ', 'en-US': ' and ', 'es-ES': ' y ' };

/** What respondents are promised must be what reports publish (small-counts.ts), with the platform's k. */
const CONSENT_TEXT: Record<LanguageCode, (subjects: string, minimum: number) => string> = {
  'pt-BR': (subjects, minimum) =>
    `<p><strong>Dados pessoais sensíveis (LGPD, art. 11).</strong> Algumas perguntas tratam de ${subjects}. Responder é opcional: você pode pular qualquer uma delas ou escolher "Prefiro não responder".</p><p>Ao consentir, você autoriza o uso dessas respostas apenas para estatísticas de diversidade e inclusão da empresa, mostradas somente em grupos de pelo menos ${minimum} pessoas; uma resposta dada por menos de ${minimum} pessoas de um grupo aparece como "menos de ${minimum}". Se não consentir, as perguntas sensíveis não serão exibidas.</p>`,
  'en-US': (subjects, minimum) =>
    `<p><strong>Sensitive personal data (LGPD, art. 11).</strong> Some questions are about ${subjects}. Answering is optional: you may skip any of them or choose "Prefer not to answer".</p><p>By consenting you allow these answers to be used only for the company's diversity and inclusion statistics, shown only for groups of at least ${minimum} people; an answer given by fewer than ${minimum} people of a group reads "fewer than ${minimum}". If you do not consent, the sensitive questions will not be shown.</p>`,
  'es-ES': (subjects, minimum) =>
    `<p><strong>Datos personales sensibles (LGPD, art. 11).</strong> Algunas preguntas tratan de ${subjects}. Responder es opcional: puede omitir cualquiera de ellas o elegir "Prefiero no responder".</p><p>Al consentir, autoriza el uso de estas respuestas solo para las estadísticas de diversidad e inclusión de la empresa, mostradas únicamente en grupos de al menos ${minimum} personas; una respuesta dada por menos de ${minimum} personas de un grupo aparece como "menos de ${minimum}". Si no consiente, las preguntas sensibles no se mostrarán.</p>`,
};

function subjectsOf(questions: FrozenQuestion[], language: LanguageCode): string {
  const names = [
    ...new Set(
      questions
        .filter((question) => question.sensitive)
        .map(
          (question) =>
            SUBJECTS[language][question.category ?? 'other'] ?? SUBJECTS[language].other,
        ),
    ),
  ];
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')}${AND[language]}${names[names.length - 1]}`
    : (names[0] ?? '');
}

export interface QuestionView {
  id: string;
  index: number;
  type: FrozenQuestion['type'];
  required: boolean;
  sensitive: boolean;
  category: FrozenQuestion['category'];
  text: string;
  description: string | null;
  imageUrl: string | null;
  options: Array<{ key: string; label: string }>;
  /** A matrix's statements, each answered on `options`. */
  statements: Array<{ key: string; label: string }>;
  preferNotToAnswer: boolean;
  min: number | null;
  max: number | null;
  condition: QuestionCondition | null;
}

export interface ConsentView {
  version: string;
  text: string;
  required: boolean;
}

export function imageUrlOf(imageKey: string | null): string | null {
  return imageKey ? `/api/public/question-image/${imageKey.split('/').pop()}` : null;
}

/**
 * The pt-BR text ("Referência base") beside a translation, for those who write and review
 * translations in the builder's preview; respondents never get it.
 */
export interface PreviewQuestionView extends QuestionView {
  reference: string | null;
}

/** Questions as a respondent reads them in one language, falling back to pt-BR per text. */
export function questionViews(questions: FrozenQuestion[], language: LanguageCode): QuestionView[] {
  return questions.map((question, index) => {
    const text = question.texts[language] ?? question.texts['pt-BR'];
    return {
      id: question.id,
      index: index + 1,
      type: question.type,
      required: question.required,
      sensitive: question.sensitive,
      category: question.category,
      text: text.text,
      description: text.description ?? question.texts['pt-BR'].description ?? null,
      imageUrl: imageUrlOf(question.imageKey),
      options: labelled(question.options, language),
      // Surveys sent before matrices existed froze their questions without statements.
      statements: labelled(question.statements ?? [], language),
      preferNotToAnswer: question.sensitive,
      min: question.min,
      max: question.max,
      condition: question.condition,
    };
  });
}

const labelled = (options: QuestionOption[], language: LanguageCode) =>
  options.map((option) => ({
    key: option.key,
    label: option.labels[language] ?? option.labels['pt-BR'],
  }));

/** The preview's questions: what respondents read, and the reference beside each translation. */
export function previewQuestionViews(
  questions: FrozenQuestion[],
  language: LanguageCode,
): PreviewQuestionView[] {
  return questionViews(questions, language).map((view, index) => ({
    ...view,
    // Only useful next to a translation; an untranslated question is the reference itself.
    reference:
      language === 'pt-BR' || !questions[index].texts[language]
        ? null
        : questions[index].texts['pt-BR'].text,
  }));
}

/** Consent is asked when the survey has a sensitive question. */
export const consentRequired = (questions: FrozenQuestion[]) =>
  questions.some((question) => question.sensitive);

export function consentView(
  questions: FrozenQuestion[],
  language: LanguageCode,
  minimumGroupSize: number,
): ConsentView {
  return {
    version: CONSENT_VERSION,
    text: CONSENT_TEXT[language](subjectsOf(questions, language), minimumGroupSize),
    required: consentRequired(questions),
  };
}
