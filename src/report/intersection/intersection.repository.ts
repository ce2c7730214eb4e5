import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Cell } from '../report.model';
import { Figures, tallyTable } from '../publication.repository';
import { CellRow, toCell } from '../report.repository';

/**
 * Reads of the intersection tallies. Every method takes a survey id that the caller has already
 * found within the caller's company (SurveyRepository.get), so these never cross companies.
 */
@Injectable()
export class IntersectionRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The counts split by each respondent's answers to two demographic questions: the first's key
   * as `groupKey`, the second's as `filterKey` (the tally keeps each pair once, in id order).
   * Only the survey's respondents and the questions asked for are read, and departments or
   * organizations are added up when the table neither shows nor filters by them.
   */
  async cells(
    surveyId: string,
    groupQuestionId: string,
    filterQuestionId: string,
    only: { questionIds: string[]; departments: boolean; organizations: boolean },
    figures: Figures = 'live',
  ): Promise<Cell[]> {
    const rows: CellRow[] = await this.dataSource.query(
      `SELECT question_id, option_key AS key,
              CASE WHEN $5 THEN department_id END AS department_id,
              CASE WHEN $6 THEN organization_id END AS organization_id,
              CASE WHEN first_question_id = $2 THEN first_key ELSE second_key END AS group_key,
              CASE WHEN first_question_id = $2 THEN second_key ELSE first_key END AS filter_key,
              sum(respondents) AS count, sum(value_sum) AS sum, min(value_min) AS min, max(value_max) AS max
       FROM ${tallyTable('survey_intersection_tally', figures)}
       WHERE survey_id = $1 AND first_question_id = least($2::uuid, $3::uuid)
         AND second_question_id = greatest($2::uuid, $3::uuid)
         AND (question_id IS NULL OR question_id = ANY($4::uuid[]))
       GROUP BY 1, 2, 3, 4, 5, 6`,
      [
        surveyId,
        groupQuestionId,
        filterQuestionId,
        only.questionIds,
        only.departments,
        only.organizations,
      ],
    );
    return rows.map(toCell);
  }
}
