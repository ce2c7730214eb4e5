import { LanguageCode } from '../../common/i18n/languages';
import { FrozenQuestion, QuestionCondition } from '../question.model';

/** The consent text version: a submission must name the one it agreed to. */
export const CONSENT_VERSION = 'lgpd-art11-2026-11';

const CONSENT_TEXT: Record<LanguageCode, string> = {
  'pt-BR':
    '<p><strong>Dados pessoais sensíveis (LGPD, art. 11).</strong> As próximas perguntas tratam de cor ou raça, identidade de gênero, orientação sexual e deficiência. Responder é opcional: você pode pular qualquer uma delas ou escolher "Prefiro não responder".</p><p>Ao consentir, você autoriza o uso dessas respostas apenas para estatísticas de diversidade e inclusão da empresa, mostradas somente em grupos de pelo menos 5 pessoas. Se não consentir, as perguntas sensíveis não serão exibidas.</p>',
  'en-US':
    '<p><strong>Sensitive personal data (LGPD, art. 11).</strong> The next questions are about colour or race, gender identity, sexual orientation and disability. Answering is optional: you may skip any of them or choose "Prefer not to answer".</p><p>By consenting you allow these answers to be used only for the company\'s diversity and inclusion statistics, shown only for groups of at least 5 people. If you do not consent, the sensitive questions will not be shown.</p>',
  'es-ES':
    '<p><strong>Datos personales sensibles (LGPD, art. 11).</strong> Las próximas preguntas tratan de color o raza, identidad de género, orientación sexual y discapacidad. Responder es opcional: puedes saltar cualquiera de ellas o elegir "Prefiero no responder".</p><p>Al consentir, autorizas el uso de estas respuestas solo para las estadísticas de diversidad e inclusión de la empresa, mostradas únicamente en grupos de al menos 5 personas. Si no consientes, las preguntas sensibles no se mostrarán.</p>',
};

export interface QuestionView {
  id: string;
  index: number;
  type: FrozenQuestion['type'];
  required: boolean;
  sensitive: boolean;
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
    const text = question.texts[language] ?? question.texts['pt-BR'];
    return {
      id: question.id,
      index: index + 1,
      type: question.type,
      required: question.required,
      sensitive: question.sensitive,
      text: text.text,
      description: text.description ?? question.texts['pt-BR'].description ?? null,
      reference: language === 'pt-BR' ? null : question.texts['pt-BR'].text,
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
    text: CONSENT_TEXT[language],
    required: questions.some((question) => question.sensitive),
  };
}
