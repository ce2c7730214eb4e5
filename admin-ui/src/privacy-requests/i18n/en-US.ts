import type { SameKeys } from '../../i18n/ra/types';
import type { privacyRequestPtBR } from './pt-BR';

export const privacyRequestEnUS: SameKeys<typeof privacyRequestPtBR> = {
  name: 'Data subject request |||| Data subject requests',
  empty: 'No requests here.',
  fields: {
    createdAt: 'Received on',
    name: 'Person',
    email: 'E-mail',
    kind: 'Request',
    survey: 'Survey',
    status: 'Status',
    dueAt: 'Legal deadline',
    answeredAt: 'Answered on',
    details: 'What the person wrote',
    answer: 'Answer sent',
    overdue: 'Overdue only',
    search: 'Search person',
    responses: 'Identified answers reached',
  },
  kind: {
    statement: 'Full statement',
    correction: 'Correction',
    erasure: 'Erasure of answers',
    anonymization: 'Anonymization of answers',
    'consent-withdrawal': 'Consent withdrawal',
  },
  status: {
    open: 'Open',
    done: 'Done',
    refused: 'Refused',
  },
  overdue: 'Overdue',
  all_answers: 'All identified answers',
  deadline_help:
    'The company has 15 days from the request to answer (LGPD, art. 19, II). The person receives the answer by e-mail.',
  help: {
    statement:
      'Write a clear and complete statement in the answer: which data the company processes, where it came from, for what purpose, with whom it is shared and how long it is kept.',
    correction:
      'Correct below the fields the person asked about. When you finish, their record is updated.',
    erasure:
      'When you finish, the person’s identified answers are erased and no longer count in reports. Anonymous answers are not affected.',
    anonymization:
      'When you finish, the identified answers no longer carry the person’s name and keep counting in reports.',
    'consent-withdrawal':
      'The consent was withdrawn when the person asked: the sensitive answers are already erased and the reports recounted. Finish to record that the company took note.',
  },
  answer: {
    title: 'Answer',
    correction: 'Correction of the record',
    note: 'Message to the person',
    reason: 'Reason for refusing (sent to the person)',
    done: 'Finish',
    refuse: 'Refuse',
    done_ok: 'Request done. The person was told by e-mail.',
    refused_ok: 'Request refused. The person was told by e-mail.',
  },
  outcome: {
    responses:
      '%{smart_count} identified answer reached |||| %{smart_count} identified answers reached',
    fields: 'Fields corrected: %{fields}',
  },
};
