import {
  BooleanField,
  DeleteButton,
  EditButton,
  ImageField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { CnpjField } from '../../common/CnpjField';
import { LocaleDateField } from '../../common/LocaleDateField';
import { CompanyStatusField } from './CompanyStatusField';
import { ImpersonateButton } from './ImpersonateButton';

const Actions = () => (
  <TopToolbar>
    <ImpersonateButton />
    <EditButton />
    <DeleteButton mutationMode="pessimistic" />
  </TopToolbar>
);

export default function CompanyShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <ImageField source="logoUrl" emptyText="—" />
        <TextField source="companyName" />
        <CnpjField label="resources.company.fields.cnpj" />
        <CompanyStatusField label="resources.company.fields.status" />
        <TextField source="planName" emptyText="—" />
        <LocaleDateField source="subscriptionEndDate" />
        <BooleanField source="has2faAuthentication" />
        <TextField source="zipCode" emptyText="—" />
        <TextField source="street" emptyText="—" />
        <TextField source="number" emptyText="—" />
        <TextField source="complement" emptyText="—" />
        <TextField source="neighborhood" emptyText="—" />
        <LocaleDateField source="createdAt" />
      </SimpleShowLayout>
    </Show>
  );
}
