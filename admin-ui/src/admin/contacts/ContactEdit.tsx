import { Edit, SimpleForm } from 'react-admin';
import { ContactInputs } from './ContactInputs';

export default function ContactEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm sx={{ maxWidth: 640 }}>
        <ContactInputs />
      </SimpleForm>
    </Edit>
  );
}
