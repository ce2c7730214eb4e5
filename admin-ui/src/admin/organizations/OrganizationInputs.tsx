import { required, SelectInput, TextInput } from 'react-admin';
import { useOrganizationTypes } from '../../common/useReferenceData';

export function OrganizationInputs() {
  const types = useOrganizationTypes();
  return (
    <>
      <TextInput source="name" validate={required()} />
      <SelectInput
        source="encryptedOrganizationTypeId"
        choices={types.data ?? []}
        isPending={types.isPending}
      />
    </>
  );
}
