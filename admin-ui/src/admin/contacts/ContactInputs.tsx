import { email, required, TextInput } from 'react-admin';

export function ContactInputs() {
  return (
    <>
      <TextInput source="name" validate={required()} />
      <TextInput source="email" type="email" validate={email()} />
      <TextInput source="phone" type="tel" placeholder="+55 11 98765-4321" />
      <TextInput source="position" />
    </>
  );
}
