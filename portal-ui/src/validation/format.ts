/** A stored E.164 Brazilian number in the spec's display form, +55 99 99999-9999. */
export function formatPhone(e164: string): string {
  return e164.replace(/^\+55(\d{2})(\d{4,5})(\d{4})$/, '+55 $1 $2-$3');
}
