import { useFormContext } from 'react-hook-form';

/**
 * Checks a filled field when it is left (a CPF, a CNPJ), in forms that otherwise check at the
 * save: a typing slip shows while the person is still there. An empty field waits for the save.
 */
export function useCheckWhenLeft(source: string) {
  const { getValues, trigger } = useFormContext();
  return () => {
    if (getValues(source)) void trigger(source);
  };
}
