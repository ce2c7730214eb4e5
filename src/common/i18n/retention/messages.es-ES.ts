import type { recordsPtBR } from './messages.pt-BR';

export const recordsEsES: Record<keyof typeof recordsPtBR, string> = {
  'records.title': 'Registro de las operaciones de tratamiento de datos personales (LGPD art. 37)',
  'records.generatedAt': 'Generado el {date}',
  'records.controller': 'Responsable',
  'records.operator': 'Encargado',
  'records.operatorName': 'Diversitera (plataforma de encuestas)',
  'records.company': 'Empresa',
  'records.cnpj': 'CNPJ',
  'records.activities': 'Operaciones de tratamiento',
  'records.activity': 'Operación',
  'records.categories': 'Categorías de datos',
  'records.subjects': 'Titulares',
  'records.purpose': 'Finalidad',
  'records.legalBasis': 'Base legal',
  'records.retention': 'Conservación',
  'records.access': 'Quién tiene acceso',
  'records.accessNote':
    'Los administradores de la empresa, abajo. El equipo de la plataforma solo accede a los datos de la empresa al asumir su sesión para soporte, y cada acceso queda en el registro de auditoría que la empresa lee.',
  'records.name': 'Nombre',
  'records.email': 'Correo electrónico',
  'records.transfers': 'Transferencia internacional',
  'records.noTransfer':
    'Ninguna: los archivos y los mensajes permanecen en Brasil o en la propia infraestructura de la plataforma.',
  'records.service': 'Servicio',
  'records.host': 'Dirección',
  'records.abroad': 'Fuera de Brasil',
  'records.yes': 'Sí',
  'records.no': 'No',
  'records.service.file-storage': 'Almacenamiento de archivos (Azure Blob Storage)',
  'records.service.mail': 'Envío de correos (SMTP)',
  'records.service.sms': 'Envío de SMS',
  'records.service.whatsapp': 'Envío de WhatsApp',
  'records.employees.name': 'Registro de colaboradores',
  'records.employees.subjects': 'Colaboradores de la empresa',
  'records.employees.categories':
    'Nombre, correo electrónico, celular, CPF, RG, fecha de nacimiento, fecha de admisión, cargo, departamento, organización, idioma',
  'records.employees.purpose': 'Invitar a las encuestas y dar acceso al portal',
  'records.employees.legalBasis': 'Interés legítimo del responsable (art. 7, IX)',
  'records.employees.retention':
    'Mientras la persona esté activa; anonimizados {days} días después de la desactivación',
  'records.identified.name': 'Respuestas identificadas',
  'records.identified.subjects': 'Colaboradores que respondieron encuestas identificadas',
  'records.identified.categories':
    'Respuestas a las preguntas, incluidos datos sensibles (raza o color, género, orientación sexual, discapacidad), el registro del consentimiento',
  'records.identified.purpose': 'Diagnóstico de diversidad, equidad e inclusión de la empresa',
  'records.identified.legalBasis': 'Consentimiento específico y destacado (art. 11, I)',
  'records.identified.retention':
    'Anonimizadas {days} días después del cierre de la encuesta; los informes siguen contándolas',
  'records.anonymous.name': 'Respuestas anónimas',
  'records.anonymous.subjects': 'Quien respondió encuestas anónimas',
  'records.anonymous.categories':
    'Respuestas sin ningún vínculo con la persona (dato anonimizado, art. 12) y el día de la respuesta',
  'records.anonymous.purpose': 'Estadísticas de diversidad, equidad e inclusión',
  'records.anonymous.legalBasis':
    'Consentimiento específico (art. 11, I) en la recogida; después no son datos personales (art. 12)',
  'records.anonymous.retention': 'Mientras la empresa conserve la encuesta',
  'records.admins.name': 'Cuentas de administradores',
  'records.admins.subjects': 'Administradores de la empresa',
  'records.admins.categories':
    'Nombre, correo electrónico, celular, CPF, idioma, segundo factor de acceso',
  'records.admins.purpose': 'Acceso al panel de la empresa',
  'records.admins.legalBasis': 'Ejecución de contrato (art. 7, V)',
  'records.admins.retention': 'Mientras la cuenta exista',
  'records.logs.name': 'Registros de auditoría y de acceso',
  'records.logs.subjects': 'Administradores, colaboradores y equipo de la plataforma',
  'records.logs.categories':
    'Acción, fecha y hora, cuenta, dirección IP, códigos de acceso enviados',
  'records.logs.purpose':
    'Seguridad, rendición de cuentas y atención a las solicitudes de los titulares',
  'records.logs.legalBasis':
    'Cumplimiento de una obligación legal (art. 7, II; Marco Civil da Internet, art. 15)',
  'records.logs.retention': 'Eliminados {days} días después del registro',
  'records.requests.name': 'Solicitudes de los titulares',
  'records.requests.subjects': 'Colaboradores que hicieron solicitudes',
  'records.requests.categories':
    'Tipo, fecha, plazo, descripción de la solicitud y respuesta de la empresa',
  'records.requests.purpose': 'Atender los derechos del titular (art. 18)',
  'records.requests.legalBasis': 'Cumplimiento de una obligación legal (art. 7, II)',
  'records.requests.retention': 'Mientras exista la cuenta de la persona',
};
