import type { PopulationVariable } from '../../benchmark/population/population-variables';
import type { LanguageCode } from '../../common/i18n/languages';
import type { ReportView } from '../report.model';

/** A category of the company beside one area: the gap in points and the representation ratio. */
export interface Gap {
  /** The area's IBGE code ('BR', a region's digit, a state's two, a municipality's seven). */
  code: string;
  /** Company share − area share, in percentage points, one decimal; null with the share. */
  points: number | null;
  /** Company share ÷ area share, two decimals (1 = represented as in the area); null with the share. */
  ratio: number | null;
}

export interface CategoryShare {
  key: string;
  /** Percent of `base`, one decimal; null when the count is not published. */
  share: number | null;
  /** A sensitive answer given by 1 to k − 1 people: published as "fewer than k". */
  fewerThan?: number;
  hidden?: boolean;
  gaps: Gap[];
}

/** One group's (or the whole report's) composition, as the report publishes its counts. */
export interface Composition {
  suppressed: boolean;
  /**
   * What the shares are of: those who declared a category (as the Census counts), or, when the
   * group's "prefer not to answer" count is not published, all its respondents (so that it
   * cannot be worked out from the shares).
   */
  base: 'declared' | 'respondents' | null;
  categories: CategoryShare[];
}

export interface BenchmarkVariable {
  variable: PopulationVariable;
  questionId: string;
  text: string;
  source: { table: string; survey: string; released: string; population: string };
  categories: Array<{ key: string; label: string }>;
  /** The population's shares in percent (two decimals), from the country down. */
  areas: Array<{ level: string; code: string; name: string; shares: Record<string, number> }>;
  total: Composition;
  groups: Array<Composition & { id: string }>;
}

export interface BenchmarkView {
  survey: { id: string; name: string };
  language: LanguageCode;
  minimumGroupSize: number;
  groupBy: ReportView['groupBy'];
  groupQuestionId: string | null;
  filters: ReportView['filters'];
  groups: ReportView['groups'];
  variables: BenchmarkVariable[];
  /** Variables with published figures that this survey does not ask about as the library does. */
  notAsked: PopulationVariable[];
}
