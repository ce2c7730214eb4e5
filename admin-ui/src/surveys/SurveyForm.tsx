import { Alert, Typography } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import {
  AutocompleteArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  DeleteButton,
  DateTimeInput,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DANGER_ON_GREY, FormToolbar } from '../library/FormToolbar';
import { RECURRENCES, type Survey } from './survey.api';
import { SurveyTextsInput } from './SurveyTextsInput';
import {
  REMINDER_DAYS,
  surveyBody,
  surveyValues,
  validateSurvey,
  type SurveyValues,
} from './surveyForm';

export const toSurveyBody = (values: Record<string, unknown>) =>
  surveyBody(values as unknown as SurveyValues) as unknown as Record<string, unknown>;

const validate = (values: Record<string, unknown>) =>
  validateSurvey(values as unknown as SurveyValues);

const AUDIENCES = ['all', 'departments', 'organizations'].map((id) => ({
  id,
  name: `resources.survey.audience.${id}`,
}));
const IDENTITIES = ['anonymous', 'identified'].map((id) => ({
  id,
  name: `resources.survey.identity.${id}`,
}));
const REPEATS = RECURRENCES.map((id) => ({ id, name: `resources.survey.recurrence.${id}` }));
const ACCESS = ['link', 'code'].map((id) => ({ id, name: `resources.survey.access.${id}` }));

function Section({ title, children }: { title: string; children?: ReactNode }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate(title)}
      </Typography>
      {children}
    </>
  );
}

/**
 * A survey drafted from a questionnaire. Once sent it is frozen: only its name, texts, end date,
 * reminders and repetition may still change (the API refuses the rest).
 */
export function SurveyForm() {
  const record = useRecordContext<Survey>();
  // The id stays in the form's record: the toolbar's delete button names it.
  const values = useMemo(() => ({ ...surveyValues(record), id: record?.id }), [record]);
  const sent = !!record?.sentAt;
  return (
    <SimpleForm
      record={values}
      validate={validate}
      sx={{ maxWidth: 880 }}
      toolbar={
        <FormToolbar>
          {record && !sent && (
            <DeleteButton mutationMode="pessimistic" redirect="list" sx={DANGER_ON_GREY} />
          )}
        </FormToolbar>
      }
    >
      {sent && <SentNotice />}
      <TextInput source="name" fullWidth />
      <ReferenceInput
        source="questionnaireId"
        reference="questionnaire"
        perPage={100}
        sort={{ field: 'name', order: 'ASC' }}
      >
        <SelectInput
          optionText="name"
          disabled={sent}
          helperText="resources.survey.help.questionnaire"
          fullWidth
        />
      </ReferenceInput>
      <Section title="resources.survey.sections.audience">
        <RadioButtonGroupInput
          source="audienceType"
          choices={AUDIENCES}
          disabled={sent}
          row
          helperText={false}
        />
        <AudienceIds disabled={sent} />
      </Section>
      <Section title="resources.survey.sections.identity">
        <RadioButtonGroupInput
          source="identity"
          choices={IDENTITIES}
          disabled={sent}
          row
          helperText={false}
        />
        <IdentityHelp />
      </Section>
      <Section title="resources.survey.sections.access">
        <CheckboxGroupInput
          source="accessModes"
          choices={ACCESS}
          disabled={sent}
          helperText="resources.survey.help.access"
        />
      </Section>
      <Section title="resources.survey.sections.dates">
        <DateTimeInput
          source="startsAt"
          disabled={sent}
          helperText="resources.survey.help.startsAt"
        />
        <DateTimeInput source="endsAt" helperText="resources.survey.help.endsAt" />
        <SelectInput
          source="recurrence"
          choices={REPEATS}
          helperText="resources.survey.help.recurrence"
        />
      </Section>
      <Section title="resources.survey.sections.reminders">
        <BooleanInput source="remindersOn" helperText="resources.survey.help.reminders" />
        <ReminderDays />
      </Section>
      <Section title="resources.survey.sections.texts">
        <SurveyTextsInput />
      </Section>
    </SimpleForm>
  );
}

function SentNotice() {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mb: 1, width: '100%' }}>
      {translate('resources.survey.help.sent_frozen')}
    </Alert>
  );
}

function AudienceIds({ disabled }: { disabled: boolean }) {
  const type = useWatch({ name: 'audienceType' }) as SurveyValues['audienceType'];
  if (type === 'departments') {
    return (
      <ReferenceArrayInput
        source="departmentIds"
        reference="department"
        perPage={100}
        sort={{ field: 'name', order: 'ASC' }}
      >
        <AutocompleteArrayInput optionText="name" disabled={disabled} fullWidth />
      </ReferenceArrayInput>
    );
  }
  if (type === 'organizations') {
    return (
      <ReferenceArrayInput
        source="organizationIds"
        reference="organization"
        perPage={100}
        sort={{ field: 'name', order: 'ASC' }}
      >
        <AutocompleteArrayInput optionText="name" disabled={disabled} fullWidth />
      </ReferenceArrayInput>
    );
  }
  return null;
}

function IdentityHelp() {
  const translate = useTranslate();
  const identity = useWatch({ name: 'identity' }) as SurveyValues['identity'];
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {translate(`resources.survey.help.${identity === 'identified' ? 'identified' : 'anonymous'}`)}
    </Typography>
  );
}

function ReminderDays() {
  const on = useWatch({ name: 'remindersOn' }) as boolean;
  if (!on) return null;
  return (
    <NumberInput
      source="reminderIntervalDays"
      min={REMINDER_DAYS.min}
      max={REMINDER_DAYS.max}
      step={1}
      helperText="resources.survey.help.reminderIntervalDays"
    />
  );
}
