import type { SameKeys } from '../../i18n/ra/types';
import type { reportPtBR } from './pt-BR';

export const reportEnUS: SameKeys<typeof reportPtBR> = {
  title: 'Report: %{survey}',
  loading: 'Loading the report…',
  back: 'Back to the survey',
  anonymous: 'Anonymous',
  sensitive: 'Sensitive data',
  total: 'Total',
  questions: 'Answers by question',
  respondents: '%{smart_count} respondent |||| %{smart_count} respondents',
  suppressed: 'Hidden to protect anonymity',
  uniform_hidden:
    "Some groups are hidden because everyone in them gave the same answer to this sensitive question: showing them would reveal each person's answer.",
  suppressed_short: 'hidden',
  fewer_than: 'fewer than %{count}',
  small_counts_why:
    'Sensitive answers given by fewer than %{count} people of a group read "fewer than %{count}", and other counts are hidden when they would let them be worked out.',
  suppressed_why:
    'Groups with fewer than %{count} answers are hidden, and another group too when needed so that the hidden value cannot be worked out.',
  threshold:
    'To protect anonymity, groups with fewer than %{count} answers are not shown (%{text_count} for open answers), nor is the next smallest group when only one would be hidden.',
  controls: {
    group_by: 'Group by',
    no_grouping: 'No grouping',
    by_department: 'Department',
    by_organization: 'Organization',
    by_question: 'Answers to a question',
    group_question: 'Grouping question',
    department: 'Department',
    organization: 'Organization',
    any: 'All',
    filter_question: 'Filter by question',
    no_filter: 'No filter',
    filter_answer: 'Answer',
    choose: 'Choose…',
    clear: 'Clear',
    incomplete: 'Choose the question and the answer to see the report.',
  },
  rates: {
    title: 'Response rate',
    group: 'Group',
    invited: 'Invited',
    respondents: 'Answered',
    rate: 'Rate (of the invited)',
    by_code: 'By access code',
    visitors:
      '%{smart_count} answer by access code: not in the rate, which counts only the invited. |||| %{smart_count} answers by access code: not in the rate, which counts only the invited.',
  },
  heatmap: {
    title: 'Favourable answers by group',
    help: 'Share of favourable answers to each scale question, from red (few) to green (many).',
    question: 'Question',
  },
  nps: {
    score: 'eNPS',
    promoters: 'Promoters (9–10)',
    passives: 'Passives (7–8)',
    detractors: 'Detractors (0–6)',
  },
  ranking: {
    cell: '%{mean} (1st: %{first}%)',
    help: 'Mean rank of each option (1 = most important) and, in brackets, how many ranked it first.',
  },
  number: {
    respondents: 'Answers',
    mean: 'Mean',
    min: 'Minimum',
    max: 'Maximum',
  },
  comments: {
    count: '%{smart_count} comment |||| %{smart_count} comments',
    list: 'Comments',
    too_few: 'Comments are shown only with %{count} or more answers.',
    demographic: 'Comments are not shown in reports grouped or filtered by demographic answers.',
    hide: 'Hide comment',
    hidden: 'Comment hidden',
    hidden_count: '%{smart_count} hidden |||| %{smart_count} hidden',
    reasons: {
      'names-person': 'Names a person',
      offensive: 'Is offensive',
      other: 'Another reason',
    },
  },
  export: {
    xlsx: 'Export XLSX',
    csv: 'Export CSV',
    pdf: 'Export PDF',
    making: 'Making the %{format} file…',
    done: 'File %{fileName} downloaded',
    failed: 'The file could not be made. Please try again.',
  },
  settings: {
    menu: 'Report anonymity',
    title: 'Report anonymity',
    intro:
      'Reports hide every group with fewer respondents than this minimum, and the next smallest group when only one would be hidden, so that nobody can be identified by their answers. It applies to every company.',
    field: 'Minimum group size',
    help: 'From %{lowest} to %{highest} respondents; the default is %{default}. Open answers always need at least 10.',
    range: 'Use a whole number from %{lowest} to %{highest}.',
    saved: 'Minimum group size saved.',
    load_failed: 'The report settings could not be loaded.',
  },
};
