import { FrozenQuestion } from '../question.model';
import { imageUrlOf } from '../survey-view';
import { Questionnaire, QuestionnaireQuestion } from './questionnaire.entities';

export interface QuestionnaireView {
  id: string;
  encryptedId: string;
  name: string;
  description: string | null;
  questionCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface QuestionAdminView extends FrozenQuestion {
  imageUrl: string | null;
  predefinedQuestionId: string | null;
}

/** A questionnaire as the dashboard lists it. */
export function present(questionnaire: Questionnaire, questionCount: number): QuestionnaireView {
  return {
    id: questionnaire.id,
    encryptedId: questionnaire.id,
    name: questionnaire.name,
    description: questionnaire.description,
    questionCount,
    createdAt: questionnaire.createdAt,
    updatedAt: questionnaire.updatedAt,
  };
}

/** A question as a sent survey keeps it. */
export function freeze(question: QuestionnaireQuestion): FrozenQuestion {
  return {
    id: question.id,
    position: question.position,
    type: question.type,
    required: question.required,
    sensitive: question.sensitive,
    category: question.category,
    texts: question.texts,
    options: question.options,
    statements: question.statements,
    min: question.min,
    max: question.max,
    imageKey: question.imageKey,
    condition: question.condition,
  };
}

export function adminView(question: QuestionnaireQuestion): QuestionAdminView {
  return {
    ...freeze(question),
    imageUrl: imageUrlOf(question.imageKey),
    predefinedQuestionId: question.predefinedQuestionId,
  };
}
