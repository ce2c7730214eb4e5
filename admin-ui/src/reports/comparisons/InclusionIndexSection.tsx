import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';
import { ComparisonSection } from './ComparisonSection';
import { formatPercent, heatColour } from '../reportQuery';
import { Suppressed } from '../Suppressed';
import type { InclusionIndexView } from '@shared/inclusion-index';

/** The inclusion index of the report and of each group, with what moves it where that is honest. */
export function InclusionIndexSection({ view }: { view: InclusionIndexView }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const statement = (id: string) =>
    view.statements.find((candidate) => candidate.questionId === id)?.text ?? id;
  const rows = [{ id: '#total', label: translate('report.total'), ...view.total }, ...view.groups];
  const data = rows.map((row) => ({
    label: row.label,
    value: row.value ?? 0,
    text: row.suppressed
      ? translate('report.suppressed_short')
      : row.value === null
        ? '—'
        : row.value.toLocaleString(locale, { maximumFractionDigits: 1 }),
  }));
  if (!view.statements.length) return null;
  return (
    <ComparisonSection
      id="report-index"
      title={translate('comparisons.index.title')}
      help={translate('comparisons.index.help')}
    >
      <ResponsiveContainer width="100%" height={48 + data.length * 36}>
        <BarChart data={data} layout="vertical" margin={{ left: 8, right: 56, top: 8, bottom: 8 }}>
          <CartesianGrid horizontal={false} strokeDasharray="3 3" />
          <XAxis type="number" domain={[0, 100]} />
          <YAxis type="category" dataKey="label" width={130} />
          <Bar dataKey="value" isAnimationActive={false}>
            {rows.map((row) => (
              <Cell
                key={row.id}
                fill={row.suppressed ? '#e0e0e0' : heatColour(row.value)}
                stroke="#888"
              />
            ))}
            <LabelList dataKey="text" position="right" fill="#333" />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {translate('comparisons.index.statements')}
      </Typography>
      <List dense>
        {view.total.statements.map((part) => (
          <ListItem key={part.questionId} disableGutters>
            <ListItemText
              primary={statement(part.questionId)}
              secondary={part.favourable === null ? '—' : formatPercent(part.favourable, locale)}
            />
          </ListItem>
        ))}
      </List>
      {view.groups.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3">
            {translate('comparisons.index.drivers')}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {translate('comparisons.index.drivers_help', { count: view.driverMinimumOpinions })}
          </Typography>
          <List dense>
            {view.groups.map((group) => (
              <ListItem key={group.id} disableGutters sx={{ display: 'block' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {group.label}:{' '}
                  {group.suppressed ? <Suppressed minimum={view.minimumGroupSize} /> : null}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {group.drivers === null
                    ? translate('comparisons.index.too_small')
                    : group.drivers.length === 0
                      ? translate('comparisons.index.no_drivers')
                      : group.drivers
                          .map(
                            (driver) =>
                              `${statement(driver.questionId)} (${driver.difference > 0 ? '+' : ''}${driver.difference.toLocaleString(locale)} p.p.)`,
                          )
                          .join('; ')}
                </Typography>
              </ListItem>
            ))}
          </List>
        </>
      )}
    </ComparisonSection>
  );
}
