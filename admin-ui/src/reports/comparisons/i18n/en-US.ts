import type { SameKeys } from '../../../i18n/ra/types';
import type { comparisonsPtBR } from './pt-BR';

export const comparisonsEnUS: SameKeys<typeof comparisonsPtBR> = {
  benchmark: {
    title: 'Compared with the population (IBGE, 2022 Census)',
    help: 'The self-declared composition of those who answered beside the population of the country, the region, the state and the municipality of the company. Gap in percentage points; representation ratio = share in the company ÷ share in the population (1 = represented as in the population).',
    area: 'Compare with',
    company: 'Company',
    category: 'Category',
    gap: 'Gap (pp)',
    ratio: 'Ratio',
    source: 'Source: %{table}, %{survey}, released %{released}. %{population}.',
    base_respondents:
      'As the count of "prefer not to answer" is not published, shares are of everyone who answered.',
    by_group: 'Share by group (%)',
    not_asked:
      "This survey lacks the library's question for: %{variables}. Without it there is no comparison.",
    none: 'This survey has no library questions comparable with the Census (colour or race, age range, disability).',
    variable: {
      'colour-or-race': 'colour or race',
      age: 'age range',
      disability: 'disability',
    },
  },
  intersection: {
    title: 'Intersections',
    help: 'Two dimensions at once (for example, Black women). Small cells are hidden, and so are those that would let them be worked out from the row and column totals.',
    rows: 'Rows',
    columns: 'Columns',
    measure: 'Show',
    respondents: 'Respondents',
    index: 'Inclusion index',
    department: 'Department',
    organization: 'Organization',
    choose: 'Choose different rows and columns.',
    total: 'Total',
    export: 'Export with this intersection (%{format})',
  },
  index: {
    title: 'Inclusion index',
    help: 'The mean, over the survey\'s belonging and inclusion statements, of the share of "Agree" or "Strongly agree" answers (0 to 100). Each statement weighs the same. A group has one only when all its statements are shown.',
    statements: 'Statements in the index',
    drivers: 'What moves the index most',
    drivers_help:
      'Statements on which the group differs from the total by more than the 95% margin of error; only for groups with at least %{count} opinions on each statement.',
    no_drivers: 'No statement differs from the total beyond the margin of error.',
    too_small: 'Too small a group to name causes honestly.',
    none: 'This survey has no belonging and inclusion statements from the library.',
    score: 'Index',
  },
};
