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
import { superEsES } from '../../super/i18n/es-ES';
import { adminEsES } from '../../admin/i18n/es-ES';

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
    ...superEsES,
    ...adminEsES,
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
