import { ValidationFailedException } from '../common/http/app-exceptions';
import { MessageKey } from '../common/i18n/messages.pt-BR';
import {
  EMPLOYEE_FIELDS,
  EmployeeField,
  IDENTIFIER_FIELDS,
} from '../employee/employee-field.model';

export type ColumnMapping = Record<string, EmployeeField>;

/** Header text compared without case, accents, punctuation or spacing. */
export function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Header names seen in pt-BR, en-US and es-ES spreadsheets, by field. */
const SYNONYMS: Record<EmployeeField, string[]> = {
  name: [
    'nome',
    'nome completo',
    'nome do colaborador',
    'nome do funcionario',
    'colaborador',
    'funcionario',
    'name',
    'full name',
    'employee name',
    'employee',
    'nombre',
    'nombre completo',
    'empleado',
  ],
  email: [
    'email',
    'e mail',
    'email corporativo',
    'e mail corporativo',
    'correio eletronico',
    'email address',
    'work email',
    'correo',
    'correo electronico',
  ],
  cellPhone: [
    'celular',
    'telefone',
    'telefone celular',
    'fone',
    'whatsapp',
    'cell phone',
    'cellphone',
    'mobile',
    'mobile phone',
    'phone',
    'phone number',
    'telefono',
    'telefono movil',
    'movil',
  ],
  cpf: ['cpf', 'numero do cpf', 'cpf do colaborador', 'tax id'],
  rg: ['rg', 'registro geral', 'identidade', 'carteira de identidade', 'id number', 'dni'],
  birthDate: [
    'data de nascimento',
    'nascimento',
    'data nascimento',
    'dt nascimento',
    'birth date',
    'birthdate',
    'date of birth',
    'birthday',
    'fecha de nacimiento',
    'nacimiento',
  ],
  admissionDate: [
    'data de admissao',
    'admissao',
    'data admissao',
    'dt admissao',
    'data de contratacao',
    'admission date',
    'hire date',
    'hiring date',
    'start date',
    'fecha de admision',
    'fecha de ingreso',
    'fecha de contratacion',
  ],
  jobTitle: [
    'cargo',
    'funcao',
    'job title',
    'title',
    'position',
    'role',
    'puesto',
    'puesto de trabajo',
  ],
  organization: [
    'organizacao',
    'unidade',
    'filial',
    'empresa',
    'organization',
    'organisation',
    'unit',
    'business unit',
    'branch',
    'organizacion',
    'unidad',
    'sucursal',
  ],
  department: [
    'departamento',
    'area',
    'setor',
    'department',
    'dept',
    'team',
    'departamento area',
    'sector',
    'equipo',
  ],
  preferredChannel: [
    'canal',
    'canal preferido',
    'canal de contato',
    'canal de convite',
    'preferred channel',
    'channel',
    'contact channel',
    'canal de contacto',
  ],
};

const FIELD_BY_HEADER = new Map<string, EmployeeField>(
  EMPLOYEE_FIELDS.flatMap((field) => SYNONYMS[field].map((name) => [name, field] as const)),
);

/** A field for each header whose name is known; each field is given to one column at most. */
export function suggestMapping(headers: string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  const taken = new Set<EmployeeField>();
  for (const header of headers) {
    const field = FIELD_BY_HEADER.get(headerKey(header));
    if (field && !taken.has(field)) {
      mapping[header] = field;
      taken.add(field);
    }
  }
  return mapping;
}

/** Identical header lists (as compared by headerKey, in order) share a saved mapping. */
export function headersKey(headers: string[]): string {
  return headers.map(headerKey).join('|');
}

/** The association as stored: known headers only, each field once, a name and an identifier. */
export function checkMapping(
  headers: string[],
  requested: Record<string, string | null>,
): ColumnMapping {
  const mapping: ColumnMapping = {};
  const errors: Record<string, Array<{ key: MessageKey; params?: Record<string, string> }>> = {};
  const used = new Set<string>();
  for (const [header, field] of Object.entries(requested)) {
    if (field === null || field === '') continue;
    const path = `mapping.${header}`;
    if (!headers.includes(header)) (errors[path] ??= []).push({ key: 'import.unknownHeader' });
    else if (!(EMPLOYEE_FIELDS as readonly string[]).includes(field))
      (errors[path] ??= []).push({
        key: 'validation.oneOf',
        params: { values: EMPLOYEE_FIELDS.join(', ') },
      });
    else if (used.has(field))
      (errors[path] ??= []).push({ key: 'import.fieldTwice', params: { field } });
    else {
      used.add(field);
      mapping[header] = field as EmployeeField;
    }
  }
  if (!Object.keys(errors).length) {
    if (!used.has('name')) errors.mapping = [{ key: 'import.nameColumn' }];
    else if (!IDENTIFIER_FIELDS.some((field) => used.has(field)))
      errors.mapping = [{ key: 'import.identifierColumn' }];
  }
  if (Object.keys(errors).length) throw new ValidationFailedException(errors);
  return mapping;
}
