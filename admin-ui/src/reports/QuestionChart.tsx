import { Typography, useMediaQuery, type Theme } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { QuestionReport, ReportView } from '@shared/report';
import {
  chartOptions,
  chartRows,
  formatPercent,
  optionColours,
  percentAxis,
  unpublishedCounts,
} from './reportQuery';

/** Room for the bars' labels: on a phone they wrap onto more lines rather than squeeze the bars. */
function useLabelWidth(wide: number) {
  return useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm')) ? 120 : wide;
}

/** One choice question of an ungrouped report: a bar per option, percentage and count. */
function OptionBars({ question }: { question: QuestionReport }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const labelWidth = useLabelWidth(220);
  const percent = (value: unknown) => formatPercent(Number(value ?? 0), locale);
  const options = question.total.suppressed ? [] : (question.total.options ?? []);
  const colours = optionColours(options, question.type === 'scale');
  const data = options.map((option) => ({
    ...option,
    percentage: option.percentage ?? 0,
    text:
      option.count === null
        ? option.fewerThan
          ? translate('report.fewer_than', { count: option.fewerThan })
          : translate('report.suppressed_short')
        : `${percent(option.percentage)} (${option.count})`,
  }));
  return (
    <ResponsiveContainer width="100%" height={48 + data.length * 36}>
      <BarChart data={data} layout="vertical" margin={{ left: 8, right: 96, top: 8, bottom: 8 }}>
        <CartesianGrid horizontal={false} strokeDasharray="3 3" />
        <XAxis {...percentAxis(locale)} />
        <YAxis type="category" dataKey="label" width={labelWidth} />
        <Tooltip formatter={(value) => percent(value)} />
        <Bar dataKey="percentage" isAnimationActive={false}>
          {data.map((option, index) => (
            <Cell key={option.key} fill={colours[index]} />
          ))}
          <LabelList dataKey="text" position="right" fill="#333" />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

/** One choice question of a grouped report: a 100% bar per group, one segment per option. */
function GroupBars({
  question,
  groups,
}: {
  question: QuestionReport;
  groups: ReportView['groups'];
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const labelWidth = useLabelWidth(280);
  const percent = (value: unknown) => formatPercent(Number(value ?? 0), locale);
  const options = chartOptions(question);
  const colours = optionColours(options, question.type === 'scale');
  const hidden = translate('report.suppressed_short');
  const rows = chartRows(question, groups, translate('report.total'));
  const data = rows.map((row) => ({
    label: row.suppressed ? `${row.label} (${hidden})` : `${row.label} (n=${row.respondents})`,
    ...row.values,
  }));
  const anyHidden = rows.some((row) => row.suppressed);
  return (
    <>
      <ResponsiveContainer width="100%" height={80 + data.length * 36}>
        <BarChart data={data} layout="vertical" margin={{ left: 8, right: 24, top: 8, bottom: 8 }}>
          <CartesianGrid horizontal={false} strokeDasharray="3 3" />
          <XAxis {...percentAxis(locale)} />
          <YAxis type="category" dataKey="label" width={labelWidth} />
          <Tooltip formatter={(value) => percent(value)} />
          <Legend itemSorter={null} />
          {options.map((option, index) => (
            <Bar
              key={option.key}
              dataKey={option.key}
              name={option.label}
              stackId="options"
              fill={colours[index]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
      {anyHidden && (
        <Typography variant="caption" color="text.secondary" component="p">
          {`${hidden}: ${translate('report.suppressed_why', { count: question.minimumGroupSize })}`}
        </Typography>
      )}
      <UnpublishedCounts question={question} groups={groups} />
    </>
  );
}

/**
 * Sensitive answers of fewer than k people in a group that is shown, and the counts hidden so
 * that they cannot be worked out: said in words, as a bar cannot be drawn for them.
 */
function UnpublishedCounts({
  question,
  groups,
}: {
  question: QuestionReport;
  groups: ReportView['groups'];
}) {
  const translate = useTranslate();
  const rows = unpublishedCounts(question, groups, translate('report.total'));
  if (!rows.length) return null;
  const minimum = question.minimumGroupSize;
  return (
    <>
      {rows.map(({ label, fewer, hidden }) => (
        <Typography key={label} variant="caption" color="text.secondary" component="p">
          {[
            fewer.length &&
              `${label}: ${fewer.join(', ')} — ${translate('report.fewer_than', { count: minimum })}`,
            hidden.length &&
              `${label}: ${hidden.join(', ')} — ${translate('report.suppressed_short')}`,
          ]
            .filter(Boolean)
            .join('; ')}
        </Typography>
      ))}
      <Typography variant="caption" color="text.secondary" component="p">
        {translate('report.small_counts_why', { count: minimum })}
      </Typography>
    </>
  );
}

/** The chart of a choice question (loaded with recharts, only on the report page). */
export default function QuestionChart({
  question,
  groups,
}: {
  question: QuestionReport;
  groups: ReportView['groups'];
}) {
  return groups.length ? (
    <GroupBars question={question} groups={groups} />
  ) : (
    <>
      <OptionBars question={question} />
      <UnpublishedCounts question={question} groups={groups} />
    </>
  );
}
