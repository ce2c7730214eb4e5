import { Create } from 'react-admin';
import { PlanForm } from './PlanForm';

export default function PlanCreate() {
  return (
    <Create redirect="list">
      <PlanForm />
    </Create>
  );
}
