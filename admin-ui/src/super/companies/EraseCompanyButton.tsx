import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Button,
  Confirm,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { formatDate } from '../../common/formatDate';
import { useDashboardData } from '../../providers/useDashboardData';
import type { CompanyErasure } from '../../providers/dashboard.api';

/**
 * The owner's "erase this company's data" (LGPD): confirmed once, done by the server after its
 * grace period; until then the same place cancels it, naming the date.
 */
export function EraseCompanyButton() {
  const record = useRecordContext<{ id: string; companyName: string }>();
  const data = useDashboardData();
  const client = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [asking, setAsking] = useState(false);
  const key = ['super', 'company', record?.id, 'erasure'];
  const erasure = useQuery({
    queryKey: key,
    queryFn: () => data.getErasure(String(record?.id)),
    enabled: !!record,
    retry: false,
  });
  if (!record || !erasure.data) return null;

  const act = async (change: () => Promise<CompanyErasure>) => {
    setAsking(false);
    try {
      const next = await change();
      client.setQueryData(key, next);
      notify(
        next.dueAt ? 'resources.company.erasure.scheduled' : 'resources.company.erasure.cancelled',
        {
          type: 'success',
          messageArgs: { date: formatDate(next.dueAt, locale) },
        },
      );
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  };

  const { dueAt } = erasure.data;
  if (dueAt)
    return (
      <Button
        label={translate('resources.company.erasure.cancel', { date: formatDate(dueAt, locale) })}
        onClick={() => act(() => data.cancelErasure(String(record.id)))}
      />
    );
  return (
    <>
      <Button label="resources.company.erasure.erase" color="error" onClick={() => setAsking(true)}>
        <DeleteForeverIcon />
      </Button>
      <Confirm
        isOpen={asking}
        title="resources.company.erasure.erase_title"
        titleTranslateOptions={{ name: record.companyName }}
        content="resources.company.erasure.erase_content"
        onConfirm={() => act(() => data.scheduleErasure(String(record.id)))}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
