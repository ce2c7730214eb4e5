import type { SameKeys } from '../../i18n/ra/types';
import type { privacyRequestPtBR } from './pt-BR';

export const privacyRequestEsES: SameKeys<typeof privacyRequestPtBR> = {
  name: 'Solicitud LGPD |||| Solicitudes LGPD',
  empty: 'No hay solicitudes aquí.',
  fields: {
    createdAt: 'Recibida el',
    name: 'Persona',
    email: 'Correo electrónico',
    kind: 'Solicitud',
    survey: 'Encuesta',
    status: 'Estado',
    dueAt: 'Plazo legal',
    answeredAt: 'Respondida el',
    details: 'Lo que escribió la persona',
    answer: 'Respuesta enviada',
    overdue: 'Solo las atrasadas',
    search: 'Buscar persona',
    responses: 'Respuestas identificadas alcanzadas',
  },
  kind: {
    statement: 'Declaración completa',
    correction: 'Corrección de datos',
    erasure: 'Eliminación de respuestas',
    anonymization: 'Anonimización de respuestas',
    'consent-withdrawal': 'Revocación del consentimiento',
  },
  status: {
    open: 'Abierta',
    done: 'Atendida',
    refused: 'Rechazada',
  },
  overdue: 'Plazo vencido',
  all_answers: 'Todas las respuestas identificadas',
  deadline_help:
    'La empresa tiene 15 días desde la solicitud para responder (LGPD, art. 19, II). La persona recibe la respuesta por correo.',
  help: {
    statement:
      'Escribe en la respuesta una declaración clara y completa: qué datos trata la empresa, de dónde vinieron, con qué finalidad, con quién se comparten y cuánto tiempo se guardan.',
    correction:
      'Corrige abajo los campos que pidió la persona. Al terminar, su registro se actualiza.',
    erasure:
      'Al terminar, las respuestas identificadas de la persona se eliminan y dejan de contar en los informes. Las respuestas anónimas no se ven afectadas.',
    anonymization:
      'Al terminar, las respuestas identificadas dejan de llevar el nombre de la persona y siguen contando en los informes.',
    'consent-withdrawal':
      'El consentimiento se revocó cuando la persona lo pidió: las respuestas sensibles ya se eliminaron y los informes se recontaron. Termina para registrar que la empresa tomó conocimiento.',
  },
  answer: {
    title: 'Responder',
    correction: 'Corrección del registro',
    note: 'Mensaje para la persona',
    reason: 'Motivo del rechazo (se envía a la persona)',
    done: 'Terminar',
    refuse: 'Rechazar',
    done_ok: 'Solicitud atendida. La persona fue avisada por correo.',
    refused_ok: 'Solicitud rechazada. La persona fue avisada por correo.',
  },
  outcome: {
    responses:
      '%{smart_count} respuesta identificada alcanzada |||| %{smart_count} respuestas identificadas alcanzadas',
    fields: 'Campos corregidos: %{fields}',
  },
};
