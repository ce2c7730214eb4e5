import { SelectQueryBuilder } from 'typeorm';
import { Survey } from './survey.entities';
import { SurveyQueryDto } from './survey.dto';

/** The survey list's search and status, as conditions on `survey`. */
export function surveyListFilter(query: SurveyQueryDto) {
  return (builder: SelectQueryBuilder<Survey>) => {
    if (query.search) {
      builder.andWhere(`search_text(survey.name) LIKE '%' || search_text(:search) || '%'`, {
        search: query.search,
      });
    }
    const now = 'now()';
    switch (query.status) {
      case 'draft':
        builder.andWhere('survey.sentAt IS NULL');
        break;
      case 'closed':
        builder.andWhere('survey.closedAt IS NOT NULL');
        break;
      case 'expired':
        builder.andWhere(
          `survey.sentAt IS NOT NULL AND survey.closedAt IS NULL AND survey.endsAt <= ${now}`,
        );
        break;
      case 'not-started':
        builder.andWhere(
          `survey.sentAt IS NOT NULL AND survey.closedAt IS NULL AND survey.startsAt > ${now}`,
        );
        break;
      case 'in-progress':
        builder.andWhere(
          `survey.sentAt IS NOT NULL AND survey.closedAt IS NULL AND (survey.startsAt IS NULL OR survey.startsAt <= ${now}) AND (survey.endsAt IS NULL OR survey.endsAt > ${now})`,
        );
    }
  };
}
