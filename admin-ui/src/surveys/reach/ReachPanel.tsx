import {
  Card,
  CardContent,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { LoadError } from '../../common/LoadError';
import { useDashboardData } from '../../providers/useDashboardData';
import { REACH_CHANNELS, REACH_FAILURES, type Survey } from '../survey.api';

/**
 * How many people each channel reached (e-mail, SMS, WhatsApp): invited, reached, still being
 * tried, and failed with the reason, plus those no channel could reach.
 */
export function ReachPanel({ survey }: { survey: Survey }) {
  const translate = useTranslate();
  const data = useDashboardData();
  const {
    data: reach,
    error,
    isPending,
  } = useQuery({
    queryKey: ['survey', 'reach', survey.id],
    queryFn: () => data.getReach(survey.id),
  });
  const t = (key: string, options?: object) => translate(`resources.survey.reach.${key}`, options);
  return (
    <Card component="section" aria-labelledby="reach-title" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="reach-title" variant="h6" component="h2">
          {t('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('help')}
        </Typography>
        {isPending && <LinearProgress />}
        {error && <LoadError message="resources.survey.reach.load_failed" />}
        {reach && (
          <>
            <Table size="small" aria-labelledby="reach-title">
              <TableHead>
                <TableRow>
                  <TableCell>{t('channel')}</TableCell>
                  <TableCell align="right">{t('invited')}</TableCell>
                  <TableCell align="right">{t('reached')}</TableCell>
                  <TableCell align="right">{t('pending')}</TableCell>
                  <TableCell>{t('failed')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {REACH_CHANNELS.map((channel) => {
                  const counts = reach.channels[channel];
                  const failures = REACH_FAILURES.filter((reason) => counts.failed[reason] > 0);
                  return (
                    <TableRow key={channel}>
                      <TableCell component="th" scope="row">
                        {t(`channels.${channel}`)}
                      </TableCell>
                      <TableCell align="right">{counts.invited}</TableCell>
                      <TableCell align="right">{counts.reached}</TableCell>
                      <TableCell align="right">{counts.pending}</TableCell>
                      <TableCell>
                        {failures.length
                          ? failures
                              .map(
                                (reason) => `${t(`failures.${reason}`)}: ${counts.failed[reason]}`,
                              )
                              .join('; ')
                          : 0}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('unreachable', { smart_count: reach.unreachable })}
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}
