import type { retentionPtBR } from './pt-BR';

export const retentionEsES: typeof retentionPtBR = {
  menu: 'Conservación de datos (LGPD)',
  title: 'Conservación de datos y registro de tratamiento',
  intro:
    'Cuánto tiempo guarda la empresa lo que ya no necesita. Cada día, lo que pasó de plazo se anonimiza o elimina; las respuestas anónimas nunca se modifican y los informes siguen siendo válidos.',
  defaults: 'La empresa aún usa los plazos predeterminados de abajo.',
  fields: {
    identifiedAnswersDays: 'Respuestas identificadas (días tras el cierre de la encuesta)',
    formerEmployeeDays: 'Datos de excolaboradores (días tras la desactivación)',
    recordsDays: 'Registros de auditoría y de acceso (días)',
  },
  help: {
    identifiedAnswersDays:
      'Después, las respuestas dejan de apuntar a la persona; los informes siguen contándolas. De %{min} a %{max} días.',
    formerEmployeeDays:
      'Después, se borran el nombre, correo, celular, CPF y demás datos de la persona. De %{min} a %{max} días.',
    recordsDays:
      'Después, los registros se eliminan. Mínimo %{min} días (Marco Civil da Internet), máximo %{max}.',
  },
  confirm_title: '¿Guardar la política de conservación?',
  confirm_intro: 'Si se aplicara ahora:',
  confirm_outro: 'La próxima ejecución diaria aplicará la política.',
  counts: {
    identifiedResponses:
      '%{smart_count} respuesta identificada se anonimizaría |||| %{smart_count} respuestas identificadas se anonimizarían',
    drafts:
      '%{smart_count} respuesta no enviada se descartaría |||| %{smart_count} respuestas no enviadas se descartarían',
    formerEmployees:
      '%{smart_count} excolaborador se anonimizaría |||| %{smart_count} excolaboradores se anonimizarían',
    auditEntries:
      '%{smart_count} registro de auditoría se eliminaría |||| %{smart_count} registros de auditoría se eliminarían',
    signInRecords:
      '%{smart_count} registro de acceso se eliminaría |||| %{smart_count} registros de acceso se eliminarían',
  },
  saved: 'Política de conservación guardada',
  load_failed: 'No se pudo cargar la política de conservación.',
  records: {
    title: 'Registro de las operaciones de tratamiento (LGPD art. 37)',
    intro:
      'Categorías de datos, finalidades, bases legales, plazos, quién tiene acceso y transferencia internacional, para el delegado de protección de datos (DPO) de la empresa.',
    pdf: 'Descargar PDF',
    xlsx: 'Descargar hoja de cálculo',
  },
};
