/** "Meus dados": what is held about the person and what they may ask (LGPD art. 18). */
export const privacyPtBR = {
  intro:
    'Aqui está tudo o que a Diversitera guarda sobre você, e o que você pode pedir sobre esses dados, como garante a Lei Geral de Proteção de Dados (LGPD, art. 18).',
  profileTitle: 'Seu perfil',
  loading: 'Carregando o que guardamos sobre você',
  loadFailed: 'Não foi possível carregar seus dados.',
  download: {
    title: 'Baixar meus dados',
    text: 'Uma cópia de tudo o que aparece nesta página, para guardar ou levar para outro serviço.',
    json: 'Baixar em JSON',
    pdf: 'Baixar em PDF',
    failed: 'Não foi possível baixar seus dados. Tente novamente.',
  },
  employment: {
    title: 'Seu cadastro na empresa',
    company: 'Empresa',
    name: 'Nome',
    email: 'E-mail',
    cellPhone: 'Celular',
    cpf: 'CPF',
    rg: 'RG',
    birthDate: 'Data de nascimento',
    admissionDate: 'Data de admissão',
    jobTitle: 'Cargo',
    department: 'Departamento',
    organization: 'Organização',
    active: 'Ativo',
    yes: 'Sim',
    no: 'Não',
  },
  participations: {
    title: 'Pesquisas que você recebeu',
    empty: 'Você ainda não recebeu pesquisas.',
    invitedOn: 'Convite em {{date}}',
  },
  answers: {
    title: 'Suas respostas identificadas',
    empty: 'Você não tem respostas identificadas.',
    submittedOn: 'Respondida em {{date}}',
    consentGiven: 'Você concordou em responder às perguntas sobre dados sensíveis em {{date}}.',
    consentDeclined: 'Você não respondeu às perguntas sobre dados sensíveis.',
    consentWithdrawn:
      'Você revogou o consentimento em {{date}}: suas respostas sobre dados sensíveis foram apagadas.',
    withdraw: 'Revogar consentimento',
    withdrawTitle: 'Revogar o consentimento?',
    withdrawText:
      'Suas respostas às perguntas sobre dados sensíveis da pesquisa "{{survey}}", e as que só apareceram por causa delas, serão apagadas agora e deixarão de contar nos relatórios. As outras respostas continuam. Não é possível desfazer.',
    withdrawConfirm: 'Revogar e apagar',
    withdrawn: 'Consentimento revogado. Suas respostas sobre dados sensíveis foram apagadas.',
    cancel: 'Cancelar',
  },
  anonymous: {
    title: 'Suas respostas anônimas',
    text: 'Suas respostas a pesquisas anônimas não aparecem aqui, e nem poderiam: elas são guardadas sem seu nome, sem seu e-mail e só com o dia em que foram enviadas, então ninguém consegue saber quais são as suas, nem a sua empresa, nem a Diversitera. Por isso também não é possível corrigi-las ou apagá-las. Só sabemos que você participou.',
  },
  signIns: {
    title: 'Seus acessos com código',
    empty: 'Nenhum acesso com código registrado.',
    email: 'Código por e-mail',
    sms: 'Código por SMS',
  },
  requests: {
    title: 'Seus pedidos',
    text: 'Você pode pedir à sua empresa uma declaração completa dos seus dados, a correção do seu cadastro ou a eliminação ou anonimização das suas respostas identificadas. A empresa tem 15 dias para responder (LGPD, art. 19), e você recebe a resposta por e-mail.',
    empty: 'Você ainda não fez nenhum pedido.',
    madeOn: 'Pedido em {{date}}',
    dueOn: 'Resposta até {{date}}',
    answeredOn: 'Respondido em {{date}}',
    answer: 'Resposta da empresa: {{answer}}',
    shown: 'Mostrando os {{shown}} pedidos mais recentes de {{total}}.',
    allAnswers: 'Todas as respostas identificadas',
  },
  kind: {
    statement: 'Declaração completa dos meus dados',
    correction: 'Correção do meu cadastro',
    erasure: 'Eliminação das minhas respostas identificadas',
    anonymization: 'Anonimização das minhas respostas identificadas',
    'consent-withdrawal': 'Revogação do consentimento',
  },
  kindHelp: {
    statement:
      'A empresa informa por escrito quais dados seus trata, de onde vieram, para quê e com quem os compartilha.',
    correction: 'Algo no seu cadastro está errado, incompleto ou desatualizado.',
    erasure:
      'Suas respostas identificadas são apagadas e deixam de contar nos relatórios. Sua participação continua registrada.',
    anonymization:
      'Suas respostas identificadas deixam de ter seu nome e continuam contando nos relatórios.',
    'consent-withdrawal':
      'Suas respostas sobre dados sensíveis são apagadas na hora e deixam de contar nos relatórios.',
  },
  status: {
    open: 'Em aberto',
    done: 'Atendido',
    refused: 'Recusado',
  },
  form: {
    title: 'Fazer um pedido',
    kind: 'O que você quer pedir?',
    survey: 'Quais respostas?',
    allSurveys: 'Todas as minhas respostas identificadas',
    details: 'Detalhes (opcional)',
    detailsCorrection: 'O que está errado e como deve ficar?',
    submit: 'Enviar pedido',
    sent: 'Pedido enviado. A empresa tem até {{date}} para responder.',
    noAnswers: 'Você não tem respostas identificadas: não há o que apagar ou anonimizar.',
  },
};

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
/** The other languages have exactly these keys (checked by the compiler and by a test). */
export type PrivacyTranslation = DeepStrings<typeof privacyPtBR>;
