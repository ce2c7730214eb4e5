import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';
import { AutocompleteInput, SelectInput, TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { maskZipCode } from './masks';
import { useCities, useStates } from './useReferenceData';

const row = { display: 'grid', gap: 2, width: '100%' } as const;

/** Zip code, street, number, complement, neighbourhood, then state and city (city by state). */
export function AddressInputs() {
  const states = useStates();
  const stateId = useWatch({ name: 'encryptedStateId' }) as string | undefined;
  const cities = useCities(stateId);
  const { setValue } = useFormContext();
  const previousState = useRef(stateId);

  // A city belongs to one state: choosing another state clears it.
  useEffect(() => {
    if (previousState.current && previousState.current !== stateId) {
      setValue('encryptedCityId', null, { shouldDirty: true });
    }
    previousState.current = stateId;
  }, [stateId, setValue]);

  return (
    <>
      <Box sx={{ ...row, gridTemplateColumns: { sm: '1fr 2fr 1fr' } }}>
        <TextInput
          source="zipCode"
          format={maskZipCode}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
        />
        <TextInput source="street" />
        <TextInput source="number" />
      </Box>
      <Box sx={{ ...row, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <TextInput source="complement" />
        <TextInput source="neighborhood" />
      </Box>
      <Box sx={{ ...row, gridTemplateColumns: { sm: '1fr 2fr' } }}>
        <SelectInput
          source="encryptedStateId"
          choices={states.data ?? []}
          optionText={(state: { code: string; name: string }) => `${state.name} (${state.code})`}
          isPending={states.isPending}
        />
        <AutocompleteInput
          source="encryptedCityId"
          choices={cities.data ?? []}
          disabled={!stateId}
          isPending={!!stateId && cities.isPending}
        />
      </Box>
    </>
  );
}
