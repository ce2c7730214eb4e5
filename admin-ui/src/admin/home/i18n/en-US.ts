import type { homePtBR } from './pt-BR';

export const homeEnUS: typeof homePtBR = {
  surveys: {
    title: 'Surveys in progress',
    none: 'No survey in progress.',
    rate: '%{answered} of %{invited} answered (%{rate})',
    visitors: '%{smart_count} visitor by code |||| %{smart_count} visitors by code',
    ends: 'Ends on %{date}',
    open: 'Open',
    report: 'Report',
  },
  next: {
    title: 'What to do next',
    employees: 'Add or import your employees',
    first_survey: 'Create and send your first survey',
    remind: 'Fewer than half have answered "%{name}": send a reminder',
    report: 'See the report of "%{name}"',
    all_done: 'All up to date. Follow the answers here.',
  },
};
