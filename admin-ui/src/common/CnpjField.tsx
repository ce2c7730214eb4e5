import { cnpjProblem } from '@shared/documents';
import { MaskedField } from './MaskedField';

/** Spec §9 display mask 99.999.999/9999-99 (alphanumeric CNPJs keep the same shape). */
export function formatCnpj(value: string | null | undefined): string {
  const compact = (value ?? '').replace(/[.\-/\s]/g, '').toUpperCase();
  return /^[0-9A-Z]{12}\d{2}$/.test(compact)
    ? compact.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, '$1.$2.$3/$4-$5')
    : (value ?? '');
}

/** A react-admin validator: what is wrong with the CNPJ, as the API would say it. */
export const validCnpj = (value: unknown) => {
  const problem = typeof value === 'string' && value.trim() ? cnpjProblem(value) : null;
  return problem ? `app.validation.${problem}` : undefined;
};

// `label` is read by the show layout.
export function CnpjField({ source = 'cnpj' }: { source?: string; label?: string }) {
  return <MaskedField source={source} mask={formatCnpj} emptyText="" />;
}
