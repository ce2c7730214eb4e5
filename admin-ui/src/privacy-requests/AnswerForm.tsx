import {
  Alert,
  Box,
  Button as MuiButton,
  Card,
  CardContent,
  Stack,
  Typography,
} from '@mui/material';
import { useRef } from 'react';
import {
  DateInput,
  Form,
  HttpError,
  TextInput,
  maxLength,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useDashboardData } from '../providers/useDashboardData';
import {
  CORRECTION_FIELDS,
  type PersonRecord,
  type PrivacyAnswer,
  type PrivacyRequest,
} from './privacyRequest.api';

const ANSWERED = {
  done: 'resources.privacy-request.answer.done_ok',
  refused: 'resources.privacy-request.answer.refused_ok',
} as const;
const DATE_FIELDS: ReadonlyArray<keyof PersonRecord> = ['birthDate', 'admissionDate'];

/**
 * The administrator's answer: done (for a correction, with the record's fields as they should
 * read) or refused with a reason. A withdrawn consent has already taken effect and can only be
 * acknowledged. The person is told by e-mail either way.
 */
export function AnswerForm({ request }: { request: PrivacyRequest }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const data = useDashboardData();
  const intent = useRef<PrivacyAnswer['status']>('done');
  const correcting = request.kind === 'correction' && !!request.record;
  const refusable = request.kind !== 'consent-withdrawal';

  const submit = async (values: Record<string, unknown>) => {
    const status = intent.current;
    const answer = String(values.answer ?? '').trim();
    const correction =
      correcting && status === 'done' ? changed(request.record!, values.correction) : undefined;
    try {
      await data.answerPrivacyRequest(request.id, {
        status,
        ...(answer ? { answer } : {}),
        ...(correction ? { correction } : {}),
      });
      notify(ANSWERED[status], { type: 'info' });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
      const errors = error instanceof HttpError ? (error.body?.errors as object) : undefined;
      return errors;
    }
  };

  return (
    <Card component="section" sx={{ mt: 2 }} aria-labelledby="answer-title">
      <CardContent>
        <Typography id="answer-title" variant="h6" component="h2">
          {translate('resources.privacy-request.answer.title')}
        </Typography>
        <Alert severity="info" sx={{ my: 2 }}>
          {translate(`resources.privacy-request.help.${request.kind}`)}{' '}
          {translate('resources.privacy-request.deadline_help')}
        </Alert>
        <Form onSubmit={submit} defaultValues={{ correction: request.record ?? {} }}>
          {correcting && (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
              <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
                {translate('resources.privacy-request.answer.correction')}
              </Typography>
              <Box sx={{ display: 'grid', gridTemplateColumns: { md: 'repeat(2, 1fr)' }, gap: 1 }}>
                {CORRECTION_FIELDS.map((name) =>
                  DATE_FIELDS.includes(name) ? (
                    <DateInput
                      key={name}
                      source={`correction.${name}`}
                      label={`resources.employee.fields.${name}`}
                    />
                  ) : (
                    <TextInput
                      key={name}
                      source={`correction.${name}`}
                      label={`resources.employee.fields.${name}`}
                    />
                  ),
                )}
              </Box>
            </Box>
          )}
          <TextInput
            source="answer"
            label="resources.privacy-request.answer.note"
            helperText={refusable ? 'resources.privacy-request.answer.reason' : false}
            multiline
            minRows={3}
            validate={maxLength(2000)}
            fullWidth
          />
          <Stack direction="row" sx={{ gap: 1, mt: 1 }}>
            <MuiButton type="submit" variant="contained" onClick={() => (intent.current = 'done')}>
              {translate('resources.privacy-request.answer.done')}
            </MuiButton>
            {refusable && (
              <MuiButton
                type="submit"
                variant="outlined"
                color="error"
                onClick={() => (intent.current = 'refused')}
              >
                {translate('resources.privacy-request.answer.refuse')}
              </MuiButton>
            )}
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
}

/** The fields the administrator changed, as the API takes them (an emptied field clears it). */
function changed(record: PersonRecord, values: unknown): Partial<PersonRecord> | undefined {
  const edited = (values ?? {}) as Record<string, string | null | undefined>;
  const entries = CORRECTION_FIELDS.flatMap((name) => {
    const value = edited[name]?.trim() || null;
    return value === (record[name] || null) ? [] : [[name, value] as const];
  });
  return entries.length ? Object.fromEntries(entries) : undefined;
}
