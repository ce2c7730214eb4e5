import type { Answer, SurveyQuestion } from '../api/survey';

/** What every answer control of a question receives. */
export interface ControlProps {
  question: SurveyQuestion;
  answer: Answer | undefined;
  onChange: (answer: Answer | undefined) => void;
  labelledBy: string;
  invalid: boolean;
}
