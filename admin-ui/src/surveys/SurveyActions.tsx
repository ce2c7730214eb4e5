import LockIcon from '@mui/icons-material/Lock';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  Confirm,
  useGetOne,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useDashboardData } from '../providers/useDashboardData';
import type { Survey } from './survey.api';
import { NewEditionButton } from './NewEditionButton';
import { SurveyScheduleActions } from './SurveyScheduleActions';
import { TranslationGapsWarning } from './TranslationGapsWarning';
import { useSubscriptionExpired } from './useSubscription';

type Action = 'send' | 'close' | 'remind';

/**
 * Send (the questionnaire is frozen into the survey), close and remind, each confirmed first.
 * An expired subscription cannot send: the button says why, and so does the API's 409.
 */
export function SurveyActions() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const data = useDashboardData();
  const survey = useRecordContext<Survey>();
  const expired = useSubscriptionExpired();
  const [asking, setAsking] = useState<Action | null>(null);
  const [running, setRunning] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { data: questionnaire } = useGetOne(
    'questionnaire',
    { id: survey?.questionnaireId ?? '' },
    { enabled: !!survey?.questionnaireId && survey.status === 'draft' },
  );
  if (!survey) return null;

  const run = async (action: Action) => {
    setRunning(true);
    try {
      if (action === 'send') {
        await data.sendSurvey(survey.id);
        notify('resources.survey.messages.sent', { type: 'success' });
      } else if (action === 'close') {
        await data.closeSurvey(survey.id);
        notify('resources.survey.messages.closed', { type: 'success' });
      } else {
        const { reminded } = await data.remindSurvey(survey.id);
        notify('resources.survey.messages.reminded', {
          type: 'success',
          messageArgs: { smart_count: reminded },
        });
      }
      refresh();
    } catch (error) {
      const message = (error as Error).message || 'ra.notification.http_error';
      // An expired subscription (409) stays on screen, and sending stays off.
      const code = ((error as { body?: { code?: string } }).body ?? {}).code;
      if (action === 'send' && code === 'survey.subscriptionExpired') setRefusal(message);
      else refresh();
      notify(message, { type: 'error' });
    } finally {
      setRunning(false);
      setAsking(null);
    }
  };

  const status = survey.status;
  const sendBlocked = expired || refusal !== null;
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'end' }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        {status === 'draft' && (
          <Button
            variant="contained"
            label="resources.survey.actions.send"
            disabled={sendBlocked || running}
            aria-describedby={sendBlocked ? 'send-blocked' : undefined}
            onClick={() => setAsking('send')}
          >
            <SendIcon />
          </Button>
        )}
        {status === 'in-progress' && (
          <Button
            label="resources.survey.actions.remind"
            disabled={running}
            onClick={() => setAsking('remind')}
          >
            <NotificationsActiveIcon />
          </Button>
        )}
        <SurveyScheduleActions survey={survey} />
        {status !== 'draft' && <NewEditionButton survey={survey} />}
        {['in-progress', 'not-started', 'expired'].includes(status) && (
          <Button
            label="resources.survey.actions.close"
            color="error"
            disabled={running}
            onClick={() => setAsking('close')}
          >
            <LockIcon />
          </Button>
        )}
      </Box>
      {status === 'draft' && sendBlocked && (
        <Alert id="send-blocked" severity="error" sx={{ maxWidth: 560 }}>
          {refusal ?? translate('resources.survey.messages.subscription_expired')}
        </Alert>
      )}
      <Confirm
        isOpen={asking === 'send'}
        loading={running}
        title="resources.survey.confirm.send_title"
        translateOptions={{ name: survey.name }}
        content={
          <>
            <Typography sx={{ mb: 1 }}>
              {translate('resources.survey.confirm.send_frozen', {
                questionnaire: questionnaire?.name ?? '',
              })}
            </Typography>
            <Typography>
              {translate(
                survey.accessModes.includes('link')
                  ? 'resources.survey.confirm.send_links'
                  : 'resources.survey.confirm.send_codes',
              )}
            </Typography>
            {asking === 'send' && <TranslationGapsWarning surveyId={survey.id} />}
          </>
        }
        confirm="resources.survey.actions.send"
        onConfirm={() => run('send')}
        onClose={() => setAsking(null)}
      />
      <Confirm
        isOpen={asking === 'close'}
        loading={running}
        title="resources.survey.confirm.close_title"
        content="resources.survey.confirm.close_content"
        translateOptions={{ name: survey.name }}
        confirm="resources.survey.actions.close"
        confirmColor="warning"
        onConfirm={() => run('close')}
        onClose={() => setAsking(null)}
      />
      <Confirm
        isOpen={asking === 'remind'}
        loading={running}
        title="resources.survey.confirm.remind_title"
        content="resources.survey.confirm.remind_content"
        translateOptions={{
          name: survey.name,
          smart_count: survey.counts.notStarted + survey.counts.partiallyAnswered,
        }}
        confirm="resources.survey.actions.remind"
        onConfirm={() => run('remind')}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
}
