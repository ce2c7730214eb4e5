/** The comparison views' texts (top-level `comparisons.*`); pt-BR is the reference. */
export const comparisonsPtBR = {
  benchmark: {
    title: 'Comparação com a população (IBGE, Censo 2022)',
    help: 'A composição autodeclarada de quem respondeu ao lado da população do país, da região, do estado e do município da empresa. Diferença em pontos percentuais; razão de representação = participação na empresa ÷ participação na população (1 = representada como na população).',
    area: 'Comparar com',
    company: 'Empresa',
    category: 'Categoria',
    gap: 'Diferença (p.p.)',
    ratio: 'Razão',
    source: 'Fonte: %{table}, %{survey}, divulgada em %{released}. %{population}.',
    base_respondents:
      'Como a contagem de "prefiro não responder" não é publicada, as participações são de todas as pessoas que responderam.',
    by_group: 'Participação por grupo (%)',
    not_asked:
      'Esta pesquisa não tem a pergunta da biblioteca para: %{variables}. Sem ela, não há comparação.',
    none: 'Esta pesquisa não tem perguntas da biblioteca comparáveis com o Censo (cor ou raça, faixa etária, deficiência).',
    variable: {
      'colour-or-race': 'cor ou raça',
      age: 'faixa etária',
      disability: 'deficiência',
    },
  },
  intersection: {
    title: 'Cruzamentos',
    help: 'Duas dimensões ao mesmo tempo (por exemplo, mulheres negras). Células pequenas ficam ocultas, e também as que permitiriam deduzi-las pelos totais das linhas e colunas.',
    rows: 'Linhas',
    columns: 'Colunas',
    measure: 'Mostrar',
    respondents: 'Respondentes',
    index: 'Índice de inclusão',
    department: 'Departamento',
    organization: 'Organização',
    choose: 'Escolha linhas e colunas diferentes.',
    total: 'Total',
    export: 'Exportar com este cruzamento (%{format})',
  },
  index: {
    title: 'Índice de inclusão',
    help: 'Média, entre as afirmações de pertencimento e inclusão da pesquisa, da parcela de respostas "Concordo" ou "Concordo totalmente" (0 a 100). Cada afirmação pesa igual. Só aparece para um grupo quando todas as suas afirmações são mostradas.',
    statements: 'Afirmações do índice',
    drivers: 'O que mais move o índice',
    drivers_help:
      'Afirmações em que o grupo se afasta do total mais do que a margem de erro de 95%; só para grupos com pelo menos %{count} opiniões em cada afirmação.',
    no_drivers: 'Nenhuma afirmação se afasta do total além da margem de erro.',
    too_small: 'Grupo pequeno demais para apontar causas com honestidade.',
    none: 'Esta pesquisa não tem afirmações de pertencimento e inclusão da biblioteca.',
    score: 'Índice',
  },
};
