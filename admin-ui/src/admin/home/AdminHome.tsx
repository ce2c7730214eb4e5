import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import {
  Box,
  Card,
  CardContent,
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { Button, Title, useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useClaims } from '../../providers/useClaims';
import { canAccessResource } from '../../providers/access';
import type { SessionClaims } from '../../providers/session';
import { useOnboarding, useSetup } from '../../providers/useAbout';
import { doneCount, STEPS } from '../setup/steps';
import { ActiveSurveys } from './ActiveSurveys';

/**
 * The company administrator's start: who is signed in, how far the onboarding has come, the
 * surveys running with their response rates, and what to do next.
 */
export function AdminHome() {
  const translate = useTranslate();
  const claims = useClaims();
  if (!claims) return null;
  return (
    <Card sx={{ mt: 2 }}>
      {/* The menu's own word for this page (react-admin's), so the two never differ. */}
      <Title title={translate('ra.page.dashboard')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.home.welcome', { name: claims.name })}
        </Typography>
        {claims.companyName && (
          <Typography color="text.secondary" gutterBottom>
            {claims.companyName}
          </Typography>
        )}
        {canAccessResource(claims, 'setup') ? (
          <SetupProgress />
        ) : (
          <OnboardingProgress claims={claims} />
        )}
        {canAccessResource(claims, 'survey') && (
          <ActiveSurveys
            employeesDone={claims.isEmployeesComplete}
            canReport={canAccessResource(claims, 'report')}
          />
        )}
      </CardContent>
    </Card>
  );
}

function SetupProgress() {
  const translate = useTranslate();
  const basename = useBasename();
  const { data, isPending } = useSetup();
  if (isPending) return <LinearProgress />;
  const steps = data?.steps;
  const done = doneCount(steps);
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="h6" component="h2">
        {translate('app.home.progress', { done, total: STEPS.length })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(done / STEPS.length) * 100}
        sx={{ my: 1, height: 8, borderRadius: 4 }}
        aria-label={translate('app.home.progress', { done, total: STEPS.length })}
      />
      <List dense>
        {STEPS.map((step) => (
          <ListItem key={step}>
            <ListItemIcon>
              {steps?.[step] ? (
                <CheckCircleIcon color="success" titleAccess={translate('app.home.done')} />
              ) : (
                <RadioButtonUncheckedIcon titleAccess={translate('app.home.todo')} />
              )}
            </ListItemIcon>
            <ListItemText primary={translate(`app.setup.steps.${step}`)} />
          </ListItem>
        ))}
      </List>
      {!data?.isSetupComplete && (
        <Button
          component={Link}
          to={`${basename}/company/setup`}
          variant="contained"
          label="app.home.continue_setup"
        />
      )}
    </Box>
  );
}

/** The session's onboarding flags, in the order the spec names them (§3). */
export const ONBOARDING_FLAGS = [
  'isAboutComplete',
  'isEmployeesComplete',
  'isEvaluationComplete',
  'isSetupComplete',
] as const;

/** Without the Company module, the onboarding flags are all there is to show: read fresh. */
function OnboardingProgress({ claims }: { claims: SessionClaims }) {
  const translate = useTranslate();
  const { data } = useOnboarding();
  const flags = data ?? claims;
  return (
    <List dense>
      {ONBOARDING_FLAGS.map((flag) => (
        <ListItem key={flag}>
          <ListItemIcon>
            {flags[flag] ? (
              <CheckCircleIcon color="success" titleAccess={translate('app.home.done')} />
            ) : (
              <RadioButtonUncheckedIcon titleAccess={translate('app.home.todo')} />
            )}
          </ListItemIcon>
          <ListItemText primary={translate(`app.home.flags.${flag}`)} />
        </ListItem>
      ))}
    </List>
  );
}
