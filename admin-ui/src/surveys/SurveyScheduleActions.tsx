import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Button, Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useDashboardData } from '../providers/useDashboardData';
import type { Survey } from './survey.api';
import { toInstant } from './surveyForm';

/** A `datetime-local` value (the browser's time zone) for an instant. */
const localInput = (instant: Date) =>
  new Date(instant.getTime() - instant.getTimezoneOffset() * 60000).toISOString().slice(0, 16);

/**
 * More time for a sent survey: a later end date while it is not closed, or a closed survey
 * reopened while its planned period lasts. The API checks both again and audits them.
 */
export function SurveyScheduleActions({ survey }: { survey: Survey }) {
  const [open, setOpen] = useState<'extend' | 'reopen' | null>(null);
  const canExtend = ['in-progress', 'not-started', 'expired'].includes(survey.status);
  const canReopen =
    survey.status === 'closed' && (!survey.endsAt || new Date(survey.endsAt) > new Date());
  return (
    <>
      {canExtend && (
        <Button label="resources.survey.actions.extend" onClick={() => setOpen('extend')}>
          <EventRepeatIcon />
        </Button>
      )}
      {canReopen && (
        <Button label="resources.survey.actions.reopen" onClick={() => setOpen('reopen')}>
          <LockOpenIcon />
        </Button>
      )}
      {open === 'extend' && <ExtendDialog survey={survey} onClose={() => setOpen(null)} />}
      {open === 'reopen' && <ReopenConfirm survey={survey} onClose={() => setOpen(null)} />}
    </>
  );
}

function useRun(onClose: () => void) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [running, setRunning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>, done: string) => {
    setRunning(true);
    setProblem(null);
    try {
      await action();
      notify(done, { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      const body = (error as { body?: { errors?: Record<string, string[]> } }).body;
      setProblem(body?.errors?.endsAt?.join(' ') ?? ((error as Error).message || null));
    } finally {
      setRunning(false);
    }
  };
  return { running, problem, run };
}

function ExtendDialog({ survey, onClose }: { survey: Survey; onClose: () => void }) {
  const translate = useTranslate();
  const data = useDashboardData();
  const { running, problem, run } = useRun(onClose);
  const current = survey.endsAt ? new Date(survey.endsAt) : new Date();
  const [value, setValue] = useState(() =>
    localInput(new Date(Math.max(current.getTime(), Date.now()) + 7 * 864e5)),
  );
  const endsAt = toInstant(value);
  return (
    <Dialog open onClose={onClose} aria-labelledby="extend-title" fullWidth maxWidth="xs">
      <DialogTitle id="extend-title">
        {translate('resources.survey.confirm.extend_title', { name: survey.name })}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('resources.survey.confirm.extend_content')}
        </Typography>
        <TextField
          type="datetime-local"
          label={translate('resources.survey.fields.newEndsAt')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={!!problem}
          helperText={problem ?? ' '}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
        <MuiButton
          variant="contained"
          disabled={running || !endsAt}
          onClick={() =>
            run(
              () => data.extendSurvey(survey.id, endsAt as string),
              'resources.survey.messages.extended',
            )
          }
        >
          {translate('resources.survey.actions.extend')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

function ReopenConfirm({ survey, onClose }: { survey: Survey; onClose: () => void }) {
  const data = useDashboardData();
  const notify = useNotify();
  const { running, problem, run } = useRun(onClose);
  if (problem) notify(problem, { type: 'error' });
  return (
    <Confirm
      isOpen
      loading={running}
      title="resources.survey.confirm.reopen_title"
      content="resources.survey.confirm.reopen_content"
      translateOptions={{ name: survey.name }}
      confirm="resources.survey.actions.reopen"
      onConfirm={() =>
        run(() => data.reopenSurvey(survey.id), 'resources.survey.messages.reopened')
      }
      onClose={onClose}
    />
  );
}
