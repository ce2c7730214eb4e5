import { Create, required, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';

/** Name and description first; the questions are added in the builder that opens next. */
export default function QuestionnaireCreate() {
  const translate = useTranslate();
  return (
    <Create redirect="edit">
      <SimpleForm sx={{ maxWidth: 720 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.questionnaire.help.create')}
        </Typography>
        <TextInput source="name" validate={required()} fullWidth />
        <TextInput source="description" multiline minRows={2} fullWidth />
      </SimpleForm>
    </Create>
  );
}
