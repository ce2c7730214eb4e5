import { raEsES } from '../../i18n/ra/ra.es-ES';
import type { SameKeys } from '../../i18n/ra/types';
import type { Catalogue } from './pt-BR';
import { libraryEsES } from '../../library/i18n/es-ES';
import { questionnaireEsES } from '../../questionnaires/i18n/es-ES';
import { surveyEsES } from '../../surveys/i18n/es-ES';
import { employeeEsES } from '../../employees/i18n/es-ES';
import { privacyRequestEsES } from '../../privacy-requests/i18n/es-ES';
import { importEsES } from '../../imports/i18n/es-ES';
import { reportEsES } from '../../reports/i18n/es-ES';
import { ssoEsES } from '../../sso/i18n/es-ES';
import { auditEsES } from '../../audit/i18n/es-ES';
import { retentionEsES } from '../../retention/i18n/es-ES';
import { comparisonsEsES } from '../../reports/comparisons/i18n/es-ES';
import { trendEsES } from '../../reports/trend/i18n/es-ES';
import { homeEsES } from '../../admin/home/i18n/es-ES';

export const esES: SameKeys<Catalogue> = {
  ra: raEsES,
  app: {
    validation: {
      cpfShape: 'El CPF tiene 11 dígitos.',
      cpfDigits: 'Los dígitos de control del CPF no coinciden: compruebe que se escribió bien.',
      cnpjShape: 'El CNPJ tiene 14 caracteres: 12 letras o números y 2 dígitos al final.',
      cnpjDigits: 'Los dígitos de control del CNPJ no coinciden: compruebe que se escribió bien.',
    },
    table: { actions: 'Acciones' },
    errors: { unexpected: 'Ocurrió un error inesperado. Inténtelo de nuevo más tarde.' },
    modules: {
      Company: 'Empresa',
      Employee: 'Empleados',
      Survey: 'Encuestas',
      AdminUser: 'Administradores',
      Chart: 'Informes',
      Document: 'Documentos',
    },
    company: {
      data: 'Datos de la empresa',
      address: 'Dirección',
      subscription: 'Suscripción',
      firstAdmin: 'Primer administrador',
    },
    logo: {
      current: 'Logotipo actual',
      alt: 'Logotipo de la empresa',
      help: 'PNG o JPG de hasta 2 MB.',
      rejected: 'El logotipo debe ser una imagen PNG o JPG de 2 MB como máximo.',
    },
    security: {
      menu: 'Seguridad de acceso',
      title: 'Seguridad de acceso',
      app_title: 'Aplicación de autenticación',
      app_on:
        'El acceso pide un código de tu aplicación de autenticación en lugar de un código por correo.',
      app_off:
        'Añade una aplicación de autenticación (Google Authenticator, Microsoft Authenticator, 1Password…): el acceso pedirá su código en lugar de uno enviado por correo.',
      set_up: 'Configurar aplicación de autenticación',
      replace: 'Cambiar de aplicación',
      qr_alt: 'Código QR para añadir Diversitera a tu aplicación de autenticación',
      manual: '¿No puedes escanear? Escribe esta clave en la aplicación:',
      code: 'Código de la nueva aplicación',
      current_code: 'Código de la aplicación actual o de recuperación',
      confirm: 'Confirmar',
      enrolled: 'Configurada el %{date}.',
      codes_left:
        'Queda %{smart_count} código de recuperación. |||| Quedan %{smart_count} códigos de recuperación.',
      codes_title: 'Tus códigos de recuperación',
      codes_text:
        'Cada código te permite entrar una vez si pierdes el teléfono. Guárdalos en un lugar seguro: no se volverán a mostrar.',
      codes_saved: 'Ya los guardé',
      remove_title: 'Eliminar la aplicación de autenticación',
      remove: 'Eliminar',
      removed: 'Aplicación de autenticación eliminada',
      policy_title: 'Regla',
      policy_company:
        'Exigir aplicación de autenticación a todos los administradores de la empresa',
      policy_owner: 'Exigir aplicación de autenticación al dueño de la plataforma',
      policy_saved: 'Regla guardada',
    },
    impersonation: {
      banner: 'Está accediendo como %{companyName}',
      back: 'Volver al panel de la plataforma',
    },
    subscription: {
      expired:
        'La suscripción de la empresa venció el %{date}. No se pueden enviar encuestas hasta que se renueve.',
    },
    about: {
      menu: 'Sobre la empresa',
      title: 'Sobre la empresa',
      saved: 'Datos de la empresa guardados',
      plan: 'Plan %{plan}, suscripción hasta el %{date}',
      plan_only: 'Plan %{plan}',
      load_failed: 'No se pudieron cargar los datos de la empresa.',
    },
    setup: {
      menu: 'Configuración inicial',
      title: 'Configuración inicial',
      complete: 'Configuración terminada. Puede revisar cualquier paso.',
      load_failed: 'No se pudo cargar la configuración.',
      back: 'Atrás',
      next: 'Paso siguiente',
      finish: 'Terminar la configuración',
      saved: 'Configuración terminada',
      add: 'Añadir',
      none_yet: 'Todavía no hay ninguno.',
      goals_help: 'Qué quiere lograr la empresa con sus encuestas de diversidad.',
      steps: {
        about: 'Sobre la empresa',
        organizations: 'Organizaciones',
        departments: 'Departamentos',
        contacts: 'Contactos',
        setup: 'Preguntas iniciales',
      },
      help: {
        organization: 'Añada al menos una organización (unidad, sucursal o empresa del grupo).',
        department: 'Añada al menos un departamento y la organización a la que pertenece.',
        contact: 'Añada al menos una persona de contacto para la plataforma.',
      },
      fields: {
        sector: 'Sector de actividad',
        employeeCountRange: 'Número de empleados',
        hasDiversityCommittee: 'La empresa tiene un comité de diversidad',
        goals: 'Objetivos',
      },
    },
    home: {
      welcome: '¡Hola, %{name}!',
      progress: '%{done} de %{total} pasos de la configuración terminados',
      done: 'Terminado',
      todo: 'Pendiente',
      continue_setup: 'Continuar la configuración',
      flags: {
        isAboutComplete: 'Datos de la empresa',
        isEmployeesComplete: 'Empleados',
        isEvaluationComplete: 'Evaluación',
        isSetupComplete: 'Configuración inicial',
      },
    },
  },
  library: libraryEsES.library,
  resources: {
    ...libraryEsES.resources,
    questionnaire: questionnaireEsES,
    survey: surveyEsES,
    company: {
      name: 'Empresa |||| Empresas',
      empty: 'Todavía no hay empresas.',
      invite: '¿Quiere añadir una?',
      fields: {
        companyName: 'Razón social',
        cnpj: 'CNPJ',
        planName: 'Plan',
        planId: 'Plan',
        plan: 'Plan',
        subscriptionEndDate: 'Fin de la suscripción',
        status: 'Estado',
        isActive: 'Activa',
        createdAt: 'Creada el',
        encryptedCompanyTypeId: 'Tipo de empresa',
        has2faAuthentication: 'Exigir autenticación en dos pasos',
        zipCode: 'Código postal',
        street: 'Calle',
        number: 'Número',
        complement: 'Complemento',
        neighborhood: 'Barrio',
        encryptedStateId: 'Estado',
        encryptedCityId: 'Ciudad',
        logo: 'Logotipo',
        logoUrl: 'Logotipo',
        adminName: 'Nombre del administrador',
        adminEmail: 'Correo del administrador',
        search: 'Buscar',
      },
      status: { active: 'Activa', inactive: 'Inactiva', expired: 'Suscripción vencida' },
      actions: { impersonate: 'Acceder como la empresa' },
      erasure: {
        erase: 'Borrar los datos de la empresa',
        erase_title: '¿Borrar todos los datos de %{name}?',
        erase_content:
          'Todos los registros y archivos de la empresa se borrarán definitivamente tras el período de gracia; hasta entonces se puede cancelar. Solo queda el registro de que la empresa fue borrada.',
        scheduled: 'Los datos de la empresa se borrarán el %{date}',
        cancel: 'Cancelar el borrado (%{date})',
        cancelled: 'Borrado cancelado',
      },
      messages: {
        save_failed: 'Hay campos obligatorios que deben completarse.',
        save_failed_fields: 'No se pudo guardar. Corrija:\n%{fields}',
      },
    },
    'company-request': {
      name: 'Solicitud de cuenta |||| Solicitudes de cuenta',
      empty: 'Todavía no hay solicitudes de cuenta.',
      fields: {
        companyName: 'Razón social',
        cnpj: 'CNPJ',
        contactName: 'Nombre',
        contactEmail: 'Correo electrónico',
        contactPhone: 'Teléfono',
        status: 'Estado',
        createdAt: 'Recibida el',
        planId: 'Plan',
        subscriptionEndDate: 'Fin de la suscripción',
        reason: 'Motivo (opcional)',
        decidedAt: 'Decidida el',
        rejectionReason: 'Motivo del rechazo',
        search: 'Buscar',
      },
      status: { pending: 'Pendiente', approved: 'Aprobada', rejected: 'Rechazada' },
      actions: { approve: 'Aprobar', reject: 'Rechazar' },
      messages: {
        approve_title: 'Aprobar la cuenta de %{companyName}',
        reject_title: 'Rechazar la solicitud de %{companyName}',
        approved: 'Cuenta de %{companyName} aprobada; el administrador ha recibido la invitación.',
        rejected: 'Solicitud de %{companyName} rechazada.',
      },
    },
    plan: {
      name: 'Plan |||| Planes',
      empty: 'Todavía no hay planes.',
      invite: '¿Quiere añadir uno?',
      fields: {
        name: 'Nombre',
        modules: 'Módulos',
        employeeLimit: 'Límite de empleados',
        companyCount: 'Empresas',
        search: 'Buscar',
      },
    },
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
    employee: employeeEsES,
    'privacy-request': privacyRequestEsES,
    audit: auditEsES,
  },
  import: importEsES,
  report: reportEsES,
  sso: ssoEsES,
  retention: retentionEsES,
  comparisons: comparisonsEsES,
  trend: trendEsES,
  home: homeEsES,
};
