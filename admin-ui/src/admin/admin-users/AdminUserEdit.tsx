import { BooleanInput, Edit, required, SimpleForm, TextInput } from 'react-admin';
import { PhoneInput } from '../../common/PhoneInput';

/** Only what `PUT /admin-user/{id}` takes; the e-mail is the sign-in and stays. */
const editable = ({ name, phone, isActive }: Record<string, unknown>) => ({
  name,
  phone: phone || null,
  isActive,
});

export default function AdminUserEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={editable}>
      <SimpleForm sx={{ maxWidth: 640 }}>
        <TextInput source="name" validate={required()} />
        <TextInput source="email" disabled />
        <PhoneInput source="phone" />
        <BooleanInput source="isActive" />
      </SimpleForm>
    </Edit>
  );
}
