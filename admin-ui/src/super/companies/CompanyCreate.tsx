import { Create } from 'react-admin';
import { CompanyForm } from './CompanyForm';

export default function CompanyCreate() {
  return (
    <Create redirect="show">
      <CompanyForm isCreate />
    </Create>
  );
}
