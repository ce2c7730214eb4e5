import { Edit, SimpleForm } from 'react-admin';
import { DepartmentInputs } from './DepartmentInputs';

export default function DepartmentEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm sx={{ maxWidth: 640 }}>
        <DepartmentInputs />
      </SimpleForm>
    </Edit>
  );
}
