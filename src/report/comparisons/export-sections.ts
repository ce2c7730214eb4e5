import { BenchmarkView, CategoryShare } from '../benchmark/benchmark.model';
import { InclusionIndexView, Published } from '../inclusion-index/inclusion-index.model';
import { CrossTable, IntersectionView } from '../intersection/intersection.model';
import { SheetValue, Translator } from '../export/export-table';

/** A table of its own beside the report's in an export: a sheet, a block of the CSV, a PDF part. */
export interface ExportSection {
  title: string;
  header: string[];
  rows: SheetValue[][];
  notes: string[];
}

const shareCell = (share: CategoryShare | undefined, t: Translator): SheetValue => {
  if (share?.share != null) return share.share;
  return share?.fewerThan
    ? t('report.export.fewerThan', { min: share.fewerThan })
    : t('report.export.suppressed');
};

const publishedCell = (cell: Published | undefined, t: Translator): SheetValue =>
  !cell || cell.suppressed ? t('report.export.suppressed') : (cell.value ?? '');

/** Per variable: the company's share of each category, each group's, and each area's with the gaps. */
export function benchmarkSections(view: BenchmarkView, t: Translator): ExportSection[] {
  return view.variables.map((variable) => {
    const share = (categories: CategoryShare[], key: string) =>
      categories.find((category) => category.key === key);
    return {
      title: `${t('report.export.benchmark')}: ${variable.text}`,
      header: [
        t('report.export.category'),
        t('report.export.company'),
        ...view.groups.map((group) => `${group.label} (%)`),
        ...variable.areas.flatMap((area) => [
          `${area.name} (%)`,
          t('report.export.gap', { area: area.name }),
          t('report.export.ratio', { area: area.name }),
        ]),
      ],
      rows: variable.categories.map((category) => {
        const total = share(variable.total.categories, category.key);
        return [
          category.label,
          variable.total.suppressed ? t('report.export.suppressed') : shareCell(total, t),
          ...variable.groups.map((group) =>
            group.suppressed
              ? t('report.export.suppressed')
              : shareCell(share(group.categories, category.key), t),
          ),
          ...variable.areas.flatMap((area, index) => [
            area.shares[category.key],
            total?.gaps[index]?.points ?? '',
            total?.gaps[index]?.ratio ?? '',
          ]),
        ];
      }),
      notes: [
        ...(variable.total.base === 'respondents' ? [t('report.export.shareOfRespondents')] : []),
        t('report.export.source', variable.source),
      ],
    };
  });
}

export function indexSection(view: InclusionIndexView, t: Translator): ExportSection | null {
  if (!view.statements.length) return null;
  const text = (id: string) =>
    view.statements.find((statement) => statement.questionId === id)?.text ?? id;
  return {
    title: t('report.export.inclusionIndex'),
    header: [
      t('report.export.group'),
      t('report.export.index'),
      ...view.statements.map((statement) => `${statement.text} (%)`),
      t('report.export.drivers'),
    ],
    rows: [
      [
        t('report.export.total'),
        publishedCell(view.total, t),
        ...view.total.statements.map((part) => part.favourable ?? ''),
        '',
      ],
      ...view.groups.map((group) => [
        group.label,
        publishedCell(group, t),
        ...view.statements.map(() => ''),
        group.drivers === null
          ? t('report.export.tooSmall')
          : group.drivers
              .map(
                (driver) =>
                  `${text(driver.questionId)} (${driver.difference > 0 ? '+' : ''}${driver.difference})`,
              )
              .join('; '),
      ]),
    ],
    notes: [
      t('report.export.indexNote'),
      t('report.export.driversRule', { count: view.driverMinimumOpinions }),
    ],
  };
}

/** The two-way table's respondents, inclusion index and each statement's favourable share. */
export function intersectionSections(view: IntersectionView, t: Translator): ExportSection[] {
  const name = (side: IntersectionView['rows']) =>
    side.text ??
    t(side.by === 'department' ? 'employee.field.department' : 'employee.field.organization');
  const title = t('report.export.intersection', {
    rows: name(view.rows),
    columns: name(view.columns),
  });
  const measures: Array<[string, CrossTable | null]> = [
    [t('report.export.respondents'), view.respondents],
    [t('report.export.inclusionIndex'), view.inclusionIndex],
    ...view.heatmap.map((row): [string, CrossTable] => [`${row.text} (%)`, row]),
  ];
  return measures.flatMap(([measure, table]) =>
    table
      ? [
          {
            title: `${title} — ${measure}`,
            header: [
              '',
              ...view.columns.groups.map((group) => group.label),
              t('report.export.total'),
            ],
            rows: [
              ...view.rows.groups.map((row) => [
                row.label,
                ...view.columns.groups.map((column) =>
                  publishedCell(
                    table.cells.find((cell) => cell.row === row.id && cell.column === column.id),
                    t,
                  ),
                ),
                publishedCell(
                  table.rows.find((cell) => cell.id === row.id),
                  t,
                ),
              ]),
              [
                t('report.export.total'),
                ...view.columns.groups.map((column) =>
                  publishedCell(
                    table.columns.find((cell) => cell.id === column.id),
                    t,
                  ),
                ),
                publishedCell(table.total, t),
              ],
            ],
            notes: [],
          },
        ]
      : [],
  );
}
