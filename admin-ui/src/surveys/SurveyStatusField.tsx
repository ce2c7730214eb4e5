import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Survey, SurveyStatus } from './survey.methods';

const COLORS: Record<SurveyStatus, ChipProps['color']> = {
  draft: 'default',
  'not-started': 'info',
  'in-progress': 'success',
  closed: 'secondary',
  expired: 'warning',
};

export function SurveyStatusChip({ status }: { status: SurveyStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={COLORS[status]}
      label={translate(`resources.survey.status.${status}`)}
    />
  );
}

export function SurveyStatusField() {
  const record = useRecordContext<Survey>();
  return record ? <SurveyStatusChip status={record.status} /> : null;
}
