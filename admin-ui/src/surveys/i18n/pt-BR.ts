/** Surveys: list, draft form, the survey's page, participation and access codes. pt-BR is the reference. */
export const surveyPtBR = {
  name: 'Pesquisa |||| Pesquisas',
  fields: {
    name: 'Nome',
    status: 'Situação',
    startsAt: 'Início',
    endsAt: 'Fim',
    counts: 'Participação',
    search: 'Buscar',
    questionnaireId: 'Questionário',
    audienceType: 'Público',
    departmentIds: 'Departamentos',
    organizationIds: 'Organizações',
    identity: 'Anonimato',
    accessModes: 'Formas de acesso',
    remindersOn: 'Enviar lembretes automáticos',
    reminderIntervalDays: 'A cada quantos dias',
    sentAt: 'Enviada em',
    closedAt: 'Encerrada em',
    newEndsAt: 'Novo término',
  },
  empty: {
    title: 'Nenhuma pesquisa ainda',
    text: 'Uma pesquisa envia um questionário a um público, por link pessoal ou código de acesso, num período. Comece por um questionário pronto.',
  },
  status: {
    draft: 'Rascunho',
    'not-started': 'Não iniciada',
    'in-progress': 'Em andamento',
    closed: 'Encerrada',
    expired: 'Expirada',
  },
  status_help: {
    draft: 'Ainda não enviada: você pode mudar tudo.',
    'not-started': 'Enviada; abre para respostas na data de início.',
    'in-progress': 'Aberta para respostas.',
    closed: 'Encerrada: ninguém mais pode responder.',
    expired: 'A data de fim passou: ninguém mais pode responder.',
  },
  actions: {
    create: 'Nova pesquisa',
    manage: 'Abrir',
    report: 'Relatório',
    send: 'Enviar pesquisa',
    close: 'Encerrar',
    remind: 'Enviar lembrete',
    extend: 'Prorrogar',
    reopen: 'Reabrir',
  },
  audience: {
    all: 'Todos os colaboradores',
    departments: 'Departamentos escolhidos',
    organizations: 'Organizações escolhidas',
  },
  identity: { anonymous: 'Anônima', identified: 'Identificada' },
  access: {
    link: 'Link pessoal por e-mail',
    code: 'Código de acesso (visitantes ou quiosque)',
  },
  sections: {
    audience: 'Quem responde',
    identity: 'Anonimato',
    access: 'Acesso',
    dates: 'Período',
    reminders: 'Lembretes',
  },
  help: {
    questionnaire: 'Ao enviar, as perguntas do questionário ficam congeladas nesta pesquisa.',
    access:
      'Com o link pessoal, cada pessoa do público recebe um e-mail ao enviar. Os códigos de acesso são gerados na página da pesquisa.',
    startsAt: 'Vazio: abre assim que for enviada.',
    endsAt: 'Vazio: fica aberta até ser encerrada.',
    reminders: 'Quem ainda não terminou recebe um novo e-mail com o seu link.',
    reminderIntervalDays: 'De 1 a 30 dias.',
    sent_frozen:
      'Esta pesquisa já foi enviada e o questionário está congelado. Só o nome, a data de fim e os lembretes ainda podem mudar.',
    anonymous:
      'As respostas não ficam ligadas a ninguém: nem a empresa nem a plataforma conseguem saber quem respondeu o quê. Você verá apenas contagens de participação, e o rascunho de cada pessoa fica só no navegador dela.',
    identified:
      'Você vê quem já respondeu e quem não, e cada pessoa pode salvar e continuar depois. Os relatórios continuam mostrando só grupos de 5 pessoas ou mais.',
  },
  validation: {
    departments: 'Escolha ao menos um departamento.',
    organizations: 'Escolha ao menos uma organização.',
    access_modes: 'Escolha ao menos uma forma de acesso.',
    end_before_start: 'O fim deve ser depois do início.',
    reminder_days: 'Use um número inteiro de 1 a 30.',
  },
  counts: {
    answered_of: '%{answered} de %{total} responderam',
    partially: '%{smart_count} em andamento |||| %{smart_count} em andamento',
    not_started: '%{smart_count} não começou |||| %{smart_count} não começaram',
    visitors: '%{smart_count} visitante |||| %{smart_count} visitantes',
  },
  summary: {
    frozen:
      '%{smart_count} pergunta congelada no envio |||| %{smart_count} perguntas congeladas no envio',
    // Whole phrases, so Portuguese contracts "de o" into "do" where it must.
    starts_on: 'De %{date}',
    starts_on_sending: 'Do envio',
    ends_on: 'até %{date}',
    ends_when_closed: 'até ser encerrada',
    reminders_every: 'A cada %{smart_count} dia |||| A cada %{smart_count} dias',
    no_reminders: 'Sem lembretes automáticos',
  },
  confirm: {
    send_title: 'Enviar "%{name}"?',
    send_frozen:
      'O questionário "%{questionnaire}" fica congelado nesta pesquisa: mudanças posteriores nele não chegam a ela.',
    send_links: 'Cada pessoa do público recebe agora um e-mail com o seu link pessoal.',
    send_codes: 'Ninguém recebe e-mail: as pessoas entram com os códigos de acesso que você gerar.',
    gaps_title:
      'Algumas perguntas não têm texto num idioma que o seu público pode ler: essas pessoas verão essas perguntas em português. Acrescente os textos no questionário antes de enviar, ou envie assim mesmo.',
    gap_people:
      '%{language} (pessoas do público que o leem: %{people}): %{smart_count} pergunta sem texto. |||| %{language} (pessoas do público que o leem: %{people}): %{smart_count} perguntas sem texto.',
    gap_visitors:
      '%{language}: %{smart_count} pergunta sem texto, para visitantes que o escolherem. |||| %{language}: %{smart_count} perguntas sem texto, para visitantes que o escolherem.',
    close_title: 'Encerrar "%{name}"?',
    close_content:
      'Ninguém mais poderá responder. Enquanto o período planejado durar, você pode reabri-la.',
    remind_title: 'Enviar um lembrete de "%{name}"?',
    remind_content:
      '%{smart_count} pessoa ainda não terminou e recebe um novo e-mail com o seu link. |||| %{smart_count} pessoas ainda não terminaram e recebem um novo e-mail com o seu link.',
    extend_title: 'Prorrogar "%{name}"?',
    extend_content:
      'Escolha um término depois do atual. As pessoas que ainda não responderam podem responder até lá.',
    reopen_title: 'Reabrir "%{name}"?',
    reopen_content:
      'A pesquisa volta a receber respostas até o término planejado. A reabertura fica registrada no histórico de auditoria.',
  },
  messages: {
    sent: 'Pesquisa enviada',
    closed: 'Pesquisa encerrada',
    reminded:
      'Lembrete enviado a %{smart_count} pessoa |||| Lembrete enviado a %{smart_count} pessoas',
    subscription_expired:
      'A assinatura da empresa expirou: não é possível enviar pesquisas até que ela seja renovada.',
    extended: 'Término prorrogado',
    reopened: 'Pesquisa reaberta',
  },
  participation: {
    title: 'Participação',
    draft: 'A participação aparece depois que a pesquisa for enviada.',
    anonymous:
      'Pesquisa anônima: para que nenhuma resposta possa ser ligada a uma pessoa, não mostramos quem respondeu, apenas as contagens.',
    counts: {
      invited: 'Convidados',
      answered: 'Responderam',
      'partially-answered': 'Em andamento',
      'not-started': 'Não começaram',
      visitors: 'Visitantes (por código)',
    },
    rate: 'Taxa de resposta dos convidados: %{rate}%',
    filter: 'Filtrar por situação',
    all: 'Todos',
    status: {
      'not-started': 'Não começou',
      'partially-answered': 'Respondeu em parte',
      answered: 'Respondeu',
    },
    people: 'Pessoas convidadas',
    fields: { name: 'Nome', email: 'E-mail', department: 'Departamento', status: 'Situação' },
    nobody: 'Ninguém nesta situação.',
    load_failed: 'Não foi possível carregar a participação.',
  },
  codes: {
    title: 'Códigos de acesso',
    help: 'Para visitantes ou um quiosque: a pessoa abre esta página do portal, digita o código e responde uma vez por uso.',
    generate: 'Gerar código',
    generate_help: 'O código aparece uma única vez, logo depois de gerado.',
    label_help: 'Para você reconhecer o código depois, por exemplo "Quiosque da fábrica".',
    max_uses_help: 'Vazio: sem limite de usos.',
    fields: {
      kiosk: 'Quiosque',
      label: 'Identificação',
      maxUses: 'Limite de usos',
      expiresAt: 'Válido até',
      createdAt: 'Criado em',
      uses: 'Usos',
      state: 'Situação',
    },
    none: 'Nenhum código gerado.',
    load_failed: 'Não foi possível carregar os códigos.',
    no_label: 'Sem identificação',
    uses_of: '%{uses} de %{max}',
    state: { active: 'Ativo', revoked: 'Revogado', expired: 'Vencido', 'used-up': 'Esgotado' },
    revoke: 'Revogar',
    revoke_title: 'Revogar o código "%{label}"?',
    revoke_content:
      'O código deixa de funcionar na hora. As respostas já enviadas com ele continuam valendo.',
    revoked: 'Código revogado',
    created_title: 'Código de acesso gerado',
    shown_once:
      'Copie o código agora: esta é a única vez que ele aparece. Guardamos só uma impressão dele, então não é possível mostrá-lo de novo. Se o perder, revogue-o e gere outro.',
    code: 'Código de acesso',
    copy: 'Copiar código',
    copied: 'Código copiado.',
    entry: 'Página onde o código é digitado',
    link: 'Link com o código',
    link_help: 'Ou envie este link: ele abre o portal com o código já preenchido.',
    copy_link: 'Copiar link',
    link_copied: 'Link copiado.',
    copy_failed: 'Não foi possível copiar: selecione o código e copie-o à mão.',
    done: 'Já guardei o código',
    kiosk_help:
      'Para um tablet compartilhado: o link abre o portal em modo quiosque, uma pessoa depois da outra, apagando tudo entre elas.',
    kiosk_link_help:
      'Abra este link no tablet do quiosque: ele atende uma pessoa de cada vez e apaga tudo (respostas, idioma) depois de cada envio ou de um tempo parado.',
    purpose: {
      kiosk: 'Quiosque',
      poster: 'Cartaz',
      handout: 'Folha de códigos',
    },
  },
  reach: {
    title: 'Alcance dos convites',
    help: 'Quantas pessoas cada canal alcançou: o convite ou lembrete foi aceito pelo servidor de e-mail ou pelo provedor de SMS/WhatsApp.',
    channel: 'Canal',
    invited: 'Convidadas',
    reached: 'Alcançadas',
    pending: 'Em tentativa',
    failed: 'Não alcançadas',
    channels: {
      email: 'E-mail',
      sms: 'SMS',
      whatsapp: 'WhatsApp',
    },
    failures: {
      'invalid-number': 'número inválido',
      'opted-out': 'pediu para sair',
      'template-rejected': 'modelo do WhatsApp não aprovado',
      refused: 'recusado pelo provedor',
      'gave-up': 'desistimos após 3 dias',
    },
    unreachable:
      '%{smart_count} pessoa sem nenhum canal (sem e-mail e sem celular utilizável). |||| %{smart_count} pessoas sem nenhum canal (sem e-mail e sem celular utilizável).',
    load_failed: 'Não foi possível carregar o alcance.',
  },
  print: {
    poster: {
      open: 'Cartazes (PDF)',
      title: 'Cartazes com código QR',
      help: 'Um cartaz A4 por departamento escolhido (ou um para todos), cada um com seu próprio código, válido para quantas respostas houver. Os códigos aparecem na lista abaixo.',
      download: 'Baixar cartazes',
    },
    'code-sheet': {
      open: 'Folha de códigos (PDF)',
      title: 'Folha de códigos individuais',
      help: 'Códigos de uso único, dez por página A4, para recortar e entregar a quem não tem e-mail nem celular.',
      download: 'Baixar folha',
    },
    departments: 'Departamentos',
    departments_help: 'Vazio: um cartaz para todos.',
    count: 'Quantidade de códigos',
    department: 'Departamento (opcional)',
    language: 'Idioma do impresso',
  },
};
