import type { SameKeys } from '../../i18n/ra/types';
import type { surveyPtBR } from './pt-BR';

export const surveyEsES: SameKeys<typeof surveyPtBR> = {
  name: 'Encuesta |||| Encuestas',
  fields: {
    seriesId: 'Serie',
    name: 'Nombre',
    status: 'Estado',
    startsAt: 'Inicio',
    endsAt: 'Fin',
    counts: 'Participación',
    search: 'Buscar',
    questionnaireId: 'Cuestionario',
    audienceType: 'Público',
    departmentIds: 'Departamentos',
    organizationIds: 'Organizaciones',
    identity: 'Anonimato',
    accessModes: 'Formas de acceso',
    remindersOn: 'Enviar recordatorios automáticos',
    reminderIntervalDays: 'Cada cuántos días',
    sentAt: 'Enviada el',
    closedAt: 'Cerrada el',
    newEndsAt: 'Nuevo fin',
  },
  empty: {
    title: 'Todavía no hay encuestas',
    text: 'Una encuesta envía un cuestionario a un público, por enlace personal o código de acceso, durante un período. Empiece por un cuestionario terminado.',
  },
  status: {
    draft: 'Borrador',
    'not-started': 'No iniciada',
    'in-progress': 'En curso',
    closed: 'Cerrada',
    expired: 'Vencida',
  },
  status_help: {
    draft: 'Aún no enviada: puede cambiarlo todo.',
    'not-started': 'Enviada; se abre a las respuestas en la fecha de inicio.',
    'in-progress': 'Abierta a las respuestas.',
    closed: 'Cerrada: ya nadie puede responder.',
    expired: 'La fecha de fin ya pasó: ya nadie puede responder.',
  },
  actions: {
    create: 'Nueva encuesta',
    manage: 'Abrir',
    report: 'Informe',
    send: 'Enviar encuesta',
    close: 'Cerrar',
    remind: 'Enviar recordatorio',
    extend: 'Prorrogar',
    reopen: 'Reabrir',
    new_edition: 'Nueva edición',
  },
  audience: {
    all: 'Todos los empleados',
    departments: 'Departamentos elegidos',
    organizations: 'Organizaciones elegidas',
  },
  identity: { anonymous: 'Anónima', identified: 'Identificada' },
  access: {
    link: 'Enlace personal por correo',
    code: 'Código de acceso (visitantes o quiosco)',
  },
  sections: {
    audience: 'Quién responde',
    identity: 'Anonimato',
    access: 'Acceso',
    dates: 'Período',
    reminders: 'Recordatorios',
  },
  help: {
    questionnaire:
      'Al enviarla, las preguntas del cuestionario quedan congeladas en esta encuesta.',
    access:
      'Con el enlace personal, cada persona del público recibe un correo al enviarla. Los códigos de acceso se generan en la página de la encuesta.',
    startsAt: 'Vacío: se abre en cuanto se envía.',
    endsAt: 'Vacío: sigue abierta hasta que se cierre.',
    reminders: 'Quien aún no ha terminado recibe un nuevo correo con su enlace.',
    reminderIntervalDays: 'De 1 a 30 días.',
    sent_frozen:
      'Esta encuesta ya se envió y su cuestionario está congelado. Solo el nombre, la fecha de fin y los recordatorios pueden cambiar.',
    anonymous:
      'Las respuestas no quedan ligadas a nadie: ni la empresa ni la plataforma pueden saber quién respondió qué. Solo verá recuentos de participación, y el borrador de cada persona se queda en su propio navegador.',
    identified:
      'Verá quién ha respondido y quién no, y cada persona puede guardar y seguir más tarde. Los informes siguen mostrando solo grupos de 5 personas o más.',
  },
  validation: {
    departments: 'Elija al menos un departamento.',
    organizations: 'Elija al menos una organización.',
    access_modes: 'Elija al menos una forma de acceso.',
    end_before_start: 'El fin debe ser posterior al inicio.',
    reminder_days: 'Use un número entero de 1 a 30.',
  },
  counts: {
    answered_of: '%{answered} de %{total} respondieron',
    partially: '%{smart_count} en curso |||| %{smart_count} en curso',
    not_started: '%{smart_count} no empezó |||| %{smart_count} no empezaron',
    visitors: '%{smart_count} visitante |||| %{smart_count} visitantes',
  },
  summary: {
    frozen:
      '%{smart_count} pregunta congelada al enviar |||| %{smart_count} preguntas congeladas al enviar',
    starts_on: 'Desde el %{date}',
    starts_on_sending: 'Desde el envío',
    ends_on: 'hasta el %{date}',
    ends_when_closed: 'hasta que se cierre',
    reminders_every: 'Cada %{smart_count} día |||| Cada %{smart_count} días',
    no_reminders: 'Sin recordatorios automáticos',
  },
  edition: {
    title: 'Nueva edición de "%{name}"',
    help: 'Un borrador con el mismo cuestionario, público y forma de acceso, en la misma serie: el informe compara las ediciones.',
    name: 'Nombre de la nueva edición',
    created: 'Edición %{edition} creada como borrador',
    number: 'Edición %{edition}',
  },
  confirm: {
    send_title: '¿Enviar "%{name}"?',
    send_frozen:
      'El cuestionario "%{questionnaire}" queda congelado en esta encuesta: los cambios posteriores en él no le llegan.',
    send_links: 'Cada persona del público recibe ahora un correo con su enlace personal.',
    send_codes: 'Nadie recibe correo: las personas entran con los códigos de acceso que genere.',
    gaps_title:
      'Algunas preguntas no tienen texto en un idioma que su público puede leer: esas personas verán esas preguntas en portugués. Añada los textos en el cuestionario antes de enviar, o envíe así.',
    gap_people:
      '%{language} (personas del público que lo leen: %{people}): %{smart_count} pregunta sin texto. |||| %{language} (personas del público que lo leen: %{people}): %{smart_count} preguntas sin texto.',
    gap_visitors:
      '%{language}: %{smart_count} pregunta sin texto, para los visitantes que lo elijan. |||| %{language}: %{smart_count} preguntas sin texto, para los visitantes que lo elijan.',
    close_title: '¿Cerrar "%{name}"?',
    close_content: 'Nadie más podrá responder. Mientras dure el período previsto, puede reabrirla.',
    remind_title: '¿Enviar un recordatorio de "%{name}"?',
    remind_content:
      '%{smart_count} persona aún no ha terminado y recibe un nuevo correo con su enlace. |||| %{smart_count} personas aún no han terminado y reciben un nuevo correo con su enlace.',
    extend_title: '¿Prorrogar "%{name}"?',
    extend_content:
      'Elija un fin posterior al actual. Las personas que aún no han respondido pueden responder hasta entonces.',
    reopen_title: '¿Reabrir "%{name}"?',
    reopen_content:
      'La encuesta vuelve a recibir respuestas hasta el fin previsto. La reapertura queda registrada en el registro de auditoría.',
  },
  messages: {
    sent: 'Encuesta enviada',
    closed: 'Encuesta cerrada',
    reminded:
      'Recordatorio enviado a %{smart_count} persona |||| Recordatorio enviado a %{smart_count} personas',
    subscription_expired:
      'La suscripción de la empresa venció: no se pueden enviar encuestas hasta renovarla.',
    extended: 'Fin prorrogado',
    reopened: 'Encuesta reabierta',
  },
  participation: {
    title: 'Participación',
    draft: 'La participación aparece cuando la encuesta se haya enviado.',
    anonymous:
      'Encuesta anónima: para que ninguna respuesta pueda ligarse a una persona, no mostramos quién respondió, solo los recuentos.',
    counts: {
      invited: 'Invitados',
      answered: 'Respondieron',
      'partially-answered': 'En curso',
      'not-started': 'No empezaron',
      visitors: 'Visitantes (por código)',
    },
    rate: 'Tasa de respuesta de los invitados: %{rate}%',
    filter: 'Filtrar por estado',
    all: 'Todos',
    status: {
      'not-started': 'No empezó',
      'partially-answered': 'Respondió en parte',
      answered: 'Respondió',
    },
    people: 'Personas invitadas',
    fields: { name: 'Nombre', email: 'Correo', department: 'Departamento', status: 'Estado' },
    nobody: 'Nadie en este estado.',
    load_failed: 'No se pudo cargar la participación.',
  },
  codes: {
    title: 'Códigos de acceso',
    help: 'Para visitantes o un quiosco: la persona abre esta página del portal, escribe el código y responde una vez por uso.',
    generate: 'Generar código',
    generate_help: 'El código aparece una sola vez, justo después de generarlo.',
    label_help: 'Para reconocer el código después, por ejemplo "Quiosco de la fábrica".',
    max_uses_help: 'Vacío: sin límite de usos.',
    fields: {
      kiosk: 'Quiosco',
      label: 'Identificación',
      maxUses: 'Límite de usos',
      expiresAt: 'Válido hasta',
      createdAt: 'Creado el',
      uses: 'Usos',
      state: 'Estado',
    },
    none: 'No hay códigos generados.',
    load_failed: 'No se pudieron cargar los códigos.',
    no_label: 'Sin identificación',
    uses_of: '%{uses} de %{max}',
    state: { active: 'Activo', revoked: 'Revocado', expired: 'Vencido', 'used-up': 'Agotado' },
    revoke: 'Revocar',
    revoke_title: '¿Revocar el código "%{label}"?',
    revoke_content:
      'El código deja de funcionar al momento. Las respuestas ya enviadas con él siguen valiendo.',
    revoked: 'Código revocado',
    created_title: 'Código de acceso generado',
    shown_once:
      'Copie el código ahora: es la única vez que se muestra. Solo guardamos una huella de él, así que no se puede volver a mostrar. Si lo pierde, revóquelo y genere otro.',
    code: 'Código de acceso',
    copy: 'Copiar código',
    copied: 'Código copiado.',
    entry: 'Página donde se escribe el código',
    link: 'Enlace con el código',
    link_help: 'O envíe este enlace: abre el portal con el código ya escrito.',
    copy_link: 'Copiar enlace',
    link_copied: 'Enlace copiado.',
    copy_failed: 'No se pudo copiar: seleccione el código y cópielo a mano.',
    done: 'Ya he guardado el código',
    kiosk_help:
      'Para una tableta compartida: el enlace abre el portal en modo quiosco, una persona tras otra, borrándolo todo entre ellas.',
    kiosk_link_help:
      'Abre este enlace en la tableta del quiosco: atiende a una persona cada vez y lo borra todo (respuestas, idioma) tras cada envío o tras un rato sin uso.',
    purpose: {
      kiosk: 'Quiosco',
      poster: 'Cartel',
      handout: 'Hoja de códigos',
    },
  },
  reach: {
    title: 'Alcance de las invitaciones',
    help: 'A cuántas personas llegó cada canal: el servidor de correo o el proveedor de SMS/WhatsApp aceptó la invitación o el recordatorio.',
    channel: 'Canal',
    invited: 'Invitadas',
    reached: 'Alcanzadas',
    pending: 'En intento',
    failed: 'No alcanzadas',
    channels: {
      email: 'Correo',
      sms: 'SMS',
      whatsapp: 'WhatsApp',
    },
    failures: {
      'invalid-number': 'número no válido',
      'opted-out': 'pidió la baja',
      'template-rejected': 'plantilla de WhatsApp no aprobada',
      refused: 'rechazado por el proveedor',
      'gave-up': 'abandonado tras 3 días',
    },
    unreachable:
      '%{smart_count} persona sin ningún canal (sin correo ni móvil utilizable). |||| %{smart_count} personas sin ningún canal (sin correo ni móvil utilizable).',
    load_failed: 'No se pudo cargar el alcance.',
  },
  print: {
    poster: {
      open: 'Carteles (PDF)',
      title: 'Carteles con código QR',
      help: 'Un cartel A4 por cada departamento elegido (o uno para todos), cada uno con su propio código, válido para cualquier número de respuestas. Los códigos aparecen en la lista de abajo.',
      download: 'Descargar carteles',
    },
    'code-sheet': {
      open: 'Hoja de códigos (PDF)',
      title: 'Hoja de códigos individuales',
      help: 'Códigos de un solo uso, diez por página A4, para recortar y entregar a quien no tiene correo ni móvil.',
      download: 'Descargar hoja',
    },
    departments: 'Departamentos',
    departments_help: 'Vacío: un cartel para todos.',
    count: 'Número de códigos',
    department: 'Departamento (opcional)',
    language: 'Idioma del impreso',
  },
};
