import { Alert, Box, Button, LinearProgress, Step, StepButton, Stepper } from '@mui/material';
import { useEffect, useState } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { LoadError } from '../../common/LoadError';
import { PageCard } from '../../common/PageCard';
import { useAbout, useRefreshOnboarding, useSetup } from '../../providers/useAbout';
import { AboutForm } from '../about/AboutForm';
import { InlineResourceStep } from './InlineResourceStep';
import { SetupQuestions } from './SetupQuestions';
import { firstOpenStep, STEPS } from './steps';

/** about → organizations → departments → contacts → setup questions (its steps drive the flags). */
export default function SetupWizardPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const basename = useBasename();
  const setup = useSetup();
  const about = useAbout();
  const refresh = useRefreshOnboarding();
  const [active, setActive] = useState<number | null>(null);

  useEffect(() => {
    if (active === null && setup.data) setActive(firstOpenStep(setup.data.steps));
  }, [active, setup.data]);

  if (setup.isPending || about.isPending) return <LinearProgress />;
  if (!setup.data || !about.data) return <LoadError message="app.setup.load_failed" />;

  const steps = setup.data.steps;
  const current = active ?? 0;
  const next = () => setActive(Math.min(current + 1, STEPS.length - 1));
  const afterChange = () => void refresh();

  return (
    <PageCard title={translate('app.setup.title')}>
      {setup.data.isSetupComplete && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {translate('app.setup.complete')}
        </Alert>
      )}
      <Stepper nonLinear activeStep={current} alternativeLabel sx={{ mb: 3 }}>
        {STEPS.map((step, index) => (
          <Step key={step} completed={steps[step]}>
            <StepButton onClick={() => setActive(index)}>
              {translate(`app.setup.steps.${step}`)}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Box component="section" aria-label={translate(`app.setup.steps.${STEPS[current]}`)}>
        {STEPS[current] === 'about' && <AboutForm about={about.data} onSaved={next} />}
        {STEPS[current] === 'organizations' && (
          <InlineResourceStep resource="organization" onChange={afterChange} />
        )}
        {STEPS[current] === 'departments' && (
          <InlineResourceStep resource="department" onChange={afterChange} />
        )}
        {STEPS[current] === 'contacts' && (
          <InlineResourceStep resource="contact" onChange={afterChange} />
        )}
        {STEPS[current] === 'setup' && (
          <SetupQuestions setup={setup.data} onSaved={() => navigate(`${basename}/`)} />
        )}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3 }}>
        <Button disabled={current === 0} onClick={() => setActive(current - 1)}>
          {translate('app.setup.back')}
        </Button>
        {current < STEPS.length - 1 && (
          <Button variant="contained" onClick={next} disabled={!steps[STEPS[current]]}>
            {translate('app.setup.next')}
          </Button>
        )}
      </Box>
    </PageCard>
  );
}
