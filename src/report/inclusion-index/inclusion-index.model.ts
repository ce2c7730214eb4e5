// Type-only imports: the dashboard shares this file (@shared/inclusion-index).
import type { LanguageCode } from '../../common/i18n/languages';
import type { ReportView } from '../report.model';

/** A published figure: a suppressed one carries no number. */
export interface Published {
  value: number | null;
  suppressed: boolean;
}

export interface Driver {
  questionId: string;
  /** The group's favourable share, in percent. */
  favourable: number;
  /** The whole report's (all of its groups together). */
  reference: number;
  /** favourable − reference, in points, one decimal. */
  difference: number;
}

export interface InclusionIndexView {
  survey: { id: string; name: string };
  language: LanguageCode;
  minimumGroupSize: number;
  driverMinimumOpinions: number;
  groupBy: ReportView['groupBy'];
  groupQuestionId: string | null;
  filters: ReportView['filters'];
  statements: Array<{ questionId: string; text: string }>;
  total: Published & { statements: Array<{ questionId: string; favourable: number | null }> };
  /** `drivers` null: the group is too small (or hidden) to name them honestly. */
  groups: Array<Published & { id: string; label: string; drivers: Driver[] | null }>;
}
