import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** As the API names them (`GET /super/company/filters` → `statuses`). */
export const COMPANY_STATUSES = ['active', 'inactive', 'expired'] as const;

interface CompanyStatus {
  /** The API's own reading; derived here only when it is absent. */
  status?: string;
  isActive: boolean;
  subscriptionEndDate?: string | null;
}

/** active, inactive or expired (an active company whose subscription ended). */
export function companyStatus(record: CompanyStatus, today = new Date()): string {
  if (record.status) return record.status;
  if (!record.isActive) return 'inactive';
  const end = record.subscriptionEndDate;
  if (end && end.slice(0, 10) < today.toISOString().slice(0, 10)) return 'expired';
  return 'active';
}

const COLOURS: Record<(typeof COMPANY_STATUSES)[number], 'success' | 'default' | 'error'> = {
  active: 'success',
  inactive: 'default',
  expired: 'error',
};

export function CompanyStatusField(_props: { label?: string }) {
  const translate = useTranslate();
  const record = useRecordContext<CompanyStatus & { id: string }>();
  if (!record) return null;
  const status = companyStatus(record) as keyof typeof COLOURS;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOURS[status]}
      label={translate(`resources.company.status.${status}`)}
    />
  );
}
