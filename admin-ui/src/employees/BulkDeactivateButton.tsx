import PersonOffIcon from '@mui/icons-material/PersonOff';
import { useState } from 'react';
import {
  Button,
  Confirm,
  useListContext,
  useNotify,
  useRefresh,
  useUnselectAll,
} from 'react-admin';
import { useDashboardData } from '../providers/useDashboardData';

/** The people chosen in the list deactivated together (their access ends; history stays). */
export function BulkDeactivateButton() {
  const { selectedIds } = useListContext();
  const data = useDashboardData();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('employee');
  const [asking, setAsking] = useState(false);
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      const { deactivated } = await data.deactivateEmployees(selectedIds.map(String));
      notify('resources.employee.messages.deactivated', {
        type: 'success',
        messageArgs: { smart_count: deactivated },
      });
      unselectAll();
      refresh();
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setRunning(false);
      setAsking(false);
    }
  };
  return (
    <>
      <Button
        label="resources.employee.actions.deactivate"
        color="error"
        onClick={() => setAsking(true)}
      >
        <PersonOffIcon />
      </Button>
      <Confirm
        isOpen={asking}
        loading={running}
        title="resources.employee.messages.deactivate_title"
        content="resources.employee.messages.deactivate_content"
        translateOptions={{ smart_count: selectedIds.length }}
        confirm="resources.employee.actions.deactivate"
        confirmColor="warning"
        onConfirm={() => void run()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
