import { Typography } from '@mui/material';
import {
  BooleanField,
  DeleteButton,
  EditButton,
  ImageField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { CnpjField } from '../../common/CnpjField';
import { MaskedField } from '../../common/MaskedField';
import { maskZipCode } from '../../common/masks';
import { LocaleDateField } from '../../common/LocaleDateField';
import { useCities, useCompanyTypes, useStates } from '../../common/useReferenceData';
import type { NamedItem } from '../../providers/dashboard.api';
import { CompanyStatusField } from './CompanyStatusField';
import { EraseCompanyButton } from './EraseCompanyButton';
import { ImpersonateButton } from './ImpersonateButton';

const Actions = () => (
  <TopToolbar>
    <ImpersonateButton />
    <EditButton />
    <DeleteButton mutationMode="pessimistic" />
    <EraseCompanyButton />
  </TopToolbar>
);

interface CompanyReferences {
  encryptedCompanyTypeId?: string | null;
  encryptedStateId?: string | null;
  encryptedCityId?: string | null;
}

/** The name of the option the record points at, from a reference list the API keeps. */
function OptionName({ id, options }: { id?: string | null; options?: NamedItem[] }) {
  const name = id ? options?.find((option) => option.id === id)?.name : undefined;
  return <Typography variant="body2">{name ?? '—'}</Typography>;
}

/** `source` names the label (SimpleShowLayout reads it); the value is looked up by id. */
function CompanyTypeField(_props: { source: string }) {
  const record = useRecordContext<CompanyReferences & { id: string }>();
  const types = useCompanyTypes();
  return <OptionName id={record?.encryptedCompanyTypeId} options={types.data} />;
}

function StateField(_props: { source: string }) {
  const record = useRecordContext<CompanyReferences & { id: string }>();
  const states = useStates();
  const named = states.data?.map(({ id, name, code }) => ({ id, name: `${name} (${code})` }));
  return <OptionName id={record?.encryptedStateId} options={named} />;
}

function CityField(_props: { source: string }) {
  const record = useRecordContext<CompanyReferences & { id: string }>();
  const cities = useCities(record?.encryptedStateId);
  return <OptionName id={record?.encryptedCityId} options={cities.data} />;
}

export default function CompanyShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <ImageField source="logoUrl" emptyText="—" />
        <TextField source="companyName" />
        <CnpjField label="resources.company.fields.cnpj" />
        <CompanyTypeField source="encryptedCompanyTypeId" />
        <CompanyStatusField label="resources.company.fields.status" />
        <TextField source="planName" emptyText="—" />
        <LocaleDateField source="subscriptionEndDate" />
        <BooleanField source="has2faAuthentication" />
        <MaskedField source="zipCode" mask={maskZipCode} label="resources.company.fields.zipCode" />
        <TextField source="street" emptyText="—" />
        <TextField source="number" emptyText="—" />
        <TextField source="complement" emptyText="—" />
        <TextField source="neighborhood" emptyText="—" />
        <StateField source="encryptedStateId" />
        <CityField source="encryptedCityId" />
        <LocaleDateField source="createdAt" />
      </SimpleShowLayout>
    </Show>
  );
}
