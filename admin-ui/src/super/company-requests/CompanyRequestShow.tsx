import { Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { CnpjField } from '../../common/CnpjField';
import { MaskedField } from '../../common/MaskedField';
import { maskPhone } from '../../common/masks';
import { LocaleDateField } from '../../common/LocaleDateField';
import { RequestDecisionButtons } from './RequestDecisionButtons';
import { RequestStatusField } from './RequestStatusField';

const Actions = () => (
  <TopToolbar>
    <RequestDecisionButtons />
  </TopToolbar>
);

export default function CompanyRequestShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="companyName" />
        <CnpjField label="resources.company-request.fields.cnpj" />
        <TextField source="contactName" />
        <TextField source="contactEmail" />
        <MaskedField
          source="contactPhone"
          mask={maskPhone}
          label="resources.company-request.fields.contactPhone"
        />
        <RequestStatusField label="resources.company-request.fields.status" />
        <LocaleDateField source="createdAt" />
        <LocaleDateField source="decidedAt" />
        <TextField source="rejectionReason" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
