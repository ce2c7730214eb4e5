import type { HttpClient } from '../providers/httpClient';
import type { QuestionBody } from '../library/questionForm';
import type { QuestionCondition, QuestionnaireQuestion } from '../library/question.model';

const base = (id: string) => `/api/admin/questionnaire/${encodeURIComponent(id)}`;

/** A question as the respondent reads it, in one language (`GET …/preview`). */
export interface PreviewQuestion {
  id: string;
  index: number;
  type: QuestionnaireQuestion['type'];
  required: boolean;
  sensitive: boolean;
  category: string | null;
  text: string;
  description: string | null;
  /** The pt-BR text ("Referência base") when the language is another. */
  reference: string | null;
  imageUrl: string | null;
  options: Array<{ key: string; label: string }>;
  /** A matrix's statements, each answered on `options`. */
  statements: Array<{ key: string; label: string }>;
  preferNotToAnswer: boolean;
  min: number | null;
  max: number | null;
  condition: QuestionCondition | null;
}

export interface QuestionnairePreview {
  id: string;
  name: string;
  language: string;
  consent: { version: string; text: string; required: boolean };
  questions: PreviewQuestion[];
}

/** The question builder's calls under `/api/admin/questionnaire/{id}/question`. */
export const questionnaireMethods = (http: HttpClient) => {
  const send = async <T>(method: string, url: string, body?: unknown): Promise<T> =>
    (
      await http(url, {
        method,
        ...(body === undefined
          ? {}
          : { body: body instanceof FormData ? body : JSON.stringify(body) }),
      })
    ).json as T;
  return {
    addQuestion: (id: string, body: QuestionBody) =>
      send<QuestionnaireQuestion>('POST', `${base(id)}/question`, body),
    addLibraryQuestion: (id: string, predefinedQuestionId: string, required: boolean) =>
      send<QuestionnaireQuestion>('POST', `${base(id)}/question/from-library`, {
        predefinedQuestionId,
        required,
      }),
    updateQuestion: (id: string, questionId: string, body: QuestionBody) =>
      send<QuestionnaireQuestion>(
        'PUT',
        `${base(id)}/question/${encodeURIComponent(questionId)}`,
        body,
      ),
    removeQuestion: (id: string, questionId: string) =>
      send<void>('DELETE', `${base(id)}/question/${encodeURIComponent(questionId)}`),
    reorderQuestions: (id: string, questionIds: string[]) =>
      send<QuestionnaireQuestion[]>('PUT', `${base(id)}/question/order`, { questionIds }),
    setQuestionImage: (id: string, questionId: string, image: File) => {
      const form = new FormData();
      form.append('image', image, image.name);
      return send<QuestionnaireQuestion>(
        'POST',
        `${base(id)}/question/${encodeURIComponent(questionId)}/image`,
        form,
      );
    },
    getPreview: (id: string, language: string) =>
      send<QuestionnairePreview>(
        'GET',
        `${base(id)}/preview?language=${encodeURIComponent(language)}`,
      ),
  };
};

export type QuestionnaireMethods = ReturnType<typeof questionnaireMethods>;
