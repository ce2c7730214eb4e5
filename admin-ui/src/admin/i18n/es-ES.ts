import type { SameKeys } from '../../i18n/ra/types';
import type { adminPtBR } from './pt-BR';

export const adminEsES: SameKeys<typeof adminPtBR> = {
  organization: {
    name: 'Organización |||| Organizaciones',
    empty: 'Todavía no hay organizaciones.',
    invite: '¿Quiere añadir una?',
    fields: {
      name: 'Nombre',
      encryptedOrganizationTypeId: 'Tipo de organización',
      organizationTypeName: 'Tipo',
      departmentCount: 'Departamentos',
      search: 'Buscar',
    },
    messages: { load_failed: 'No se pudo cargar la organización' },
  },
  department: {
    name: 'Departamento |||| Departamentos',
    empty: 'Todavía no hay departamentos.',
    invite: '¿Quiere añadir uno?',
    fields: {
      name: 'Nombre',
      encryptedOrganizationId: 'Organización',
      organizationId: 'Organización',
      organizationName: 'Organización',
      search: 'Buscar',
    },
    messages: { load_failed: 'No se pudieron cargar los departamentos' },
  },
  contact: {
    name: 'Contacto |||| Contactos',
    empty: 'Todavía no hay contactos.',
    invite: '¿Quiere añadir uno?',
    fields: {
      name: 'Nombre',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      position: 'Cargo',
      search: 'Buscar',
    },
    messages: { load_failed: 'No se pudieron cargar los contactos' },
  },
  'admin-user': {
    name: 'Administrador |||| Administradores',
    empty: 'Todavía no hay administradores.',
    invite: '¿Quiere añadir uno?',
    fields: {
      name: 'Nombre',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      isActive: 'Activo',
      isFirstAccess: 'Pendiente del primer acceso',
      lastLoginAt: 'Último acceso',
      search: 'Buscar',
    },
    actions: {
      invite: 'Invitar administrador',
      deactivate: 'Desactivar',
      resend: 'Reenviar invitación',
    },
    messages: {
      invite_help:
        'La persona recibe un correo para su primer acceso, en el que crea su contraseña.',
      deactivate_title: '¿Desactivar a %{name}?',
      deactivate_content: 'Dejará de acceder al panel. Puede reactivarla más adelante.',
      deactivated: 'Administrador desactivado',
      invitation_resent: 'Invitación reenviada',
    },
  },
};
