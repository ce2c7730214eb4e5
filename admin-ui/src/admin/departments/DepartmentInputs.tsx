import {
  ReferenceInput,
  required,
  SelectInput,
  TextInput,
  useChoicesContext,
  type Validator,
} from 'react-admin';
import { LoadError } from '../../common/LoadError';

/** The organizations as choices, or the spec's message when they cannot be read (§8). */
function OrganizationChoices({ validate }: { validate?: Validator }) {
  const { error } = useChoicesContext();
  if (error) return <LoadError message="resources.organization.messages.load_failed" />;
  return (
    <SelectInput
      optionText="name"
      label="resources.department.fields.encryptedOrganizationId"
      validate={validate}
    />
  );
}

export function OrganizationSelect({
  source,
  validate = true,
}: {
  source: string;
  alwaysOn?: boolean;
  validate?: boolean;
}) {
  return (
    <ReferenceInput
      source={source}
      reference="organization"
      perPage={100}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <OrganizationChoices validate={validate ? required() : undefined} />
    </ReferenceInput>
  );
}

export function DepartmentInputs() {
  return (
    <>
      <TextInput source="name" validate={required()} />
      <OrganizationSelect source="encryptedOrganizationId" validate={false} />
    </>
  );
}
