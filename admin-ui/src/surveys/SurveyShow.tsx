import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import {
  ListButton,
  ShowBase,
  Title,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { AccessCodesPanel } from './codes/AccessCodesPanel';
import { ParticipationPanel } from './participation/ParticipationPanel';
import { ReachPanel } from './reach/ReachPanel';
import { ReportButton } from './ReportButton';
import type { Survey } from './survey.api';
import { SurveyActions } from './SurveyActions';
import { EditSurveyButton } from './SurveyList';
import { SurveyStatusChip } from './SurveyStatusField';
import { SurveySummary } from './SurveySummary';

/** One survey: what it is, its actions (send, remind, close), participation, access codes. */
export default function SurveyShow() {
  return (
    <ShowBase>
      <SurveyPage />
    </ShowBase>
  );
}

function SurveyPage() {
  const translate = useTranslate();
  const survey = useRecordContext<Survey>();
  if (!survey) return null;
  return (
    <Box sx={{ mb: 4 }}>
      <Title title={survey.name} />
      <TopToolbar sx={{ justifyContent: 'space-between' }}>
        <ListButton />
        <Stack direction="row" sx={{ gap: 1 }}>
          <EditSurveyButton />
          <ReportButton variant="outlined" />
        </Stack>
      </TopToolbar>
      <Card component="section" aria-labelledby="survey-title">
        <CardContent>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            sx={{ justifyContent: 'space-between', gap: 2, mb: 2 }}
          >
            <Box>
              <Typography id="survey-title" variant="h5" component="h1">
                {survey.name}
              </Typography>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 0.5 }}>
                <SurveyStatusChip status={survey.status} />
                <Typography variant="body2" color="text.secondary">
                  {translate(`resources.survey.status_help.${survey.status}`)}
                </Typography>
              </Stack>
            </Box>
            <SurveyActions />
          </Stack>
          <SurveySummary />
        </CardContent>
      </Card>
      <ParticipationPanel survey={survey} />
      {survey.sentAt && survey.accessModes.includes('link') && <ReachPanel survey={survey} />}
      {survey.accessModes.includes('code') && <AccessCodesPanel survey={survey} />}
    </Box>
  );
}
