/** The trend view's texts (top-level `trend.*`); pt-BR is the reference. */
export const trendPtBR = {
  title: 'Tendência entre edições',
  help: 'Cada edição da série, a anterior e a diferença em pontos percentuais. Um grupo oculto em uma edição fica oculto em todas, e a diferença só aparece quando as duas edições mostram o valor, para que nada oculto possa ser deduzido.',
  first_edition:
    'Esta é a primeira edição da série: crie uma nova edição na página da pesquisa para acompanhar a tendência.',
  question: 'Pergunta',
  measure: 'Medida',
  group: 'Grupo',
  difference: 'Diferença',
  table: 'Diferença entre as duas últimas edições',
};
