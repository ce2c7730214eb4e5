import { importEsES } from './import/messages.es-ES';
import { privacyEsES } from './privacy/messages.es-ES';
import { reportEsES } from './report/messages.es-ES';
import { recordsEsES } from './retention/messages.es-ES';
import { Catalogue } from './messages.pt-BR';

export const esES: Catalogue = {
  'error.unexpected': 'Ocurrió un error inesperado. Inténtelo de nuevo más tarde.',
  'error.unavailable':
    'El servicio no está disponible en este momento. Inténtelo de nuevo en unos instantes.',
  'error.unauthorized': 'Sesión no válida o caducada. Vuelva a iniciar sesión.',
  'error.forbidden': 'No tiene permiso para realizar esta acción.',
  'error.notFound': 'Registro no encontrado.',
  'error.routeNotFound': 'Ruta no encontrada.',
  'error.conflict': 'Este registro ya existe.',
  'error.tooManyRequests': 'Demasiados intentos. Espere {wait} e inténtelo de nuevo.',
  'error.payloadTooLarge': 'El archivo supera el tamaño máximo de {limit}.',
  'error.bodyTooLarge': 'La solicitud es demasiado grande.',
  'error.invalidBody': 'El cuerpo de la solicitud no es un JSON válido.',
  'error.invalidUrl': 'La dirección de la solicitud no es válida.',
  'error.bodyTooDeep': 'El cuerpo de la solicitud tiene demasiados niveles de anidamiento.',
  'error.requiredFields': 'Hay campos obligatorios que deben completarse.',
  'auth.invalidLogin': 'Usuario y/o contraseña no válidos.',
  'auth.invalidCode': 'Código no válido',
  'auth.codeExhausted':
    'Este código se bloqueó tras 5 intentos. Vuelva e inicie sesión de nuevo para recibir un código nuevo.',
  'auth.firstAccessDone': 'Este usuario ya realizó el primer acceso',
  'auth.accessByCodeFailed': 'Error al acceder con el código',
  'auth.resendTooSoon': 'Espere {wait} para pedir un nuevo código.',
  'auth.fillCorrectly': 'Complete los campos correctamente.',
  'auth.acceptTermsFailed': 'Error al aceptar los términos',
  'auth.recoveryInvalid': 'Correo electrónico o teléfono no válido, inténtalo de nuevo.',
  'auth.resetFailed': 'Ocurrió un error al restablecer la contraseña',
  'auth.linkExpired':
    'Vaya... Este enlace ya se utilizó o ha caducado. Haga una nueva solicitud con el botón de abajo.',
  'auth.passwordsDiffer': 'Las contraseñas no coinciden',
  'auth.createPasswordFailed': 'Ocurrió un error al crear la contraseña',
  'auth.wrongCurrentPassword': 'La contraseña actual es incorrecta.',
  'auth.wrongStage': 'Este paso del acceso no está disponible para su sesión.',
  'auth.accountLocked':
    'Acceso bloqueado tras demasiados intentos. Restablezca su contraseña para entrar.',
  'auth.appCodeNotSent':
    'El código viene de tu aplicación de autenticación: no se envía ningún código.',
  'secondFactor.setupExpired': 'La configuración expiró. Escanea un nuevo código QR.',
  'secondFactor.currentCodeRequired':
    'Ingresa un código de la aplicación actual o un código de recuperación.',
  'secondFactor.notEnrolled': 'No hay ninguna aplicación de autenticación configurada.',
  'secondFactor.requiredByPolicy':
    'La verificación en dos pasos por aplicación es obligatoria: configura otra aplicación en lugar de eliminarla.',
  'auth.ssoRequired': 'Tu empresa inicia sesión con su propio SSO: usa "Iniciar sesión con SSO".',
  'oidc.providerNotConfigured': 'Esta forma de acceso no está configurada.',
  'oidc.noSsoForDomain':
    'Ninguna empresa configuró el acceso por SSO para el dominio de este correo.',
  'oidc.providerUnavailable':
    'El proveedor de acceso no respondió. Inténtalo de nuevo en unos instantes.',
  'oidc.ticketExpired': 'Este acceso expiró o ya fue usado. Inicia sesión de nuevo.',
  'sso.issuerInvalid': 'Indica una dirección https:// sin parámetros (http solo en este equipo).',
  'sso.issuerUnreachable': 'No fue posible leer {url}: revisa la dirección del emisor.',
  'sso.issuerMismatch': 'El documento en {url} describe otro emisor ({found}).',
  'sso.tooManyDomains': 'Indica de 1 a {max} dominios.',
  'sso.domainInvalid': 'Dominio no válido: {domain}.',
  'sso.domainTaken': 'El dominio {domain} ya lo atiende el SSO de otra empresa.',
  'sso.requiredNeedsVerified': 'Inicia sesión una vez con el SSO antes de hacerlo obligatorio.',
  'validation.required': 'Campo obligatorio.',
  'validation.email': 'Correo electrónico no válido.',
  'validation.emailOrPhone': 'El correo electrónico o el teléfono es obligatorio',
  'validation.identifier': 'Introduzca un CPF, correo electrónico o teléfono válido.',
  'validation.phone': 'Teléfono no válido. Use el formato +55 99 99999-9999.',
  'validation.cpf': 'CPF no válido.',
  'validation.cpfShape': 'El CPF tiene 11 dígitos.',
  'validation.cpfDigits':
    'Los dígitos de control del CPF no coinciden: compruebe que se escribió bien.',
  'validation.cnpjShape': 'El CNPJ tiene 14 caracteres: 12 letras o números y 2 dígitos al final.',
  'validation.cnpjDigits':
    'Los dígitos de control del CNPJ no coinciden: compruebe que se escribió bien.',
  'validation.maxLength': 'Debe tener como máximo {max} caracteres.',
  'validation.minLength': 'Debe tener como mínimo {min} caracteres.',
  'validation.password':
    'La contraseña debe tener de 8 a 128 caracteres, con una mayúscula, una minúscula, un número y un carácter especial (!@#$%^&*(),.?":{}|<>).',
  'validation.passwordCommon': 'Esta contraseña es demasiado común. Elija otra.',
  'validation.boolean': 'Debe ser verdadero o falso.',
  'validation.mustBeTrue': 'Debe aceptar para continuar.',
  'validation.integer': 'Debe ser un número entero.',
  'validation.number': 'Debe ser un número.',
  'validation.min': 'Debe ser como mínimo {min}.',
  'validation.max': 'Debe ser como máximo {max}.',
  'validation.oneOf': 'Valor no válido. Use uno de estos: {values}.',
  'validation.uuid': 'Identificador no válido.',
  'validation.date': 'Fecha no válida.',
  'validation.string': 'Debe ser un texto.',
  'validation.text': 'Contiene caracteres no permitidos.',
  'validation.array': 'Debe ser una lista.',
  'validation.object': 'Debe ser un objeto.',
  'validation.unknownLanguage': 'Idioma desconocido.',
  'validation.orderField': 'Orden no válido. Campos permitidos: {fields}.',
  'validation.invalid': 'Valor no válido.',
  'error.cnpjTaken': 'Ya existe una empresa registrada con este CNPJ.',
  'mail.accountRequest.subject': 'Nueva solicitud de cuenta: {company}',
  'mail.accountRequest.body':
    '{contact} ({email}, {phone}) pidió una cuenta para {company}, CNPJ {cnpj}. Revise la solicitud en {link}',
  'mail.accountRequestReceived.subject': 'Hemos recibido su solicitud',
  'mail.accountRequestReceived.body':
    'Hemos recibido los datos de {company}. Nuestro equipo se pondrá en contacto pronto.',
  'mail.accountRequestRejected.subject': 'Su solicitud de cuenta',
  'mail.accountRequestRejected.body':
    'Revisamos la solicitud de {company} y no pudimos aprobarla en este momento. {reason}',
  'upload.notMultipart': 'Envíe los datos como formulario multipart.',
  'upload.oneFile': 'Envíe un solo archivo.',
  'upload.unreadableForm': 'El formulario enviado está incompleto o mal formado.',
  'upload.notImage': 'La imagen debe ser PNG o JPG.',
  'upload.fileRequired': 'Envíe la hoja de cálculo en el campo "file".',
  'upload.notSpreadsheet': 'El archivo debe ser una hoja de cálculo .xls, .xlsx o .csv.',
  'upload.spreadsheetExpands':
    'La hoja de cálculo es demasiado grande una vez descomprimida (hasta {limit} y {entries} partes).',
  'employee.identifierRequired':
    'Complete al menos un campo de registro (correo electrónico, celular o CPF)',
  'employee.channelWithoutContact':
    'Este canal necesita un contacto: correo para correo, móvil para SMS y WhatsApp.',
  'contact.reachRequired': 'Indique el correo electrónico o el teléfono del contacto.',
  'employee.limitReached':
    'El plan de la empresa permite hasta {limit} empleados activos. Desactive empleados o cambie de plan para incluir más.',
  'conflict.cpfTaken': 'Ya existe una persona con este CPF en esta empresa.',
  'conflict.phoneTaken': 'Ya existe una persona con este celular en esta empresa.',
  'validation.rg': 'RG no válido. Use solo números.',
  'validation.dateFormat': 'Fecha no válida. Use el formato dd/mm/aaaa.',
  'employee.field.name': 'Nombre completo',
  'employee.field.email': 'Correo electrónico',
  'employee.field.cellPhone': 'Celular',
  'employee.field.cpf': 'CPF',
  'employee.field.rg': 'RG',
  'employee.field.birthDate': 'Fecha de nacimiento',
  'employee.field.admissionDate': 'Fecha de admisión',
  'employee.field.jobTitle': 'Cargo',
  'employee.field.organization': 'Organización',
  'employee.field.department': 'Departamento',
  'employee.field.preferredChannel': 'Canal preferido',
  'employee.field.isActive': 'Activo',
  'employee.exportName': 'empleados',
  'validation.zipCode': 'Código postal (CEP) no válido. Use 8 dígitos.',
  'validation.unknownOption': 'Opción no válida.',
  'validation.cityOutsideState': 'La ciudad no pertenece al estado elegido.',
  'validation.module': 'Módulo desconocido.',
  'conflict.nameTaken': 'Ya existe un registro con este nombre.',
  'conflict.emailTaken': 'Ya existe un usuario con este correo electrónico.',
  'conflict.inUse': 'Este registro está en uso y no se puede eliminar.',
  'conflict.notPending': 'Esta solicitud ya fue revisada.',
  'conflict.departmentInUse':
    'Este departamento tiene empleados. Trasládelos a otro departamento antes de eliminarlo.',
  'conflict.organizationInUse':
    'Esta organización tiene departamentos o empleados. Trasládelos antes de eliminarla.',
  'conflict.referenceMissing':
    'Un registro relacionado ya no existe. Recargue la página e intente de nuevo.',
  'adminUser.inactive': 'Este acceso está desactivado: reactívelo antes de reenviar la invitación.',
  'adminUser.firstAccessDone':
    'Esta persona ya hizo el primer acceso; no hay invitación que reenviar.',
  'survey.extendLater': 'Elija un fin en el futuro y posterior al fin actual.',
  'survey.reopenFirst': 'Esta encuesta está cerrada: reábrala antes de prorrogarla.',
  'survey.notClosed': 'Solo una encuesta cerrada puede reabrirse.',
  'survey.periodOver': 'El período previsto de esta encuesta ya terminó; no puede reabrirse.',
  'adminUser.notSelf': 'No puede desactivar su propio acceso.',
  'survey.unknownQuestion': 'Pregunta desconocida en esta encuesta.',
  'survey.hiddenAnswered':
    'Esta pregunta no se aplica según tus respuestas y no se puede responder.',
  'survey.required': 'Respuesta obligatoria.',
  'survey.invalidAnswer': 'Respuesta no válida para esta pregunta.',
  'survey.linkUsedOrExpired': 'Este enlace de encuesta ya se utilizó o ha caducado.',
  'survey.noAccess': 'No tiene acceso a esta encuesta.',
  'survey.notFound': 'Cuestionario no encontrado.',
  'survey.codeNotFound': 'Código no encontrado.',
  'survey.codeError': 'Error al generar el código.',
  'survey.alreadyAnswered': 'Ya respondió esta encuesta. ¡Gracias!',
  'survey.closed': 'Esta encuesta está cerrada o ha caducado.',
  'survey.notOpenYet': 'Esta encuesta aún no ha comenzado.',
  'survey.subscriptionExpired':
    'La suscripción de la empresa ha caducado: no se pueden enviar encuestas.',
  'survey.alreadySent': 'Esta encuesta ya se envió y no se puede modificar.',
  'survey.notSent': 'Esta encuesta aún no se ha enviado.',
  'survey.noQuestions': 'El cuestionario no tiene preguntas.',
  'survey.noAudience': 'Ninguna persona activa en el público elegido.',
  'survey.draftsInBrowser': 'En las encuestas anónimas, el borrador queda solo en su navegador.',
  'survey.consentVersion': 'El texto de consentimiento cambió. Recargue la encuesta.',
  'survey.endBeforeStart': 'El fin debe ser posterior al inicio.',
  'survey.recurrenceNeedsEnd': 'Una encuesta recurrente necesita fecha de fin.',
  'survey.codeModeOff': 'Esta encuesta no acepta códigos de acceso.',
  'survey.endPassed': 'La fecha de término ya pasó: elija una fecha futura antes de enviar.',
  'responseModel.inUse':
    'Este modelo de respuesta lo usan preguntas de la biblioteca y no se puede eliminar.',
  'questionnaire.conditionInvalid':
    'La condición debe apuntar a una pregunta de opción anterior y a sus opciones.',
  'questionnaire.optionsRequired':
    'Las preguntas de opción necesitan al menos dos opciones con claves únicas.',
  'survey.matrixIncomplete': 'Responda a todas las afirmaciones de esta pregunta.',
  'survey.rankAll': 'Ordene todas las opciones, cada una una vez.',
  'questionnaire.statementsRequired':
    'Una matriz necesita de 2 a 20 afirmaciones con claves únicas.',
  'questionnaire.rankingOptions':
    'Una clasificación necesita de 2 a 10 opciones con claves únicas.',
  'questionnaire.notSensitive':
    'Las preguntas de matriz, NPS y clasificación no pueden ser sensibles.',
  'questionnaire.inUse': 'Este cuestionario tiene encuestas y no se puede eliminar.',
  'questionnaire.orderMismatch': 'Envíe todas las preguntas del cuestionario, cada una una vez.',
  'mail.surveyInvitation.subject': 'Encuesta: {survey}',
  'mail.surveyInvitation.body':
    '{company} le invita a responder la encuesta "{survey}" hasta el {endsOn}. Responda con su enlace personal: {link}',
  'mail.surveyInvitation.bodyUndated':
    '{company} le invita a responder la encuesta "{survey}". Responda con su enlace personal: {link}',
  'mail.surveyReminder.subject': 'Recordatorio: {survey}',
  'mail.surveyReminder.body':
    'Aún falta su opinión en la encuesta "{survey}" de {company}, abierta hasta el {endsOn}. Responda con su enlace personal: {link}',
  'mail.surveyReminder.bodyUndated':
    'Aún falta su opinión en la encuesta "{survey}" de {company}, que sigue abierta. Responda con su enlace personal: {link}',
  'mail.greeting': '¡Hola, {name}!',
  'mail.signature': 'El equipo de Diversitera',
  'mail.ignore': 'Si no hizo esta solicitud, ignore este mensaje.',
  'mail.twoFactor.subject': 'Su código de acceso: {code}',
  'mail.twoFactor.body':
    'Use el código {code} para completar su acceso. Es válido durante 10 minutos.',
  'mail.firstAccess.subject': 'Primer acceso a Diversitera',
  'mail.firstAccess.body':
    'Use el código {code} para confirmar su primer acceso y crear su contraseña. Es válido durante 10 minutos.',
  'mail.firstAccessDone.subject': 'Primer acceso a Diversitera',
  'mail.firstAccessDone.body':
    'Este usuario ya realizó el primer acceso. Si olvidó su contraseña, cree una nueva en {link}',
  'mail.invitation.subject': 'Te han invitado a Diversitera',
  'mail.invitation.body':
    '{company} creó su cuenta en Diversitera. Para entrar, realice su primer acceso en {link} con este correo electrónico.',
  'mail.passwordReset.subject': 'Restablecimiento de contraseña',
  'mail.passwordReset.body':
    'Recibimos una solicitud para restablecer su contraseña. Cree una nueva contraseña en {link} . El enlace es válido durante 1 hora y se puede usar una sola vez.',
  'mail.accessCode.subject': 'Su código de acceso a la encuesta',
  'mail.accessCode.body': 'Use el código {code} para acceder a la encuesta "{survey}" en {link}',
  'sms.twoFactor': 'Diversitera: su código de acceso es {code}. Válido durante 10 minutos.',
  'sms.firstAccess':
    'Diversitera: su código de primer acceso es {code}. Válido durante 10 minutos.',
  'sms.surveyInvitation':
    '{name}, responde la encuesta "{survey}" de {company} hasta el {endsOn}: {link} Para salir, responde STOP',
  'sms.surveyInvitationUndated':
    '{name}, responde la encuesta "{survey}" de {company}: {link} Para salir, responde STOP',
  'sms.surveyReminder':
    '{name}, recuerda responder "{survey}" de {company} hasta el {endsOn}: {link} Para salir, responde STOP',
  'sms.surveyReminderUndated':
    '{name}, recuerda responder "{survey}" de {company}: {link} Para salir, responde STOP',
  'poster.heading': 'Tu opinión importa',
  'poster.scan': 'Apunta la cámara del móvil al código QR y responde.',
  'poster.orType': 'O entra en {url} y escribe el código:',
  'poster.privacy':
    'No pedimos tu nombre ni tu correo: tu respuesta es anónima, y los informes muestran solo grupos de personas, nunca respuestas individuales.',
  'poster.department': 'Departamento: {department}',
  'poster.everyone': 'Cartel para todos',
  'poster.fileTitle': 'Carteles: {survey}',
  'poster.fileName': 'carteles',
  'codeSheet.heading': 'Códigos de acceso de "{survey}": recórtalos y entrega uno a cada persona.',
  'codeSheet.once': 'Cada código vale para una respuesta.',
  'codeSheet.label': 'Hoja de códigos',
  'codeSheet.fileTitle': 'Códigos de acceso: {survey}',
  'codeSheet.fileName': 'codigos-de-acceso',
  'privacy.preferNot': 'Prefiero no responder',
  'privacy.anonymousAnswers':
    'Sus respuestas a encuestas anónimas no aparecen aquí: se guardan sin nada que las vincule a usted, así que ni siquiera nosotros podemos encontrarlas. Solo sabemos que participó.',
  ...privacyEsES,
  ...recordsEsES,
  ...reportEsES,
  ...importEsES,
};
