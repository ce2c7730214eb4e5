import type { SameKeys } from '../../i18n/ra/types';
import type { employeePtBR } from './pt-BR';

export const employeeEsES: SameKeys<typeof employeePtBR> = {
  name: 'Empleado |||| Empleados',
  empty: 'Todavía no hay empleados.',
  invite: '¿Quiere añadir uno?',
  fields: {
    name: 'Nombre completo',
    email: 'Correo electrónico',
    cellPhone: 'Celular',
    cpf: 'CPF',
    rg: 'RG',
    birthDate: 'Fecha de nacimiento',
    admissionDate: 'Fecha de admisión',
    jobTitle: 'Puesto',
    organization: 'Organización',
    department: 'Departamento',
    organizationId: 'Organización',
    departmentId: 'Departamento',
    isActive: 'Activo',
    languageId: 'Idioma',
    search: 'Buscar',
  },
  none: 'Ninguno',
  sections: {
    person: 'Datos personales',
    identifiers: 'Registro',
    work: 'Trabajo',
    access: 'Acceso',
  },
  help: {
    rg: 'Solo números.',
    isActive: 'Las personas inactivas no acceden a la plataforma ni reciben encuestas.',
  },
  placeholders: { date: 'dd/mm/aaaa' },
  actions: { import: 'Importar hoja de cálculo' },
  messages: {
    identifier_required:
      'Complete al menos un campo de registro (correo electrónico, celular o CPF)',
    invalid_cpf: 'CPF no válido.',
    invalid_phone: 'Celular no válido. Use el formato +55 99 99999-9999.',
    invalid_date: 'Fecha no válida. Use el formato dd/mm/aaaa.',
    invalid_rg: 'RG no válido. Use solo números.',
    load_failed: 'No se pudieron cargar los empleados',
  },
};
