import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { ANSWER_KINDS } from '@shared/privacy-request';
import type { ReactNode } from 'react';
import {
  ListButton,
  ShowBase,
  Title,
  TopToolbar,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { formatDate } from '../common/formatDate';
import { AnswerForm } from './AnswerForm';
import { DeadlineField, KindField, PrivacyStatusField } from './PrivacyRequestFields';
import type { PrivacyRequest } from './privacyRequest.api';

/** One request: who asked what and when, its legal deadline, and the answer. */
export default function PrivacyRequestShow() {
  return (
    <ShowBase>
      <RequestPage />
    </ShowBase>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

function RequestPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const request = useRecordContext<PrivacyRequest>();
  if (!request) return null;
  const field = (name: string) => `resources.privacy-request.fields.${name}`;
  const kind = translate(`resources.privacy-request.kind.${request.kind}`);
  return (
    <Box sx={{ mb: 4 }}>
      <Title title={`${kind}: ${request.person.name}`} />
      <TopToolbar sx={{ justifyContent: 'flex-start' }}>
        <ListButton />
      </TopToolbar>
      <Card component="section" aria-labelledby="request-title">
        <CardContent>
          <Typography id="request-title" variant="h5" component="h1" sx={{ mb: 2 }}>
            {kind} · {request.person.name}
          </Typography>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: { md: 'repeat(3, 1fr)' }, gap: 2, m: 0 }}
          >
            <Fact label={field('name')}>
              <Typography variant="body2">{request.person.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {request.person.email}
              </Typography>
            </Fact>
            <Fact label={field('kind')}>
              <KindField />
            </Fact>
            <Fact label={field('status')}>
              <PrivacyStatusField />
            </Fact>
            <Fact label={field('createdAt')}>
              <Typography variant="body2">{formatDate(request.createdAt, locale)}</Typography>
            </Fact>
            <Fact label={field('dueAt')}>
              <DeadlineField />
            </Fact>
            {request.answeredAt && (
              <Fact label={field('answeredAt')}>
                <Typography variant="body2">{formatDate(request.answeredAt, locale)}</Typography>
              </Fact>
            )}
            {ANSWER_KINDS.includes(request.kind) && (
              <Fact label={field('survey')}>
                <Typography variant="body2">
                  {request.survey?.name ?? translate('resources.privacy-request.all_answers')}
                </Typography>
              </Fact>
            )}
            {request.status === 'open' &&
              (request.kind === 'erasure' || request.kind === 'anonymization') && (
                <Fact label={field('responses')}>
                  <Typography variant="body2">{request.responses ?? 0}</Typography>
                </Fact>
              )}
          </Box>
          {request.details && (
            <Box sx={{ mt: 2 }}>
              <Fact label={field('details')}>
                <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap' }}>
                  {request.details}
                </Typography>
              </Fact>
            </Box>
          )}
          <Outcome request={request} />
        </CardContent>
      </Card>
      {request.status === 'open' ? (
        <AnswerForm request={request} />
      ) : (
        request.answer && (
          <Card component="section" sx={{ mt: 2 }}>
            <CardContent>
              <Fact label={field('answer')}>
                <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap' }}>
                  {request.answer}
                </Typography>
              </Fact>
            </CardContent>
          </Card>
        )
      )}
    </Box>
  );
}

/** What answering did (or, for a withdrawn consent, what the withdrawal already did). */
function Outcome({ request }: { request: PrivacyRequest }) {
  const translate = useTranslate();
  const { responses, fields } = request.outcome;
  if (responses === undefined && !fields?.length) return null;
  return (
    <Stack sx={{ mt: 2, gap: 0.5 }}>
      {responses !== undefined && (
        <Alert severity="info">
          {translate('resources.privacy-request.outcome.responses', { smart_count: responses })}
        </Alert>
      )}
      {!!fields?.length && (
        <Alert severity="info">
          {translate('resources.privacy-request.outcome.fields', {
            fields: fields
              .map((name) => translate(`resources.employee.fields.${name}`, { _: name }))
              .join(', '),
          })}
        </Alert>
      )}
    </Stack>
  );
}
