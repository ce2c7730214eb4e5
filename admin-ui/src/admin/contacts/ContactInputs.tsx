import { email, required, TextInput } from 'react-admin';
import { PhoneInput } from '../../common/PhoneInput';

export function ContactInputs() {
  return (
    <>
      <TextInput source="name" validate={required()} />
      <TextInput source="email" type="email" validate={email()} />
      <PhoneInput source="phone" />
      <TextInput source="position" />
    </>
  );
}
