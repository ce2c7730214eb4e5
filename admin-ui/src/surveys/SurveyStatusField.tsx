import { Chip, type SxProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Survey, SurveyStatus } from './survey.api';
import { TONES } from '../library/tones';

const TONE: Record<SurveyStatus, SxProps> = {
  draft: TONES.neutral,
  'not-started': TONES.info,
  'in-progress': TONES.success,
  closed: TONES.closed,
  expired: TONES.warning,
};

export function SurveyStatusChip({ status }: { status: SurveyStatus }) {
  const translate = useTranslate();
  return (
    <Chip size="small" sx={TONE[status]} label={translate(`resources.survey.status.${status}`)} />
  );
}

export function SurveyStatusField() {
  const record = useRecordContext<Survey>();
  return record ? <SurveyStatusChip status={record.status} /> : null;
}
