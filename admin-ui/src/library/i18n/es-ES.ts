import type { SameKeys } from '../../i18n/ra/types';
import type { libraryPtBR } from './pt-BR';

export const libraryEsES: SameKeys<typeof libraryPtBR> = {
  library: {
    types: {
      single: 'Opción única',
      multiple: 'Opción múltiple',
      scale: 'Escala',
      text: 'Texto libre',
      number: 'Número',
    },
    types_help: {
      single: 'La persona elige una de las opciones.',
      multiple: 'La persona elige tantas opciones como quiera.',
      scale: 'Opciones en orden, como una escala de acuerdo.',
      text: 'Una respuesta escrita. En los informes solo aparece en grupos de 10 personas o más.',
      number: 'Un número, con mínimo y máximo opcionales.',
    },
    categories: {
      all: 'Todas',
      none: 'Sin categoría',
      race: 'Color o raza',
      gender: 'Identidad de género',
      orientation: 'Orientación sexual',
      disability: 'Discapacidad',
      age: 'Rango de edad',
      belonging: 'Pertenencia e inclusión',
    },
    fields: {
      text: 'Pregunta',
      type: 'Tipo',
      category: 'Categoría',
      sensitive: 'Sensible',
      required: 'Obligatoria',
      min: 'Mínimo',
      max: 'Máximo',
    },
    help: {
      sensitive:
        'Dato personal sensible (LGPD, art. 11): la persona da un consentimiento específico antes y siempre puede elegir "Prefiero no responder".',
      required: 'La persona no puede enviar sus respuestas sin responder esta pregunta.',
      sensitive_not_required:
        'Las preguntas sensibles nunca son obligatorias: según la LGPD (art. 11), responder depende del consentimiento y la persona puede dejarlas en blanco. El servidor también lo garantiza.',
      sensitive_not_required_short: 'Sensible: siempre opcional (LGPD, art. 11).',
    },
    texts: {
      languages: 'Idiomas de la pregunta',
      text: 'Texto de la pregunta (%{language})',
      description: 'Ayuda (%{language}, opcional)',
      description_help:
        'Aparece en un globo de ayuda junto a la pregunta. Negrita, cursiva, listas y enlaces.',
      reference: 'Referencia base',
      reference_empty: 'Escriba primero el texto en portugués.',
      reference_help: 'Obligatorio. Es la referencia base de las traducciones.',
      translation_help:
        'Opcional. Sin traducción, quien responde en este idioma ve el texto en portugués.',
      missing: 'sin traducir',
    },
    options: {
      title: 'Opciones de respuesta',
      write: 'Escribir las opciones',
      use_model: 'Usar un modelo de respuesta',
      model: 'Modelo de respuesta',
      model_help: 'Las opciones del modelo se copian en la pregunta.',
      model_options: 'Opciones del modelo',
      label_pt: 'Opción (portugués)',
      label_en: 'Opción (inglés)',
      label_es: 'Opción (español)',
      favourable: 'Favorable',
      favourable_help:
        'Marque las opciones que cuentan como respuesta favorable en los informes (por ejemplo, "De acuerdo").',
    },
    editor: {
      toolbar: 'Formato de la ayuda',
      bold: 'Negrita',
      italic: 'Cursiva',
      underline: 'Subrayado',
      bulletList: 'Lista con viñetas',
      orderedList: 'Lista numerada',
      link: 'Enlace',
      url: 'Dirección del enlace',
      apply_link: 'Aplicar enlace',
    },
    validation: {
      reference_text: 'Escriba la pregunta en portugués: es la referencia base.',
      text_for_help: 'Escriba la pregunta en este idioma o borre la ayuda.',
      too_long: 'Use como máximo 1000 caracteres.',
      two_options: 'Una pregunta de opciones necesita al menos dos opciones.',
      duplicate_options: 'Hay opciones repetidas.',
      option_label: 'Escriba la opción en portugués.',
      model_required: 'Elija un modelo de respuesta.',
      model_name: 'Póngale al modelo un nombre en portugués.',
      max_below_min: 'El máximo debe ser mayor o igual que el mínimo.',
      condition_question: 'Elija la pregunta de la condición.',
      condition_options: 'Elija al menos una respuesta.',
    },
  },
  resources: {
    'predefined-question': {
      name: 'Pregunta de la biblioteca |||| Biblioteca',
      empty: 'Todavía no hay preguntas en la biblioteca.',
      invite: '¿Quiere añadir una?',
      fields: {
        position: 'N.º',
        isActive: 'Disponible para las empresas',
        search: 'Buscar',
        category: 'Categoría',
        sensitive: 'Sensible',
      },
      help: {
        isActive:
          'Las preguntas retiradas desaparecen de la biblioteca de las empresas; los cuestionarios que ya las usan conservan sus copias.',
      },
      status: { active: 'Disponible', retired: 'Retirada' },
      actions: { retire: 'Retirar' },
      messages: {
        retire_title: '¿Retirar esta pregunta de la biblioteca?',
        retire_content:
          'Las empresas dejarán de verla. Los cuestionarios que ya la usan conservan su copia. Puede volver a ofrecerla editándola.',
        retired: 'Pregunta retirada de la biblioteca',
      },
    },
    'response-model': {
      name: 'Modelo de respuesta |||| Modelos de respuesta',
      empty: 'Todavía no hay modelos de respuesta.',
      invite: '¿Quiere añadir uno?',
      fields: {
        names: 'Nombre',
        name_pt: 'Nombre (portugués)',
        name_en: 'Nombre (inglés)',
        name_es: 'Nombre (español)',
        options: 'Opciones',
        search: 'Buscar',
      },
      actions: { create: 'Nuevo modelo de respuesta', edit: 'Editar modelo de respuesta' },
      messages: { created: 'Modelo de respuesta creado', updated: 'Modelo de respuesta guardado' },
    },
  },
};
