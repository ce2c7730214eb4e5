/** The retention page's texts (top-level `retention.*`); pt-BR is the reference. */
export const retentionPtBR = {
  menu: 'Retenção de dados (LGPD)',
  title: 'Retenção de dados e registro de tratamento',
  intro:
    'Por quanto tempo a empresa guarda o que não precisa mais guardar. Todo dia, o que passou do prazo é anonimizado ou eliminado; as respostas anônimas nunca são alteradas e os relatórios continuam valendo.',
  defaults: 'A empresa ainda usa os prazos padrão abaixo.',
  fields: {
    identifiedAnswersDays: 'Respostas identificadas (dias após o encerramento da pesquisa)',
    formerEmployeeDays: 'Dados de ex-colaboradores (dias após a desativação)',
    recordsDays: 'Registros de auditoria e de acesso (dias)',
  },
  help: {
    identifiedAnswersDays:
      'Depois disso, as respostas deixam de apontar para a pessoa; os relatórios seguem contando-as. De %{min} a %{max} dias.',
    formerEmployeeDays:
      'Depois disso, nome, e-mail, celular, CPF e demais dados da pessoa são apagados. De %{min} a %{max} dias.',
    recordsDays:
      'Depois disso, os registros são eliminados. Mínimo de %{min} dias (Marco Civil da Internet), máximo de %{max}.',
  },
  confirm_title: 'Salvar a política de retenção?',
  confirm_intro: 'Se ela fosse aplicada agora:',
  confirm_outro: 'A próxima execução diária aplicará a política.',
  counts: {
    identifiedResponses:
      '%{smart_count} resposta identificada seria anonimizada |||| %{smart_count} respostas identificadas seriam anonimizadas',
    drafts:
      '%{smart_count} resposta não enviada seria descartada |||| %{smart_count} respostas não enviadas seriam descartadas',
    formerEmployees:
      '%{smart_count} ex-colaborador seria anonimizado |||| %{smart_count} ex-colaboradores seriam anonimizados',
    auditEntries:
      '%{smart_count} registro de auditoria seria eliminado |||| %{smart_count} registros de auditoria seriam eliminados',
    signInRecords:
      '%{smart_count} registro de acesso seria eliminado |||| %{smart_count} registros de acesso seriam eliminados',
  },
  saved: 'Política de retenção salva',
  load_failed: 'Não foi possível carregar a política de retenção.',
  records: {
    title: 'Registro das operações de tratamento (LGPD art. 37)',
    intro:
      'Categorias de dados, finalidades, bases legais, prazos, quem tem acesso e transferência internacional, para o encarregado (DPO) da empresa.',
    pdf: 'Baixar PDF',
    xlsx: 'Baixar planilha',
  },
};
