import type { BenchmarkView } from '@shared/benchmark';
import type { InclusionIndexView } from '@shared/inclusion-index';
import type { Dimension, IntersectionView } from '@shared/intersection';
import type { QuestionReport } from '@shared/report';
import type { HttpClient } from '../../providers/httpClient';
import { queryString, type ReportQuery } from '../report.api';

export interface IntersectionQuery {
  rowsBy: Dimension;
  rowsQuestionId?: string;
  columnsBy: Dimension;
  columnsQuestionId?: string;
}

const DEMOGRAPHIC = ['race', 'gender', 'orientation', 'disability', 'age'];

/** Questions an intersection can cross: single choice about who answers (as the API requires). */
export const demographicQuestions = (questions: QuestionReport[]) =>
  questions.filter(
    (question) =>
      question.type === 'single' &&
      (question.sensitive || (!!question.category && DEMOGRAPHIC.includes(question.category))),
  );

/** Only the report's filters go with an intersection (its own sides replace the grouping). */
export const filtersOf = ({
  departmentId,
  organizationId,
  filterQuestionId,
  filterOptionKey,
}: ReportQuery) => ({
  departmentId,
  organizationId,
  filterQuestionId,
  filterOptionKey,
});

const surveyPath = (surveyId: string) => `/api/admin/survey/${encodeURIComponent(surveyId)}`;

/** The comparison views' calls, as data provider methods. */
export const comparisonMethods = (http: HttpClient) => ({
  getBenchmark: async (surveyId: string, query: ReportQuery) =>
    (await http(`${surveyPath(surveyId)}/benchmark${queryString(query)}`)).json as BenchmarkView,
  getInclusionIndex: async (surveyId: string, query: ReportQuery) =>
    (await http(`${surveyPath(surveyId)}/inclusion-index${queryString(query)}`))
      .json as InclusionIndexView,
  getIntersection: async (surveyId: string, query: ReportQuery, sides: IntersectionQuery) =>
    (
      await http(
        `${surveyPath(surveyId)}/intersection${queryString(filtersOf(query), { ...sides })}`,
      )
    ).json as IntersectionView,
});

export type ComparisonMethods = ReturnType<typeof comparisonMethods>;
