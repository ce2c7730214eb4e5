import { Create, SimpleForm } from 'react-admin';
import { employeeBody, validateEmployee } from './employeeValidation';
import { EmployeeInputs } from './EmployeeInputs';

export default function EmployeeCreate() {
  return (
    <Create redirect="list" transform={employeeBody}>
      <SimpleForm validate={validateEmployee}>
        <EmployeeInputs />
      </SimpleForm>
    </Create>
  );
}
