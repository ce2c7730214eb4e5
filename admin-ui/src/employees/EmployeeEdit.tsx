import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { employeeBody, validateEmployee } from './employeeValidation';
import { EmployeeInputs } from './EmployeeInputs';

/** No delete: the API's DELETE only deactivates, which the "active" switch already says. */
const EditToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

export default function EmployeeEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={employeeBody}>
      <SimpleForm validate={validateEmployee} toolbar={<EditToolbar />}>
        <EmployeeInputs editing />
      </SimpleForm>
    </Edit>
  );
}
