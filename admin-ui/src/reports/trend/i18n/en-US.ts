import type { SameKeys } from '../../../i18n/ra/types';
import type { trendPtBR } from './pt-BR';

export const trendEnUS: SameKeys<typeof trendPtBR> = {
  title: 'Trend across editions',
  help: 'Each edition of the series, the previous one and the difference in percentage points. A group hidden in one edition is hidden in all, and a difference is given only when both editions show the figure, so that nothing hidden can be worked out.',
  first_edition:
    'This is the first edition of its series: make a new edition from the survey page to follow the trend.',
  question: 'Question',
  measure: 'Measure',
  group: 'Group',
  difference: 'Difference',
  table: 'Difference between the last two editions',
};
