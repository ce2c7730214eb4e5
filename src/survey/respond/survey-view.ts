import { LanguageCode } from '../../common/i18n/languages';
import { FrozenQuestion, QuestionCondition } from '../question.model';

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

const CONSENT_TEXT: Record<LanguageCode, (subjects: string) => string> = {
  'pt-BR': (subjects) =>
    `<p><strong>Dados pessoais sensíveis (LGPD, art. 11).</strong> Algumas perguntas tratam de ${subjects}. Responder é opcional: você pode pular qualquer uma delas ou escolher "Prefiro não responder".</p><p>Ao consentir, você autoriza o uso dessas respostas apenas para estatísticas de diversidade e inclusão da empresa, mostradas somente em grupos de pelo menos 5 pessoas. Se não consentir, as perguntas sensíveis não serão exibidas.</p>`,
  'en-US': (subjects) =>
    `<p><strong>Sensitive personal data (LGPD, art. 11).</strong> Some questions are about ${subjects}. Answering is optional: you may skip any of them or choose "Prefer not to answer".</p><p>By consenting you allow these answers to be used only for the company's diversity and inclusion statistics, shown only for groups of at least 5 people. If you do not consent, the sensitive questions will not be shown.</p>`,
  'es-ES': (subjects) =>
    `<p><strong>Datos personales sensibles (LGPD, art. 11).</strong> Algunas preguntas tratan de ${subjects}. Responder es opcional: puede omitir cualquiera de ellas o elegir "Prefiero no responder".</p><p>Al consentir, autoriza el uso de estas respuestas solo para las estadísticas de diversidad e inclusión de la empresa, mostradas únicamente en grupos de al menos 5 personas. Si no consiente, las preguntas sensibles no se mostrarán.</p>`,
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
  /** The pt-BR text ("Referência base") when shown in another language. */
  reference: string | null;
  imageUrl: string | null;
  options: Array<{ key: string; label: string }>;
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

/** Questions as a respondent reads them in one language, falling back to pt-BR per text. */
export function questionViews(questions: FrozenQuestion[], language: LanguageCode): QuestionView[] {
  return questions.map((question, index) => {
    const translated = question.texts[language];
    const text = translated ?? question.texts['pt-BR'];
    return {
      id: question.id,
      index: index + 1,
      type: question.type,
      required: question.required,
      sensitive: question.sensitive,
      category: question.category,
      text: text.text,
      description: text.description ?? question.texts['pt-BR'].description ?? null,
      // A reference is only useful next to a translation; an untranslated question is the reference.
      reference: language === 'pt-BR' || !translated ? null : question.texts['pt-BR'].text,
      imageUrl: imageUrlOf(question.imageKey),
      options: question.options.map((option) => ({
        key: option.key,
        label: option.labels[language] ?? option.labels['pt-BR'],
      })),
      preferNotToAnswer: question.sensitive,
      min: question.min,
      max: question.max,
      condition: question.condition,
    };
  });
}

export function consentView(questions: FrozenQuestion[], language: LanguageCode): ConsentView {
  return {
    version: CONSENT_VERSION,
    text: CONSENT_TEXT[language](subjectsOf(questions, language)),
    required: questions.some((question) => question.sensitive),
  };
}
