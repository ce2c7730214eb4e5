import { Create, SimpleForm } from 'react-admin';
import { OrganizationInputs } from './OrganizationInputs';

export default function OrganizationCreate() {
  return (
    <Create redirect="list">
      <SimpleForm sx={{ maxWidth: 640 }}>
        <OrganizationInputs />
      </SimpleForm>
    </Create>
  );
}
