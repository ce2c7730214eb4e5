import { useQueryClient } from '@tanstack/react-query';
import type { QuestionnaireQuestion } from '../library/question.model';

/** A questionnaire as `GET /admin/questionnaire/{id}` answers it. */
export interface Questionnaire {
  id: string;
  name: string;
  description: string | null;
  questionCount: number;
  createdAt: string;
  updatedAt: string;
  questions?: QuestionnaireQuestion[];
}

/** After a question changes: the questionnaire (and its list counts) are read again. */
export function useRefreshQuestionnaire() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['questionnaire'] });
}

/** "3. Do you work remotely?": a question as other questions name it. */
export const questionLabel = (question: Pick<QuestionnaireQuestion, 'position' | 'texts'>) =>
  `${question.position + 1}. ${question.texts['pt-BR'].text}`;
