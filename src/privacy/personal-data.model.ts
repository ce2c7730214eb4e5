import { LanguageCode } from '../common/i18n/languages';
import {
  HeldAccount,
  HeldEmployment,
  HeldParticipation,
  HeldRequest,
  HeldResponse,
  HeldSignIn,
} from './privacy.repository';

export interface AnswerView {
  question: string;
  answer: string[];
}

/** All personal data held about the person asking, in their language (LGPD art. 18, I–II). */
export interface PersonalData {
  generatedAt: string;
  account: Omit<HeldAccount, 'languageId'> & { language: LanguageCode };
  employments: HeldEmployment[];
  participations: HeldParticipation[];
  identifiedResponses: Array<{
    surveyId: string;
    survey: string;
    submittedOn: string;
    language: string;
    consent: HeldResponse['consent'];
    answers: AnswerView[];
  }>;
  signIns: HeldSignIn[];
  requests: HeldRequest[];
  /** Why anonymous answers are not in this statement, in plain words. */
  anonymousAnswers: string;
}
