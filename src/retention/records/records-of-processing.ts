import { LanguageCode } from '../../common/i18n/languages';
import { MessageKey } from '../../common/i18n/messages.pt-BR';
import { translate } from '../../common/i18n/translate';
import {
  fields,
  heading,
  lines,
  section,
  sectionedPdf,
  subtitle,
} from '../../common/pdf/sectioned-pdf';
import { writeWorkbook } from '../../common/spreadsheet/spreadsheet-writer';
import { RetentionPolicy } from '../retention-policy';
import { Recipient } from './transfers';

/** What the records are made of, before they are put in words. */
export interface RecordsData {
  company: { name: string; cnpj: string };
  generatedAt: Date;
  policy: RetentionPolicy;
  administrators: Array<{ name: string; email: string | null }>;
  recipients: Recipient[];
}

/** Each operation of processing, and the policy period its retention names (if any). */
const OPERATIONS: Array<[string, keyof RetentionPolicy | null]> = [
  ['employees', 'formerEmployeeDays'],
  ['identified', 'identifiedAnswersDays'],
  ['anonymous', null],
  ['admins', null],
  ['logs', 'recordsDays'],
  ['requests', null],
];
const COLUMNS = ['name', 'subjects', 'categories', 'purpose', 'legalBasis', 'retention'] as const;
const HEADINGS: Record<(typeof COLUMNS)[number], MessageKey> = {
  name: 'records.activity',
  subjects: 'records.subjects',
  categories: 'records.categories',
  purpose: 'records.purpose',
  legalBasis: 'records.legalBasis',
  retention: 'records.retention',
};

/** The records in the reader's words: one content for both the PDF and the spreadsheet. */
function inWords(data: RecordsData, language: LanguageCode) {
  const t = (key: MessageKey, params?: Record<string, string | number>) =>
    translate(language, key, params);
  return {
    t,
    title: t('records.title'),
    generatedAt: t('records.generatedAt', {
      date: data.generatedAt.toLocaleString(language, { timeZone: 'America/Sao_Paulo' }),
    }),
    parties: [
      [t('records.controller'), `${data.company.name} · ${t('records.cnpj')} ${data.company.cnpj}`],
      [t('records.operator'), t('records.operatorName')],
    ] as Array<[string, string]>,
    operations: OPERATIONS.map(([operation, period]) =>
      COLUMNS.map((column) =>
        t(
          `records.${operation}.${column}` as MessageKey,
          period ? { days: data.policy[period] } : {},
        ),
      ),
    ),
    headings: COLUMNS.map((column) => t(HEADINGS[column])),
    administrators: data.administrators.map((admin) => [admin.name, admin.email ?? '—']),
    recipients: data.recipients.map((recipient) => [
      t(`records.service.${recipient.service}` as MessageKey),
      recipient.host,
      t(recipient.abroad ? 'records.yes' : 'records.no'),
    ]),
  };
}

export function recordsPdf(data: RecordsData, language: LanguageCode): Promise<Buffer> {
  const words = inWords(data, language);
  const { t } = words;
  return sectionedPdf(
    words.title,
    (page, pages) => t('report.export.page', { page, pages }),
    (doc) => {
      subtitle(doc, words.generatedAt);
      fields(doc, words.parties);
      section(doc, t('records.activities'));
      for (const operation of words.operations) {
        heading(doc, operation[0]);
        fields(
          doc,
          operation.slice(1).map((value, index) => [words.headings[index + 1], value]),
        );
      }
      section(doc, t('records.access'));
      lines(doc, [t('records.accessNote')]);
      lines(
        doc,
        words.administrators.map(([name, email]) => `${name} · ${email}`),
      );
      section(doc, t('records.transfers'));
      lines(
        doc,
        words.recipients.map(
          ([service, host, abroad]) => `${service} · ${host} · ${t('records.abroad')}: ${abroad}`,
        ),
        t('records.noTransfer'),
      );
    },
  );
}

export function recordsXlsx(data: RecordsData, language: LanguageCode): Buffer {
  const words = inWords(data, language);
  const { t } = words;
  return writeWorkbook([
    {
      name: t('records.activities').slice(0, 31),
      rows: [
        [words.title],
        [words.generatedAt],
        ...words.parties,
        [],
        words.headings,
        ...words.operations,
      ],
      widths: [28, 28, 60, 40, 40, 40],
    },
    {
      name: t('records.access').slice(0, 31),
      rows: [
        [t('records.accessNote')],
        [],
        [t('records.name'), t('records.email')],
        ...words.administrators,
      ],
      widths: [40, 40],
    },
    {
      name: t('records.transfers').slice(0, 31),
      rows: words.recipients.length
        ? [[t('records.service'), t('records.host'), t('records.abroad')], ...words.recipients]
        : [[t('records.noTransfer')]],
      widths: [40, 40, 16],
    },
  ]);
}
