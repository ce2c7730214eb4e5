import { Create, email, required, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';

/** An invitation: the new administrator gets a first-access e-mail. */
export default function AdminUserCreate() {
  const translate = useTranslate();
  return (
    <Create redirect="list" title="resources.admin-user.actions.invite">
      <SimpleForm sx={{ maxWidth: 640 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.admin-user.messages.invite_help')}
        </Typography>
        <TextInput source="name" validate={required()} />
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <TextInput source="phone" type="tel" placeholder="+55 11 98765-4321" />
      </SimpleForm>
    </Create>
  );
}
