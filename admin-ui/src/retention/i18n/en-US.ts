import type { retentionPtBR } from './pt-BR';

export const retentionEnUS: typeof retentionPtBR = {
  menu: 'Data retention (LGPD)',
  title: 'Data retention and record of processing',
  intro:
    'How long the company keeps what it no longer needs. Every day, whatever is past its time is anonymized or erased; anonymous answers are never changed and reports stay valid.',
  defaults: 'The company still uses the default periods below.',
  fields: {
    identifiedAnswersDays: 'Identified answers (days after the survey closes)',
    formerEmployeeDays: 'Former employees’ data (days after deactivation)',
    recordsDays: 'Audit and sign-in records (days)',
  },
  help: {
    identifiedAnswersDays:
      'After that, answers no longer point to the person; reports keep counting them. From %{min} to %{max} days.',
    formerEmployeeDays:
      'After that, the person’s name, e-mail, mobile phone, CPF and other data are erased. From %{min} to %{max} days.',
    recordsDays:
      'After that, the records are erased. At least %{min} days (Marco Civil da Internet), at most %{max}.',
  },
  confirm_title: 'Save the retention policy?',
  confirm_intro: 'If it were applied now:',
  confirm_outro: 'The next daily run will apply the policy.',
  counts: {
    identifiedResponses:
      '%{smart_count} identified answer would be anonymized |||| %{smart_count} identified answers would be anonymized',
    drafts:
      '%{smart_count} unsent answer would be discarded |||| %{smart_count} unsent answers would be discarded',
    formerEmployees:
      '%{smart_count} former employee would be anonymized |||| %{smart_count} former employees would be anonymized',
    auditEntries:
      '%{smart_count} audit entry would be erased |||| %{smart_count} audit entries would be erased',
    signInRecords:
      '%{smart_count} sign-in record would be erased |||| %{smart_count} sign-in records would be erased',
  },
  saved: 'Retention policy saved',
  load_failed: 'The retention policy could not be loaded.',
  records: {
    title: 'Record of processing operations (LGPD art. 37)',
    intro:
      'Data categories, purposes, legal bases, periods, who has access and international transfer, for the company’s data protection officer (DPO).',
    pdf: 'Download PDF',
    xlsx: 'Download spreadsheet',
  },
};
