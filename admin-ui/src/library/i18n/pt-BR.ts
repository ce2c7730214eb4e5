/**
 * The question vocabulary shared by the library (owner) and the questionnaire builder
 * (companies), and the owner's library screens. pt-BR is the reference.
 */
export const libraryPtBR = {
  library: {
    types: {
      single: 'Escolha única',
      multiple: 'Múltipla escolha',
      scale: 'Escala',
      text: 'Texto livre',
      number: 'Número',
      matrix: 'Matriz',
      nps: 'NPS (0 a 10)',
      ranking: 'Ordenação',
    },
    types_help: {
      single: 'A pessoa escolhe uma das opções.',
      multiple: 'A pessoa escolhe quantas opções quiser.',
      scale: 'Opções em ordem, como uma escala de concordância.',
      text: 'Resposta escrita. Nos relatórios, só aparece em grupos de 10 pessoas ou mais.',
      number: 'Um número, com mínimo e máximo opcionais.',
      matrix:
        'Várias afirmações respondidas na mesma escala; nos relatórios, cada afirmação é uma pergunta.',
      nps: 'Uma nota de 0 a 10; os relatórios mostram o eNPS (promotores menos detratores).',
      ranking: 'A pessoa ordena as opções da mais para a menos importante.',
    },
    categories: {
      all: 'Todas',
      none: 'Sem categoria',
      race: 'Cor ou raça',
      gender: 'Identidade de gênero',
      orientation: 'Orientação sexual',
      disability: 'Deficiência',
      age: 'Faixa etária',
      belonging: 'Pertencimento e inclusão',
    },
    fields: {
      text: 'Pergunta',
      type: 'Tipo',
      category: 'Categoria',
      sensitive: 'Sensível',
      required: 'Obrigatória',
      min: 'Mínimo',
      max: 'Máximo',
    },
    help: {
      sensitive:
        'Dado pessoal sensível (LGPD, art. 11): a pessoa dá um consentimento específico antes e sempre pode escolher "Prefiro não responder".',
      required: 'A pessoa não consegue enviar as respostas sem responder a esta pergunta.',
      sensitive_not_required:
        'Perguntas sensíveis nunca são obrigatórias: pela LGPD (art. 11), responder depende de consentimento e a pessoa pode deixá-las em branco. O servidor também garante isso.',
      sensitive_not_required_short: 'Sensível: sempre opcional (LGPD, art. 11).',
      nps: 'A escala é sempre de 0 a 10. Promotores dão 9 ou 10, detratores de 0 a 6.',
      ranking: 'De 2 a 10 opções; a pessoa arrasta ou usa os botões para ordená-las.',
    },
    texts: {
      languages: 'Idiomas da pergunta',
      text: 'Texto da pergunta (%{language})',
      description: 'Ajuda (%{language}, opcional)',
      description_help:
        'Aparece num balão de ajuda ao lado da pergunta. Negrito, itálico, listas e links.',
      reference: 'Referência base',
      reference_empty: 'Escreva primeiro o texto em português.',
      reference_help: 'Obrigatório. É a referência base para as traduções.',
      translation_help:
        'Opcional. Sem tradução, quem responde neste idioma vê o texto em português.',
      missing: 'sem tradução',
    },
    statements: {
      title: 'Afirmações',
      help: 'Cada afirmação é respondida nas opções abaixo e vira uma pergunta nos relatórios.',
      label_pt: 'Afirmação (português)',
      label_en: 'Afirmação (inglês)',
      label_es: 'Afirmação (espanhol)',
    },
    options: {
      title: 'Opções de resposta',
      write: 'Escrever as opções',
      use_model: 'Usar um modelo de resposta',
      model: 'Modelo de resposta',
      model_help: 'As opções do modelo são copiadas para a pergunta.',
      model_options: 'Opções do modelo',
      label_pt: 'Opção (português)',
      label_en: 'Opção (inglês)',
      label_es: 'Opção (espanhol)',
      favourable: 'Favorável',
      favourable_help:
        'Marque as opções que contam como resposta favorável nos relatórios (por exemplo, "Concordo").',
    },
    editor: {
      toolbar: 'Formatação da ajuda',
      bold: 'Negrito',
      italic: 'Itálico',
      underline: 'Sublinhado',
      bulletList: 'Lista com marcadores',
      orderedList: 'Lista numerada',
      link: 'Link',
      url: 'Endereço do link',
      apply_link: 'Aplicar link',
    },
    validation: {
      reference_text: 'Escreva a pergunta em português: é a referência base.',
      text_for_help: 'Escreva a pergunta neste idioma ou apague a ajuda.',
      too_long: 'Use no máximo 1000 caracteres.',
      two_options: 'Uma pergunta de escolha precisa de ao menos duas opções.',
      duplicate_options: 'Há opções repetidas.',
      option_label: 'Escreva a opção em português.',
      model_required: 'Escolha um modelo de resposta.',
      model_name: 'Dê um nome em português ao modelo.',
      max_below_min: 'O máximo deve ser maior ou igual ao mínimo.',
      condition_question: 'Escolha a pergunta da condição.',
      condition_options: 'Escolha ao menos uma resposta.',
      statement_label: 'Escreva a afirmação em português.',
      two_statements: 'Uma matriz precisa de ao menos duas afirmações.',
      many_statements: 'Use no máximo 20 afirmações.',
      ranking_options: 'Uma ordenação tem no máximo 10 opções.',
    },
  },
  resources: {
    'predefined-question': {
      name: 'Pergunta da biblioteca |||| Biblioteca',
      empty: 'Ainda não há perguntas na biblioteca.',
      invite: 'Deseja adicionar uma?',
      fields: {
        position: 'Nº',
        isActive: 'Disponível para as empresas',
        search: 'Buscar',
        category: 'Categoria',
        sensitive: 'Sensível',
      },
      help: {
        isActive:
          'Perguntas retiradas somem da biblioteca das empresas; os questionários que já as usam ficam com as suas cópias.',
      },
      status: { active: 'Disponível', retired: 'Retirada' },
      actions: { retire: 'Retirar' },
      messages: {
        retire_title: 'Retirar esta pergunta da biblioteca?',
        retire_content:
          'As empresas deixam de vê-la. Os questionários que já a usam guardam a sua cópia. Você pode disponibilizá-la de novo editando-a.',
        retired: 'Pergunta retirada da biblioteca',
      },
    },
    'response-model': {
      name: 'Modelo de resposta |||| Modelos de resposta',
      empty: 'Ainda não há modelos de resposta.',
      invite: 'Deseja adicionar um?',
      fields: {
        names: 'Nome',
        name_pt: 'Nome (português)',
        name_en: 'Nome (inglês)',
        name_es: 'Nome (espanhol)',
        options: 'Opções',
        search: 'Buscar',
      },
      actions: { create: 'Novo modelo de resposta', edit: 'Editar modelo de resposta' },
      messages: { created: 'Modelo de resposta criado', updated: 'Modelo de resposta salvo' },
    },
  },
};
