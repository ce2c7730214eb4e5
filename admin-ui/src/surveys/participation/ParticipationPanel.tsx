import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TablePager } from '../../common/TablePager';
import { useTranslate } from 'react-admin';
import { LoadError } from '../../common/LoadError';
import { useDashboardData } from '../../providers/useDashboardData';
import { PARTICIPATION_STATUSES, type ParticipationCounts, type Survey } from '../survey.api';
import { TONES } from '../../library/tones';

/**
 * Who has answered. Counts always; for an identified survey also the people and where each
 * stands. An anonymous survey answers counts only, and the screen says why.
 */
export function ParticipationPanel({ survey }: { survey: Survey }) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby="participation-title" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="participation-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {translate('resources.survey.participation.title')}
        </Typography>
        {survey.status === 'draft' ? (
          <Typography color="text.secondary">
            {translate('resources.survey.participation.draft')}
          </Typography>
        ) : (
          <>
            <CountTiles counts={survey.counts} />
            {survey.anonymous ? (
              <Alert severity="info" sx={{ mt: 2 }}>
                {translate('resources.survey.participation.anonymous')}
              </Alert>
            ) : (
              <People surveyId={survey.id} />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function CountTiles({ counts }: { counts: ParticipationCounts }) {
  const translate = useTranslate();
  const rate = counts.total ? Math.round((counts.answered / counts.total) * 100) : 0;
  const tiles: Array<[string, number]> = [
    ['invited', counts.total],
    ['answered', counts.answered],
    ['partially-answered', counts.partiallyAnswered],
    ['not-started', counts.notStarted],
    ['visitors', counts.visitors],
  ];
  return (
    <>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
          gap: 1.5,
          m: 0,
        }}
      >
        {tiles.map(([name, value]) => (
          <Paper key={name} variant="outlined" sx={{ p: 1.5 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(`resources.survey.participation.counts.${name}`)}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Paper>
        ))}
      </Box>
      {counts.total > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" id="response-rate">
            {translate('resources.survey.participation.rate', { rate })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={rate}
            aria-labelledby="response-rate"
            sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
          />
        </Box>
      )}
    </>
  );
}

const PAGE_SIZE = 25;

function People({ surveyId }: { surveyId: string }) {
  const translate = useTranslate();
  const data = useDashboardData();
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const {
    data: participation,
    isPending,
    error,
  } = useQuery({
    queryKey: ['survey', 'participation', surveyId, status, page],
    queryFn: () =>
      data.getParticipation(surveyId, {
        page: page + 1,
        pageSize: PAGE_SIZE,
        status: status ?? undefined,
      }),
    // The table stays while the next page or filter loads.
    placeholderData: (previous) => previous,
  });

  return (
    <Box sx={{ mt: 3 }}>
      <Stack
        direction="row"
        role="group"
        aria-label={translate('resources.survey.participation.filter')}
        sx={{ gap: 1, flexWrap: 'wrap', mb: 1 }}
      >
        {[null, ...PARTICIPATION_STATUSES].map((value) => (
          <Chip
            key={value ?? 'all'}
            label={translate(
              value
                ? `resources.survey.participation.status.${value}`
                : 'resources.survey.participation.all',
            )}
            color={status === value ? 'primary' : 'default'}
            variant={status === value ? 'filled' : 'outlined'}
            aria-pressed={status === value}
            onClick={() => {
              setStatus(value);
              setPage(0);
            }}
          />
        ))}
      </Stack>
      {isPending && <LinearProgress />}
      {error && <LoadError message="resources.survey.participation.load_failed" />}
      {participation && (
        <>
          <Table size="small" aria-label={translate('resources.survey.participation.people')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.survey.participation.fields.name')}</TableCell>
                <TableCell>{translate('resources.survey.participation.fields.email')}</TableCell>
                <TableCell>
                  {translate('resources.survey.participation.fields.department')}
                </TableCell>
                <TableCell>{translate('resources.survey.participation.fields.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {participation.items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={4}>
                    {translate('resources.survey.participation.nobody')}
                  </TableCell>
                </TableRow>
              )}
              {participation.items.map((person) => (
                <TableRow key={person.employeeId}>
                  <TableCell>{person.name}</TableCell>
                  <TableCell>{person.email ?? ''}</TableCell>
                  <TableCell>{person.department ?? ''}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      sx={
                        person.status === 'answered'
                          ? TONES.success
                          : person.status === 'partially-answered'
                            ? TONES.warning
                            : TONES.neutral
                      }
                      label={translate(`resources.survey.participation.status.${person.status}`)}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePager
            total={participation.total}
            page={page}
            pageSize={PAGE_SIZE}
            onPageChange={setPage}
          />
        </>
      )}
    </Box>
  );
}
