import type { SameKeys } from '../../i18n/ra/types';
import type { reportPtBR } from './pt-BR';

export const reportEsES: SameKeys<typeof reportPtBR> = {
  title: 'Informe: %{survey}',
  loading: 'Cargando el informe…',
  back: 'Volver a la encuesta',
  anonymous: 'Anónima',
  sensitive: 'Dato sensible',
  total: 'Total',
  questions: 'Respuestas por pregunta',
  respondents: '%{smart_count} participante |||| %{smart_count} participantes',
  suppressed: 'Oculto para proteger el anonimato',
  uniform_hidden:
    'Algunos grupos están ocultos porque todas sus personas dieron la misma respuesta a esta pregunta sensible: mostrarlos revelaría la respuesta de cada una.',
  suppressed_short: 'oculto',
  fewer_than: 'menos de %{count}',
  small_counts_why:
    'Las respuestas sensibles dadas por menos de %{count} personas de un grupo aparecen como "menos de %{count}", y otros recuentos se ocultan cuando permitirían deducirlas.',
  suppressed_why:
    'Los grupos con menos de %{count} respuestas se ocultan, y también otro grupo cuando hace falta para que el valor oculto no pueda deducirse.',
  threshold:
    'Para proteger el anonimato, no se muestran los grupos con menos de %{count} respuestas (%{text_count} para respuestas abiertas), ni el siguiente grupo más pequeño cuando solo uno quedaría oculto.',
  controls: {
    group_by: 'Agrupar por',
    no_grouping: 'Sin agrupación',
    by_department: 'Departamento',
    by_organization: 'Organización',
    by_question: 'Respuestas a una pregunta',
    group_question: 'Pregunta de agrupación',
    department: 'Departamento',
    organization: 'Organización',
    any: 'Todos',
    filter_question: 'Filtrar por pregunta',
    no_filter: 'Sin filtro',
    filter_answer: 'Respuesta',
    choose: 'Elija…',
    clear: 'Limpiar',
    incomplete: 'Elija la pregunta y la respuesta para ver el informe.',
  },
  rates: {
    title: 'Tasa de respuesta',
    group: 'Grupo',
    invited: 'Invitados',
    respondents: 'Respondieron',
    rate: 'Tasa (de los invitados)',
    by_code: 'Por código de acceso',
    visitors:
      '%{smart_count} respuesta por código de acceso: no entra en la tasa, que cuenta solo a los invitados. |||| %{smart_count} respuestas por código de acceso: no entran en la tasa, que cuenta solo a los invitados.',
  },
  heatmap: {
    title: 'Respuestas favorables por grupo',
    help: 'Porcentaje de respuestas favorables en cada pregunta de escala, del rojo (pocas) al verde (muchas).',
    question: 'Pregunta',
  },
  nps: {
    score: 'eNPS',
    promoters: 'Promotores (9–10)',
    passives: 'Pasivos (7–8)',
    detractors: 'Detractores (0–6)',
  },
  ranking: {
    cell: '%{mean} (1.º: %{first}%)',
    help: 'Posición media de cada opción (1 = la más importante) y, entre paréntesis, cuántos la pusieron en primer lugar.',
  },
  number: {
    respondents: 'Respuestas',
    mean: 'Media',
    min: 'Mínimo',
    max: 'Máximo',
  },
  comments: {
    count: '%{smart_count} comentario |||| %{smart_count} comentarios',
    list: 'Comentarios',
    too_few: 'Los comentarios solo se muestran con %{count} o más respuestas.',
    demographic:
      'Los comentarios no se muestran en informes agrupados o filtrados por respuestas demográficas.',
    hide: 'Ocultar comentario',
    hidden: 'Comentario ocultado',
    hidden_count: '%{smart_count} ocultado |||| %{smart_count} ocultados',
    reasons: {
      'names-person': 'Menciona a una persona',
      offensive: 'Es ofensivo',
      other: 'Otro motivo',
    },
  },
  export: {
    xlsx: 'Exportar XLSX',
    csv: 'Exportar CSV',
    pdf: 'Exportar PDF',
    making: 'Generando el archivo %{format}…',
    done: 'Archivo %{fileName} descargado',
    failed: 'No se pudo generar el archivo. Inténtelo de nuevo.',
  },
  settings: {
    menu: 'Anonimato de los informes',
    title: 'Anonimato de los informes',
    intro:
      'Los informes ocultan todo grupo con menos participantes que este mínimo, y el grupo más pequeño siguiente cuando solo uno quedaría oculto, para que nadie pueda ser identificado por sus respuestas. Se aplica a todas las empresas.',
    field: 'Tamaño mínimo de grupo',
    help: 'De %{lowest} a %{highest} participantes; el valor por defecto es %{default}. Las respuestas abiertas exigen siempre al menos 10.',
    range: 'Use un número entero de %{lowest} a %{highest}.',
    saved: 'Tamaño mínimo de grupo guardado.',
    load_failed: 'No se pudo cargar la configuración de los informes.',
  },
};
