import { Edit } from 'react-admin';
import { CompanyForm } from './CompanyForm';
import { useCompanySaveFailure } from './CompanySaveFeedback';

export default function CompanyEdit() {
  const failed = useCompanySaveFailure();
  return (
    <Edit mutationMode="pessimistic" redirect="show" mutationOptions={{ onError: failed }}>
      <CompanyForm />
    </Edit>
  );
}
