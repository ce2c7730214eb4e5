/** The data subjects' requests (`resources.privacy-request.*`); pt-BR is the reference. */
export const privacyRequestPtBR = {
  name: 'Solicitação LGPD |||| Solicitações LGPD',
  empty: 'Nenhuma solicitação por aqui.',
  fields: {
    createdAt: 'Recebida em',
    name: 'Pessoa',
    email: 'E-mail',
    kind: 'Pedido',
    survey: 'Pesquisa',
    status: 'Situação',
    dueAt: 'Prazo legal',
    answeredAt: 'Respondida em',
    details: 'O que a pessoa escreveu',
    answer: 'Resposta enviada',
    overdue: 'Só as atrasadas',
    search: 'Buscar pessoa',
    responses: 'Respostas identificadas alcançadas',
  },
  kind: {
    statement: 'Declaração completa',
    correction: 'Correção de dados',
    erasure: 'Eliminação de respostas',
    anonymization: 'Anonimização de respostas',
    'consent-withdrawal': 'Revogação de consentimento',
  },
  status: {
    open: 'Em aberto',
    done: 'Atendida',
    refused: 'Recusada',
  },
  overdue: 'Prazo vencido',
  all_answers: 'Todas as respostas identificadas',
  deadline_help:
    'A empresa tem 15 dias a partir do pedido para responder (LGPD, art. 19, II). A pessoa recebe a resposta por e-mail.',
  help: {
    statement:
      'Escreva na resposta uma declaração clara e completa: quais dados a empresa trata, de onde vieram, para que finalidade, com quem os compartilha e por quanto tempo os guarda.',
    correction:
      'Corrija abaixo os campos que a pessoa pediu. Ao concluir, o cadastro dela é atualizado.',
    erasure:
      'Ao concluir, as respostas identificadas da pessoa são apagadas e deixam de contar nos relatórios. Respostas anônimas não são afetadas.',
    anonymization:
      'Ao concluir, as respostas identificadas deixam de ter o nome da pessoa e continuam contando nos relatórios.',
    'consent-withdrawal':
      'O consentimento foi revogado quando a pessoa pediu: as respostas sensíveis já foram apagadas e os relatórios recontados. Conclua para registrar que a empresa tomou ciência.',
  },
  answer: {
    title: 'Responder',
    correction: 'Correção do cadastro',
    note: 'Mensagem para a pessoa',
    reason: 'Motivo da recusa (enviado à pessoa)',
    done: 'Concluir',
    refuse: 'Recusar',
    done_ok: 'Solicitação concluída. A pessoa foi avisada por e-mail.',
    refused_ok: 'Solicitação recusada. A pessoa foi avisada por e-mail.',
  },
  outcome: {
    responses:
      '%{smart_count} resposta identificada alcançada |||| %{smart_count} respostas identificadas alcançadas',
    fields: 'Campos corrigidos: %{fields}',
  },
};
