import type { PrivacyTranslation } from './pt-BR';

export const privacyEnUS: PrivacyTranslation = {
  intro:
    'Here is everything Diversitera keeps about you, and what you may ask about that data, as Brazil’s General Data Protection Law guarantees (LGPD, art. 18).',
  profileTitle: 'Your profile',
  loading: 'Loading what we keep about you',
  loadFailed: 'Your data could not be loaded.',
  download: {
    title: 'Download my data',
    text: 'A copy of everything on this page, to keep or to take to another service.',
    json: 'Download as JSON',
    pdf: 'Download as PDF',
    failed: 'Your data could not be downloaded. Please try again.',
  },
  employment: {
    title: 'Your record at the company',
    company: 'Company',
    name: 'Name',
    email: 'E-mail',
    cellPhone: 'Cell phone',
    cpf: 'CPF',
    rg: 'RG',
    birthDate: 'Date of birth',
    admissionDate: 'Admission date',
    jobTitle: 'Job title',
    department: 'Department',
    organization: 'Organization',
    active: 'Active',
    yes: 'Yes',
    no: 'No',
  },
  participations: {
    title: 'Surveys you received',
    empty: 'You have not received any surveys yet.',
    invitedOn: 'Invited on {{date}}',
  },
  answers: {
    title: 'Your identified answers',
    empty: 'You have no identified answers.',
    submittedOn: 'Answered on {{date}}',
    consentGiven: 'You agreed to answer the questions about sensitive data on {{date}}.',
    consentDeclined: 'You did not answer the questions about sensitive data.',
    consentWithdrawn:
      'You withdrew your consent on {{date}}: your answers about sensitive data were erased.',
    withdraw: 'Withdraw consent',
    withdrawTitle: 'Withdraw your consent?',
    withdrawText:
      'Your answers to the questions about sensitive data in the survey "{{survey}}", and those that only appeared because of them, will be erased now and will no longer count in reports. Your other answers stay. This cannot be undone.',
    withdrawConfirm: 'Withdraw and erase',
    withdrawn: 'Consent withdrawn. Your answers about sensitive data were erased.',
    cancel: 'Cancel',
  },
  anonymous: {
    title: 'Your anonymous answers',
    text: 'Your answers to anonymous surveys are not here, and could not be: they are kept without your name, without your e-mail and with only the day they were sent, so nobody can tell which ones are yours, not your company and not Diversitera. That is also why they cannot be corrected or erased. We only know that you took part.',
  },
  signIns: {
    title: 'Your sign-ins with a code',
    empty: 'No sign-in with a code recorded.',
    email: 'Code by e-mail',
    sms: 'Code by text message',
  },
  requests: {
    title: 'Your requests',
    text: 'You may ask your company for a full statement of your data, for your record to be corrected, or for your identified answers to be erased or anonymized. The company has 15 days to answer (LGPD, art. 19), and you receive the answer by e-mail.',
    empty: 'You have not made any request yet.',
    madeOn: 'Requested on {{date}}',
    dueOn: 'Answer due by {{date}}',
    answeredOn: 'Answered on {{date}}',
    answer: 'The company’s answer: {{answer}}',
    shown: 'Showing the {{shown}} most recent of {{total}} requests.',
    allAnswers: 'All identified answers',
  },
  kind: {
    statement: 'A full statement of my data',
    correction: 'A correction of my record',
    erasure: 'The erasure of my identified answers',
    anonymization: 'The anonymization of my identified answers',
    'consent-withdrawal': 'The withdrawal of consent',
  },
  kindHelp: {
    statement:
      'The company tells you in writing which of your data it processes, where it came from, what for and with whom it is shared.',
    correction: 'Something in your record is wrong, incomplete or out of date.',
    erasure:
      'Your identified answers are erased and no longer count in reports. Your participation stays recorded.',
    anonymization:
      'Your identified answers no longer carry your name and keep counting in reports.',
    'consent-withdrawal':
      'Your answers about sensitive data are erased at once and no longer count in reports.',
  },
  status: {
    open: 'Open',
    done: 'Done',
    refused: 'Refused',
  },
  form: {
    title: 'Make a request',
    kind: 'What do you want to ask for?',
    survey: 'Which answers?',
    allSurveys: 'All my identified answers',
    details: 'Details (optional)',
    detailsCorrection: 'What is wrong, and what should it say?',
    submit: 'Send request',
    sent: 'Request sent. The company has until {{date}} to answer.',
    noAnswers: 'You have no identified answers: there is nothing to erase or anonymize.',
  },
};
