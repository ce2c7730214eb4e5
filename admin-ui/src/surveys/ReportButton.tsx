import BarChartIcon from '@mui/icons-material/BarChart';
import { Button, useBasename, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Survey } from './survey.api';

/** The survey's report page (`/admin/survey/:id/report`), once the survey has been sent. */
export function ReportButton({ variant }: { variant?: 'text' | 'outlined' | 'contained' }) {
  const record = useRecordContext<Survey>();
  const basename = useBasename();
  if (!record || record.status === 'draft') return null;
  return (
    <Button
      component={Link}
      to={`${basename}/survey/${encodeURIComponent(record.id)}/report`}
      label="resources.survey.actions.report"
      variant={variant}
      onClick={(event) => event.stopPropagation()}
    >
      <BarChartIcon />
    </Button>
  );
}
