import { TextInput } from 'react-admin';
import { maskPhone, MASKS } from './masks';

/** A phone as the spec writes it (+55 99 99999-9999), punctuated while it is typed. */
export function PhoneInput({ source }: { source: string }) {
  return (
    <TextInput
      source={source}
      type="tel"
      format={(value: unknown) => maskPhone(typeof value === 'string' ? value : '')}
      parse={maskPhone}
      placeholder={MASKS.phone}
      slotProps={{ htmlInput: { maxLength: MASKS.phone.length } }}
    />
  );
}
