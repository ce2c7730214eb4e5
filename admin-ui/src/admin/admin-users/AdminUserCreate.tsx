import { Create, email, required, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { PhoneInput } from '../../common/PhoneInput';

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
        <PhoneInput source="phone" />
      </SimpleForm>
    </Create>
  );
}
