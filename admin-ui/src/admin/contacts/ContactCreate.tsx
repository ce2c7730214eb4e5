import { Create, SimpleForm } from 'react-admin';
import { ContactInputs } from './ContactInputs';

export default function ContactCreate() {
  return (
    <Create redirect="list">
      <SimpleForm sx={{ maxWidth: 640 }}>
        <ContactInputs />
      </SimpleForm>
    </Create>
  );
}
