import { Survey, surveyStatus } from './survey.entities';
import { SurveyAudience, SurveyStatus } from './survey.model';
import { ParticipationCounts } from './survey.model';
import { SurveyTexts } from './survey-texts';

export interface SurveyView {
  id: string;
  encryptedId: string;
  name: string;
  texts: SurveyTexts;
  questionnaireId: string;
  anonymous: boolean;
  audience: SurveyAudience;
  startsAt: Date | null;
  endsAt: Date | null;
  accessModes: Survey['accessModes'];
  reminderIntervalDays: number | null;
  status: SurveyStatus;
  sentAt: Date | null;
  closedAt: Date | null;
  questionCount: number | null;
  seriesId: string | null;
  edition: number | null;
  recurrence: Survey['recurrence'];
  counts: ParticipationCounts;
}

export function present(survey: Survey, counts: Map<string, ParticipationCounts>): SurveyView {
  return {
    id: survey.id,
    encryptedId: survey.id,
    name: survey.name,
    texts: survey.texts,
    questionnaireId: survey.questionnaireId,
    anonymous: survey.anonymous,
    audience: survey.audience,
    startsAt: survey.startsAt,
    endsAt: survey.endsAt,
    accessModes: survey.accessModes,
    reminderIntervalDays: survey.reminderIntervalDays,
    status: surveyStatus(survey),
    sentAt: survey.sentAt,
    closedAt: survey.closedAt,
    questionCount: survey.questionCount,
    seriesId: survey.seriesId,
    edition: survey.edition,
    recurrence: survey.recurrence,
    counts: counts.get(survey.id) ?? {
      total: 0,
      notStarted: 0,
      partiallyAnswered: 0,
      answered: 0,
      visitors: 0,
    },
  };
}
