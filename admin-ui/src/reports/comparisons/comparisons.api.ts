import type { HttpClient } from '../../providers/httpClient';
import { queryString, type QuestionReport, type ReportQuery } from '../report.api';

/** Figures as the API publishes them: a suppressed one carries no number. */
export interface Published {
  value: number | null;
  suppressed: boolean;
}

export interface CategoryShare {
  key: string;
  share: number | null;
  fewerThan?: number;
  hidden?: boolean;
  gaps: Array<{ code: string; points: number | null; ratio: number | null }>;
}

export interface Composition {
  suppressed: boolean;
  base: 'declared' | 'respondents' | null;
  categories: CategoryShare[];
}

export interface BenchmarkVariable {
  variable: 'colour-or-race' | 'age' | 'disability';
  questionId: string;
  text: string;
  source: { table: string; survey: string; released: string; population: string };
  categories: Array<{ key: string; label: string }>;
  areas: Array<{ level: string; code: string; name: string; shares: Record<string, number> }>;
  total: Composition;
  groups: Array<Composition & { id: string }>;
}

export interface BenchmarkView {
  minimumGroupSize: number;
  groups: Array<{ id: string; label: string }>;
  variables: BenchmarkVariable[];
  notAsked: string[];
}

export type Dimension = 'department' | 'organization' | 'question';

export interface IntersectionQuery {
  rowsBy: Dimension;
  rowsQuestionId?: string;
  columnsBy: Dimension;
  columnsQuestionId?: string;
}

export interface CrossTable {
  cells: Array<Published & { row: string; column: string }>;
  rows: Array<Published & { id: string }>;
  columns: Array<Published & { id: string }>;
  total: Published;
}

export interface IntersectionSide {
  by: Dimension;
  questionId: string | null;
  text: string | null;
  groups: Array<{ id: string; label: string }>;
}

export interface IntersectionView {
  minimumGroupSize: number;
  rows: IntersectionSide;
  columns: IntersectionSide;
  respondents: CrossTable;
  heatmap: Array<CrossTable & { questionId: string; text: string; minimumGroupSize: number }>;
  inclusionIndex: CrossTable | null;
}

export interface Driver {
  questionId: string;
  favourable: number;
  reference: number;
  difference: number;
}

export interface InclusionIndexView {
  minimumGroupSize: number;
  driverMinimumOpinions: number;
  statements: Array<{ questionId: string; text: string }>;
  total: Published & { statements: Array<{ questionId: string; favourable: number | null }> };
  groups: Array<Published & { id: string; label: string; drivers: Driver[] | null }>;
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
