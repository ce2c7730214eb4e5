/** The survey report's texts (top-level `report.*`); pt-BR is the reference. */
export const reportPtBR = {
  title: 'Relatório: %{survey}',
  loading: 'Carregando o relatório…',
  back: 'Voltar à pesquisa',
  anonymous: 'Anônima',
  sensitive: 'Dado sensível',
  total: 'Total',
  questions: 'Respostas por pergunta',
  respondents: '%{smart_count} respondente |||| %{smart_count} respondentes',
  suppressed: 'Oculto para proteger o anonimato',
  uniform_hidden:
    'Alguns grupos estão ocultos porque todas as pessoas deles deram a mesma resposta a esta pergunta sensível: mostrá-los revelaria a resposta de cada uma.',
  suppressed_short: 'oculto',
  fewer_than: 'menos de %{count}',
  small_counts_why:
    'Respostas sensíveis dadas por menos de %{count} pessoas de um grupo aparecem como "menos de %{count}", e outras contagens ficam ocultas quando permitiriam deduzi-las.',
  suppressed_why:
    'Grupos com menos de %{count} respostas são ocultados, e também outro grupo quando preciso para que o valor oculto não possa ser deduzido.',
  threshold:
    'Para proteger o anonimato, grupos com menos de %{count} respostas não são mostrados (%{text_count} para respostas abertas), nem o menor grupo seguinte quando só um ficaria oculto.',
  controls: {
    group_by: 'Agrupar por',
    no_grouping: 'Sem agrupamento',
    by_department: 'Departamento',
    by_organization: 'Organização',
    by_question: 'Respostas a uma pergunta',
    group_question: 'Pergunta do agrupamento',
    department: 'Departamento',
    organization: 'Organização',
    any: 'Todos',
    filter_question: 'Filtrar por pergunta',
    no_filter: 'Sem filtro',
    filter_answer: 'Resposta',
    choose: 'Escolha…',
    clear: 'Limpar',
    incomplete: 'Escolha a pergunta e a resposta para ver o relatório.',
  },
  rates: {
    title: 'Taxa de resposta',
    group: 'Grupo',
    invited: 'Convidados',
    respondents: 'Responderam',
    rate: 'Taxa (dos convidados)',
    by_code: 'Por código de acesso',
    visitors:
      '%{smart_count} resposta por código de acesso: não entra na taxa, que conta só os convidados. |||| %{smart_count} respostas por código de acesso: não entram na taxa, que conta só os convidados.',
  },
  heatmap: {
    title: 'Respostas favoráveis por grupo',
    help: 'Percentual de respostas favoráveis em cada pergunta de escala; do vermelho (poucas) ao verde (muitas).',
    question: 'Pergunta',
  },
  nps: {
    score: 'eNPS',
    promoters: 'Promotores (9–10)',
    passives: 'Neutros (7–8)',
    detractors: 'Detratores (0–6)',
  },
  ranking: {
    cell: '%{mean} (1º: %{first}%)',
    help: 'Posição média de cada opção (1 = a mais importante) e, entre parênteses, quantos a puseram em primeiro lugar.',
  },
  number: {
    respondents: 'Respostas',
    mean: 'Média',
    min: 'Mínimo',
    max: 'Máximo',
  },
  comments: {
    count: '%{smart_count} comentário |||| %{smart_count} comentários',
    list: 'Comentários',
    too_few: 'Os comentários aparecem só quando há %{count} ou mais respostas.',
    demographic:
      'Os comentários não aparecem em relatórios agrupados ou filtrados por respostas demográficas.',
    hide: 'Ocultar comentário',
    hidden: 'Comentário ocultado',
    hidden_count: '%{smart_count} ocultado |||| %{smart_count} ocultados',
    reasons: {
      'names-person': 'Cita uma pessoa',
      offensive: 'É ofensivo',
      other: 'Outro motivo',
    },
  },
  export: {
    xlsx: 'Exportar XLSX',
    csv: 'Exportar CSV',
    pdf: 'Exportar PDF',
    making: 'Gerando o arquivo %{format}…',
    done: 'Arquivo %{fileName} baixado',
    failed: 'Não foi possível gerar o arquivo. Tente novamente.',
  },
  settings: {
    menu: 'Anonimato dos relatórios',
    title: 'Anonimato dos relatórios',
    intro:
      'Os relatórios ocultam todo grupo com menos respondentes que este mínimo, e o menor grupo seguinte quando só um ficaria oculto, para que ninguém seja identificado pelas respostas. Vale para todas as empresas.',
    field: 'Tamanho mínimo de grupo',
    help: 'De %{lowest} a %{highest} respondentes; o padrão é %{default}. Respostas abertas exigem sempre pelo menos 10.',
    range: 'Use um número inteiro de %{lowest} a %{highest}.',
    saved: 'Tamanho mínimo de grupo salvo.',
    load_failed: 'Não foi possível carregar a configuração dos relatórios.',
  },
};
