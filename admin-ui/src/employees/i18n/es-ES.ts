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
    preferredChannel: 'Canal preferido',
    organizationId: 'Organización',
    departmentId: 'Departamento',
    isActive: 'Activo',
    languageId: 'Idioma',
    search: 'Buscar',
  },
  none: 'Ninguno',
  channels: {
    automatic: 'Automático (correo; sin correo, SMS)',
    email: 'Correo',
    sms: 'SMS',
    whatsapp: 'WhatsApp',
  },
  sections: {
    person: 'Datos personales',
    identifiers: 'Registro',
    work: 'Trabajo',
    access: 'Acceso',
  },
  help: {
    preferredChannel: 'Por dónde llegan las invitaciones y los recordatorios de las encuestas.',
    rg: 'Solo números.',
    isActive: 'Las personas inactivas no acceden a la plataforma ni reciben encuestas.',
  },
  placeholders: { date: 'dd/mm/aaaa' },
  actions: {
    import: 'Importar hoja de cálculo',
    export_xlsx: 'Exportar XLSX',
    export_csv: 'Exportar CSV',
    deactivate: 'Desactivar',
  },
  messages: {
    channel_without_contact:
      'Este canal necesita un contacto: correo para correo, móvil para SMS y WhatsApp.',
    identifier_required:
      'Complete al menos un campo de registro (correo electrónico, celular o CPF)',
    invalid_phone: 'Celular no válido. Use el formato +55 99 99999-9999.',
    invalid_date: 'Fecha no válida. Use el formato dd/mm/aaaa.',
    invalid_rg: 'RG no válido. Use solo números.',
    load_failed: 'No se pudieron cargar los empleados',
    deactivate_title:
      '¿Desactivar %{smart_count} persona? |||| ¿Desactivar %{smart_count} personas?',
    deactivate_content:
      'Dejan de acceder a la plataforma y de recibir encuestas; su historial se conserva. Puede reactivarlas después.',
    deactivated: '%{smart_count} persona desactivada |||| %{smart_count} personas desactivadas',
  },
};
