import { Create } from 'react-admin';
import { CompanyForm } from './CompanyForm';
import { useCompanySaveFailure } from './CompanySaveFeedback';

export default function CompanyCreate() {
  const failed = useCompanySaveFailure();
  return (
    <Create redirect="show" mutationOptions={{ onError: failed }}>
      <CompanyForm isCreate />
    </Create>
  );
}
