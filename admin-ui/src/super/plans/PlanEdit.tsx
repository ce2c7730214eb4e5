import { Edit } from 'react-admin';
import { PlanForm } from './PlanForm';

export default function PlanEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <PlanForm />
    </Edit>
  );
}
