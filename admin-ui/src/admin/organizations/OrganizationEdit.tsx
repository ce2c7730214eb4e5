import { Edit, SimpleForm } from 'react-admin';
import { OrganizationInputs } from './OrganizationInputs';

export default function OrganizationEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm sx={{ maxWidth: 640 }}>
        <OrganizationInputs />
      </SimpleForm>
    </Edit>
  );
}
