import { Box, Stack, Typography } from '@mui/material';
import {
  BooleanInput,
  DateInput,
  email,
  Form,
  ReferenceInput,
  required,
  SelectInput,
  TextInput,
  Toolbar,
  useTranslate,
} from 'react-admin';
import { AddressInputs } from '../../common/AddressInputs';
import { formatCnpj, validCnpj } from '../../common/CnpjField';
import { LogoInput } from '../../common/LogoInput';
import { useCheckWhenLeft } from '../../common/useCheckWhenLeft';
import { useCompanyTypes } from '../../common/useReferenceData';
import { CompanySaveFeedback } from './CompanySaveFeedback';

const Section = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
      {translate(title)}
    </Typography>
  );
};

const twoColumns = {
  display: 'grid',
  gap: 2,
  width: '100%',
  gridTemplateColumns: { sm: '1fr 1fr' },
};

/** The company's own data, shared by the owner's forms and the administrator's "about" page. */
export function CompanyDataInputs() {
  const companyTypes = useCompanyTypes();
  const checkCnpj = useCheckWhenLeft('cnpj');
  return (
    <>
      <Box sx={twoColumns}>
        <TextInput source="companyName" validate={required()} />
        <TextInput
          source="cnpj"
          validate={[required(), validCnpj]}
          onBlur={checkCnpj}
          format={formatCnpj}
          slotProps={{ htmlInput: { maxLength: 18 } }}
        />
      </Box>
      <Box sx={twoColumns}>
        <SelectInput
          source="encryptedCompanyTypeId"
          choices={companyTypes.data ?? []}
          isPending={companyTypes.isPending}
          validate={required()}
        />
        <BooleanInput source="has2faAuthentication" />
      </Box>
      <Section title="app.company.address" />
      <AddressInputs />
      <LogoInput />
    </>
  );
}

/**
 * The owner's company form: the data, the plan, and on create the first administrator. Laid out
 * as react-admin's SimpleForm, whose layout would pass `disableInvalidFormNotification` on to
 * the page.
 */
export function CompanyForm({ isCreate = false }: { isCreate?: boolean }) {
  return (
    <Form
      defaultValues={isCreate ? { has2faAuthentication: true, isActive: true } : undefined}
      disableInvalidFormNotification
    >
      <CompanySaveFeedback />
      <Stack sx={{ alignItems: 'flex-start', maxWidth: 880, p: 2 }}>
        <Section title="app.company.data" />
        <CompanyDataInputs />
        <Section title="app.company.subscription" />
        <Box sx={twoColumns}>
          <ReferenceInput
            source="planId"
            reference="plan"
            perPage={100}
            sort={{ field: 'name', order: 'ASC' }}
          >
            <SelectInput optionText="name" validate={required()} />
          </ReferenceInput>
          <DateInput source="subscriptionEndDate" validate={required()} />
        </Box>
        <BooleanInput source="isActive" />
        {isCreate && (
          <>
            <Section title="app.company.firstAdmin" />
            <Box sx={twoColumns}>
              <TextInput source="adminName" validate={required()} />
              <TextInput source="adminEmail" type="email" validate={[required(), email()]} />
            </Box>
          </>
        )}
      </Stack>
      <Toolbar />
    </Form>
  );
}
