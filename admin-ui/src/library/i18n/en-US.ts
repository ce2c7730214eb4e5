import type { SameKeys } from '../../i18n/ra/types';
import type { libraryPtBR } from './pt-BR';

export const libraryEnUS: SameKeys<typeof libraryPtBR> = {
  library: {
    types: {
      single: 'Single choice',
      multiple: 'Multiple choice',
      scale: 'Scale',
      text: 'Free text',
      number: 'Number',
    },
    types_help: {
      single: 'The person picks one of the options.',
      multiple: 'The person picks as many options as they like.',
      scale: 'Options in order, such as an agreement scale.',
      text: 'A written answer. Reports show it only for groups of 10 people or more.',
      number: 'A number, with an optional minimum and maximum.',
    },
    categories: {
      all: 'All',
      none: 'No category',
      race: 'Colour or race',
      gender: 'Gender identity',
      orientation: 'Sexual orientation',
      disability: 'Disability',
      age: 'Age range',
      belonging: 'Belonging and inclusion',
    },
    fields: {
      text: 'Question',
      type: 'Type',
      category: 'Category',
      sensitive: 'Sensitive',
      required: 'Required',
      min: 'Minimum',
      max: 'Maximum',
    },
    help: {
      sensitive:
        'Sensitive personal data (LGPD, art. 11): the person gives a specific consent first and can always choose "Prefer not to answer".',
      required: 'The person cannot send their answers without answering this question.',
      sensitive_not_required:
        'Sensitive questions are never required: under the LGPD (art. 11) answering depends on consent and people may leave them blank. The server enforces this too.',
      sensitive_not_required_short: 'Sensitive: always optional (LGPD, art. 11).',
    },
    texts: {
      languages: 'Question languages',
      text: 'Question text (%{language})',
      description: 'Help (%{language}, optional)',
      description_help:
        'Shown in a help bubble beside the question. Bold, italics, lists and links.',
      reference: 'Base reference',
      reference_empty: 'Write the Portuguese text first.',
      reference_help: 'Required. It is the base reference for the translations.',
      translation_help:
        'Optional. Without a translation, people answering in this language see the Portuguese text.',
      missing: 'not translated',
    },
    options: {
      title: 'Answer options',
      write: 'Write the options',
      use_model: 'Use a response model',
      model: 'Response model',
      model_help: 'The model’s options are copied into the question.',
      model_options: 'The model’s options',
      label_pt: 'Option (Portuguese)',
      label_en: 'Option (English)',
      label_es: 'Option (Spanish)',
      favourable: 'Favourable',
      favourable_help:
        'Tick the options that count as a favourable answer in reports (for example, "Agree").',
    },
    editor: {
      toolbar: 'Help formatting',
      bold: 'Bold',
      italic: 'Italic',
      underline: 'Underline',
      bulletList: 'Bulleted list',
      orderedList: 'Numbered list',
      link: 'Link',
      url: 'Link address',
      apply_link: 'Apply link',
    },
    validation: {
      reference_text: 'Write the question in Portuguese: it is the base reference.',
      text_for_help: 'Write the question in this language, or delete the help.',
      too_long: 'Use at most 1000 characters.',
      two_options: 'A choice question needs at least two options.',
      duplicate_options: 'Some options are repeated.',
      option_label: 'Write the option in Portuguese.',
      model_required: 'Choose a response model.',
      model_name: 'Give the model a Portuguese name.',
      max_below_min: 'The maximum must be greater than or equal to the minimum.',
      condition_question: 'Choose the question of the condition.',
      condition_options: 'Choose at least one answer.',
    },
  },
  resources: {
    'predefined-question': {
      name: 'Library question |||| Library',
      empty: 'No library questions yet.',
      invite: 'Do you want to add one?',
      fields: {
        position: 'No.',
        isActive: 'Available to companies',
        search: 'Search',
        category: 'Category',
        sensitive: 'Sensitive',
      },
      help: {
        isActive:
          'Retired questions leave the companies’ library; questionnaires that already use them keep their copies.',
      },
      status: { active: 'Available', retired: 'Retired' },
      actions: { retire: 'Retire' },
      messages: {
        retire_title: 'Retire this question from the library?',
        retire_content:
          'Companies will no longer see it. Questionnaires that already use it keep their copy. You can make it available again by editing it.',
        retired: 'Question retired from the library',
      },
    },
    'response-model': {
      name: 'Response model |||| Response models',
      empty: 'No response models yet.',
      invite: 'Do you want to add one?',
      fields: {
        names: 'Name',
        name_pt: 'Name (Portuguese)',
        name_en: 'Name (English)',
        name_es: 'Name (Spanish)',
        options: 'Options',
        search: 'Search',
      },
      actions: { create: 'New response model', edit: 'Edit response model' },
      messages: { created: 'Response model created', updated: 'Response model saved' },
    },
  },
};
