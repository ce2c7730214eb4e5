/** The administrator's home after setup (`home.*`); pt-BR is the reference. */
export const homePtBR = {
  surveys: {
    title: 'Pesquisas em andamento',
    none: 'Nenhuma pesquisa em andamento.',
    rate: '%{answered} de %{invited} responderam (%{rate})',
    visitors: '%{smart_count} visitante por código |||| %{smart_count} visitantes por código',
    ends: 'Termina em %{date}',
    open: 'Abrir',
    report: 'Relatório',
  },
  next: {
    title: 'O que fazer agora',
    employees: 'Cadastre ou importe os colaboradores',
    first_survey: 'Crie e envie a primeira pesquisa',
    remind: 'Menos da metade respondeu "%{name}": envie um lembrete',
    report: 'Veja o relatório de "%{name}"',
    all_done: 'Tudo em dia. Acompanhe as respostas aqui.',
  },
};
