import { LanguageCode } from '../../common/i18n/languages';
import { FrozenQuestion } from '../../survey/question.model';
import { InvitedCount, ListedComments, ReportRequest, ReportView } from '../report.model';
import { CellIndex } from './cell-index';
import type { DisclosureControl } from './disclosure-control';

/** What a report is built from: the survey, the request, and the counts read for it. */
export interface ReportInput {
  survey: ReportView['survey'];
  questions: FrozenQuestion[];
  language: LanguageCode;
  minimum: number;
  request: ReportRequest;
  cells: CellIndex;
  departments: Map<string, string>;
  organizations: Map<string, string>;
  /** Participations per department × organization; null when a demographic filter applies. */
  invited: InvitedCount[] | null;
  visitors: number;
  comments: Map<string, ListedComments>;
  /** The decisions to publish by, when taken with other reports (editions); else the report's own. */
  control?: DisclosureControl;
}

/** A column: its id in the API, its key among the cells, its label. */
export interface Column {
  id: string;
  key: string;
  label: string;
}
