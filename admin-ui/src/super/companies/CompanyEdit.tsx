import { Edit } from 'react-admin';
import { CompanyForm } from './CompanyForm';

export default function CompanyEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <CompanyForm />
    </Edit>
  );
}
