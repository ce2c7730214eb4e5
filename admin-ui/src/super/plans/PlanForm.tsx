import { MODULES } from '@shared/access';
import {
  CheckboxGroupInput,
  minValue,
  NumberInput,
  required,
  SimpleForm,
  TextInput,
} from 'react-admin';

const MODULE_CHOICES = MODULES.map((module) => ({ id: module, name: `app.modules.${module}` }));

export function PlanForm() {
  return (
    <SimpleForm defaultValues={{ modules: ['Company'] }} sx={{ maxWidth: 720 }}>
      <TextInput source="name" validate={required()} />
      <CheckboxGroupInput source="modules" choices={MODULE_CHOICES} validate={required()} />
      <NumberInput source="employeeLimit" min={1} step={1} validate={[required(), minValue(1)]} />
    </SimpleForm>
  );
}
