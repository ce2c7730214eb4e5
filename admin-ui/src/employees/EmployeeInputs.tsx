import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  BooleanInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useChoicesContext,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { LoadError } from '../common/LoadError';
import { LANGUAGES } from '@shared/languages';
import { maskCpf, maskDate, MASKS } from '../common/masks';
import { PhoneInput } from '../common/PhoneInput';
import { useCheckWhenLeft } from '../common/useCheckWhenLeft';

const asText = (mask: (value: string) => string) => (value: unknown) =>
  mask(typeof value === 'string' ? value : '');

/** A select of a reference list, or the spec's "Failed to load ..." when it cannot be read. */
function ChoicesOr({ label, failed }: { label: string; failed: string }) {
  const { error } = useChoicesContext();
  if (error) return <LoadError message={failed} />;
  return <SelectInput optionText="name" label={label} emptyText="resources.employee.none" />;
}

/** How invitations reach a person; empty means the first they have (e-mail, then SMS). */
const CHANNEL_CHOICES = (['email', 'sms', 'whatsapp'] as const).map((channel) => ({
  id: channel,
  name: `resources.employee.channels.${channel}`,
}));

/** `alwaysOn` is read by the list's filter bar from the element, not by the input. */
type FilterProps = { alwaysOn?: boolean };

export function OrganizationInput({
  source = 'organizationId',
}: { source?: string } & FilterProps) {
  return (
    <ReferenceInput source={source} reference="organization" perPage={100} sort={SORT}>
      <ChoicesOr
        label={`resources.employee.fields.${source}`}
        failed="resources.organization.messages.load_failed"
      />
    </ReferenceInput>
  );
}

/** The departments of the chosen organization, or all of them when none is chosen. */
export function DepartmentInput({
  source = 'departmentId',
  organizationId,
}: {
  source?: string;
  organizationId?: string | null;
} & FilterProps) {
  return (
    <ReferenceInput
      source={source}
      reference="department"
      perPage={100}
      sort={SORT}
      filter={organizationId ? { organizationId } : {}}
    >
      <ChoicesOr
        label={`resources.employee.fields.${source}`}
        failed="resources.department.messages.load_failed"
      />
    </ReferenceInput>
  );
}

const SORT = { field: 'name', order: 'ASC' } as const;

function Section({ title, help, children }: { title: string; help?: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, width: '100%' }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate(title)}
      </Typography>
      {help && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(help)}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          '& .MuiFormControl-root': { width: '100%' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** The employee's form: identifiers with the spec's masks, work data, and (when editing) state. */
export function EmployeeInputs({ editing = false }: { editing?: boolean }) {
  const translate = useTranslate();
  const checkCpf = useCheckWhenLeft('cpf');
  const organizationId = useWatch({ name: 'organizationId' }) as string | null | undefined;
  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%', maxWidth: 880 }}>
      <Section title="resources.employee.sections.person">
        <TextInput source="name" autoComplete="off" />
        <TextInput
          source="rg"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          helperText="resources.employee.help.rg"
        />
        <TextInput
          source="birthDate"
          format={asText(maskDate)}
          parse={maskDate}
          placeholder={translate('resources.employee.placeholders.date')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: MASKS.date.length } }}
        />
      </Section>
      <Section
        title="resources.employee.sections.identifiers"
        help="resources.employee.messages.identifier_required"
      >
        <TextInput source="email" type="email" autoComplete="off" />
        <PhoneInput source="cellPhone" />
        <TextInput
          source="cpf"
          onBlur={checkCpf}
          format={asText(maskCpf)}
          parse={maskCpf}
          placeholder={MASKS.cpf}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: MASKS.cpf.length } }}
        />
        <SelectInput
          source="preferredChannel"
          choices={CHANNEL_CHOICES}
          emptyText="resources.employee.channels.automatic"
          helperText="resources.employee.help.preferredChannel"
        />
      </Section>
      <Section title="resources.employee.sections.work">
        <TextInput source="jobTitle" />
        <TextInput
          source="admissionDate"
          format={asText(maskDate)}
          parse={maskDate}
          placeholder={translate('resources.employee.placeholders.date')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: MASKS.date.length } }}
        />
        <OrganizationInput />
        <DepartmentInput organizationId={organizationId} />
      </Section>
      {editing && (
        <Section title="resources.employee.sections.access">
          <SelectInput
            source="languageId"
            choices={LANGUAGES.map(({ id, name }) => ({ id, name }))}
            translateChoice={false}
          />
          <BooleanInput source="isActive" helperText="resources.employee.help.isActive" />
        </Section>
      )}
    </Box>
  );
}
