import { Step, StepLabel, Stepper } from '@mui/material';
import { useTranslate } from 'react-admin';

const STEPS = ['upload', 'association', 'edition', 'done'] as const;
export type ImportStep = (typeof STEPS)[number];

/** Where the admin is in the import: upload, association, edition, result. */
export function ImportSteps({ active }: { active: ImportStep }) {
  const translate = useTranslate();
  const index = STEPS.indexOf(active);
  return (
    <Stepper activeStep={index} alternativeLabel sx={{ mb: 3 }}>
      {STEPS.map((step, position) => (
        <Step key={step} completed={position < index || active === 'done'}>
          <StepLabel>{translate(`import.steps.${step}`)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
