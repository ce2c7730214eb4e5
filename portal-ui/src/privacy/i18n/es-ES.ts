import type { PrivacyTranslation } from './pt-BR';

export const privacyEsES: PrivacyTranslation = {
  intro:
    'Aquí está todo lo que Diversitera guarda sobre ti, y lo que puedes pedir sobre esos datos, como garantiza la Ley General de Protección de Datos de Brasil (LGPD, art. 18).',
  profileTitle: 'Tu perfil',
  loading: 'Cargando lo que guardamos sobre ti',
  loadFailed: 'No se pudieron cargar tus datos.',
  download: {
    title: 'Descargar mis datos',
    text: 'Una copia de todo lo que aparece en esta página, para guardarla o llevarla a otro servicio.',
    json: 'Descargar en JSON',
    pdf: 'Descargar en PDF',
    failed: 'No se pudieron descargar tus datos. Inténtalo de nuevo.',
  },
  employment: {
    title: 'Tu registro en la empresa',
    company: 'Empresa',
    name: 'Nombre',
    email: 'Correo electrónico',
    cellPhone: 'Celular',
    cpf: 'CPF',
    rg: 'RG',
    birthDate: 'Fecha de nacimiento',
    admissionDate: 'Fecha de admisión',
    jobTitle: 'Cargo',
    department: 'Departamento',
    organization: 'Organización',
    active: 'Activo',
    yes: 'Sí',
    no: 'No',
  },
  participations: {
    title: 'Encuestas que recibiste',
    empty: 'Todavía no recibiste encuestas.',
    invitedOn: 'Invitación el {{date}}',
  },
  answers: {
    title: 'Tus respuestas identificadas',
    empty: 'No tienes respuestas identificadas.',
    submittedOn: 'Respondida el {{date}}',
    consentGiven: 'Aceptaste responder las preguntas sobre datos sensibles el {{date}}.',
    consentDeclined: 'No respondiste las preguntas sobre datos sensibles.',
    consentWithdrawn:
      'Revocaste tu consentimiento el {{date}}: tus respuestas sobre datos sensibles se eliminaron.',
    withdraw: 'Revocar consentimiento',
    withdrawTitle: '¿Revocar tu consentimiento?',
    withdrawText:
      'Tus respuestas a las preguntas sobre datos sensibles de la encuesta "{{survey}}", y las que solo aparecieron por ellas, se eliminarán ahora y dejarán de contar en los informes. Tus otras respuestas se mantienen. No se puede deshacer.',
    withdrawConfirm: 'Revocar y eliminar',
    withdrawn: 'Consentimiento revocado. Tus respuestas sobre datos sensibles se eliminaron.',
    cancel: 'Cancelar',
  },
  anonymous: {
    title: 'Tus respuestas anónimas',
    text: 'Tus respuestas a encuestas anónimas no aparecen aquí, ni podrían: se guardan sin tu nombre, sin tu correo y solo con el día en que se enviaron, así que nadie puede saber cuáles son las tuyas, ni tu empresa ni Diversitera. Por eso tampoco se pueden corregir ni eliminar. Solo sabemos que participaste.',
  },
  signIns: {
    title: 'Tus accesos con código',
    empty: 'No hay accesos con código registrados.',
    email: 'Código por correo',
    sms: 'Código por SMS',
  },
  requests: {
    title: 'Tus solicitudes',
    text: 'Puedes pedir a tu empresa una declaración completa de tus datos, la corrección de tu registro o la eliminación o anonimización de tus respuestas identificadas. La empresa tiene 15 días para responder (LGPD, art. 19), y recibes la respuesta por correo.',
    empty: 'Todavía no hiciste ninguna solicitud.',
    madeOn: 'Solicitada el {{date}}',
    dueOn: 'Respuesta hasta el {{date}}',
    answeredOn: 'Respondida el {{date}}',
    answer: 'Respuesta de la empresa: {{answer}}',
    shown: 'Mostrando las {{shown}} solicitudes más recientes de {{total}}.',
    allAnswers: 'Todas las respuestas identificadas',
  },
  kind: {
    statement: 'Una declaración completa de mis datos',
    correction: 'La corrección de mi registro',
    erasure: 'La eliminación de mis respuestas identificadas',
    anonymization: 'La anonimización de mis respuestas identificadas',
    'consent-withdrawal': 'La revocación del consentimiento',
  },
  kindHelp: {
    statement:
      'La empresa te informa por escrito qué datos tuyos trata, de dónde vinieron, para qué y con quién los comparte.',
    correction: 'Algo en tu registro está mal, incompleto o desactualizado.',
    erasure:
      'Tus respuestas identificadas se eliminan y dejan de contar en los informes. Tu participación sigue registrada.',
    anonymization:
      'Tus respuestas identificadas dejan de llevar tu nombre y siguen contando en los informes.',
    'consent-withdrawal':
      'Tus respuestas sobre datos sensibles se eliminan al instante y dejan de contar en los informes.',
  },
  status: {
    open: 'Abierta',
    done: 'Atendida',
    refused: 'Rechazada',
  },
  form: {
    title: 'Hacer una solicitud',
    kind: '¿Qué quieres pedir?',
    survey: '¿Qué respuestas?',
    allSurveys: 'Todas mis respuestas identificadas',
    details: 'Detalles (opcional)',
    detailsCorrection: '¿Qué está mal y cómo debería quedar?',
    submit: 'Enviar solicitud',
    sent: 'Solicitud enviada. La empresa tiene hasta el {{date}} para responder.',
    noAnswers: 'No tienes respuestas identificadas: no hay nada que eliminar o anonimizar.',
  },
};
