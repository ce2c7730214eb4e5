import {
  Box,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ComparisonSection } from './ComparisonSection';
import { formatPercent } from '../reportQuery';
import { Suppressed } from '../Suppressed';
import type { BenchmarkVariable, BenchmarkView, CategoryShare } from '@shared/benchmark';

function ShareText({ share, minimum }: { share: CategoryShare | undefined; minimum: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!share || share.share !== null) return <>{formatPercent(share?.share ?? 0, locale)}</>;
  if (share.fewerThan) return <>{translate('report.fewer_than', { count: share.fewerThan })}</>;
  return <Suppressed minimum={minimum} />;
}

/** One variable: a bar per category for the company and the chosen area, then the gaps. */
function Variable({
  variable,
  minimum,
  groups,
}: {
  variable: BenchmarkVariable;
  minimum: number;
  groups: BenchmarkView['groups'];
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [code, setCode] = useState(variable.areas[variable.areas.length - 1]?.code);
  const areaIndex = Math.max(
    0,
    variable.areas.findIndex((area) => area.code === code),
  );
  const area = variable.areas[areaIndex];
  const number = (value: number | null, digits = 1) =>
    value === null ? '—' : value.toLocaleString(locale, { maximumFractionDigits: digits });
  const shares = new Map(variable.total.categories.map((share) => [share.key, share]));
  const data = variable.categories.map((category) => ({
    label: category.label,
    company: shares.get(category.key)?.share ?? 0,
    area: area?.shares[category.key] ?? 0,
  }));
  const percent = (value: unknown) => formatPercent(Number(value ?? 0), locale);
  return (
    <Box sx={{ mb: 3 }} data-variable={variable.variable}>
      <Typography variant="subtitle1" component="h3">
        {variable.text}
      </Typography>
      <Box
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}
        role="group"
        aria-label={translate('comparisons.benchmark.area')}
      >
        {variable.areas.map((candidate) => (
          <Chip
            key={candidate.code}
            label={candidate.name}
            color={candidate.code === area?.code ? 'primary' : 'default'}
            variant={candidate.code === area?.code ? 'filled' : 'outlined'}
            onClick={() => setCode(candidate.code)}
            aria-pressed={candidate.code === area?.code}
          />
        ))}
      </Box>
      {variable.total.suppressed ? (
        <Suppressed minimum={minimum} />
      ) : (
        <ResponsiveContainer width="100%" height={60 + data.length * 44}>
          <BarChart
            data={data}
            layout="vertical"
            margin={{ left: 8, right: 24, top: 8, bottom: 8 }}
          >
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis type="number" domain={[0, 100]} tickFormatter={percent} />
            <YAxis type="category" dataKey="label" width={110} />
            <Tooltip formatter={(value) => percent(value)} />
            <Legend />
            <Bar
              dataKey="company"
              name={translate('comparisons.benchmark.company')}
              fill="#5c6bc0"
              isAnimationActive={false}
            />
            <Bar dataKey="area" name={area?.name ?? ''} fill="#bdbdbd" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      )}
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('comparisons.benchmark.category')}</TableCell>
              <TableCell align="right">{translate('comparisons.benchmark.company')}</TableCell>
              <TableCell align="right">{area?.name}</TableCell>
              <TableCell align="right">{translate('comparisons.benchmark.gap')}</TableCell>
              <TableCell align="right">{translate('comparisons.benchmark.ratio')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {variable.categories.map((category) => {
              const share = shares.get(category.key);
              const gap = share?.gaps[areaIndex];
              return (
                <TableRow key={category.key}>
                  <TableCell component="th" scope="row">
                    {category.label}
                  </TableCell>
                  <TableCell align="right">
                    {variable.total.suppressed ? (
                      <Suppressed minimum={minimum} />
                    ) : (
                      <ShareText share={share} minimum={minimum} />
                    )}
                  </TableCell>
                  <TableCell align="right">
                    {formatPercent(area?.shares[category.key] ?? 0, locale)}
                  </TableCell>
                  <TableCell align="right">{number(gap?.points ?? null)}</TableCell>
                  <TableCell align="right">{number(gap?.ratio ?? null, 2)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {groups.length > 0 && (
        <TableContainer sx={{ mt: 1 }}>
          <Table size="small" aria-label={translate('comparisons.benchmark.by_group')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('comparisons.benchmark.by_group')}</TableCell>
                {variable.categories.map((category) => (
                  <TableCell key={category.key} align="right">
                    {category.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {variable.groups.map((group) => (
                <TableRow key={group.id}>
                  <TableCell component="th" scope="row">
                    {groups.find((candidate) => candidate.id === group.id)?.label ?? group.id}
                  </TableCell>
                  {variable.categories.map((category) => (
                    <TableCell key={category.key} align="right">
                      {group.suppressed ? (
                        <Suppressed minimum={minimum} />
                      ) : (
                        <ShareText
                          share={group.categories.find((share) => share.key === category.key)}
                          minimum={minimum}
                        />
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {variable.total.base === 'respondents' &&
          `${translate('comparisons.benchmark.base_respondents')} `}
        {translate('comparisons.benchmark.source', variable.source)}
      </Typography>
    </Box>
  );
}

/** The company's composition beside Brazil's population (IBGE Census 2022). */
export function BenchmarkSection({ view }: { view: BenchmarkView }) {
  const translate = useTranslate();
  return (
    <ComparisonSection
      id="report-benchmark"
      title={translate('comparisons.benchmark.title')}
      help={translate('comparisons.benchmark.help')}
    >
      {view.variables.length === 0 && (
        <Typography variant="body2">{translate('comparisons.benchmark.none')}</Typography>
      )}
      {view.variables.map((variable) => (
        <Variable
          key={variable.variable}
          variable={variable}
          minimum={view.minimumGroupSize}
          groups={view.groups}
        />
      ))}
      {view.variables.length > 0 && view.notAsked.length > 0 && (
        <Typography variant="caption" color="text.secondary">
          {translate('comparisons.benchmark.not_asked', {
            variables: view.notAsked
              .map((variable) => translate(`comparisons.benchmark.variable.${variable}`))
              .join(', '),
          })}
        </Typography>
      )}
    </ComparisonSection>
  );
}
