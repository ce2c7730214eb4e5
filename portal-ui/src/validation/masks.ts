/**
 * Mask definitions for react-imask (spec §5/§9). `0` is a digit; `X` a CNPJ position that may
 * also hold a letter since the alphanumeric CNPJ, typed in either case and stored upper-case.
 */
export const PHONE_MASK = { mask: '+{55} 00 00000-0000' } as const;

export const CNPJ_MASK = {
  mask: 'XX.XXX.XXX/XXXX-00',
  definitions: { X: /[0-9A-Za-z]/ },
  prepareChar: (char: string) => char.toUpperCase(),
} as const;
