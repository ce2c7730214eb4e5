import { Create, SimpleForm } from 'react-admin';
import { DepartmentInputs } from './DepartmentInputs';

export default function DepartmentCreate() {
  return (
    <Create redirect="list">
      <SimpleForm sx={{ maxWidth: 640 }}>
        <DepartmentInputs />
      </SimpleForm>
    </Create>
  );
}
