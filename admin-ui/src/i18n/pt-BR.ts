import { raPtBR } from './ra/ra.pt-BR';
import { libraryPtBR } from '../library/i18n/pt-BR';
import { questionnairePtBR } from '../questionnaires/i18n/pt-BR';
import { surveyPtBR } from '../surveys/i18n/pt-BR';
import { employeePtBR } from '../employees/i18n/pt-BR';
import { importPtBR } from '../imports/i18n/pt-BR';
import { reportPtBR } from '../reports/i18n/pt-BR';

/**
 * The reference catalogue (pt-BR is the default language): the compiler and a test hold the
 * others to its keys. Placeholders use react-admin's `%{name}`; plurals its ` |||| `.
 */
export const ptBR = {
  ra: raPtBR,
  app: {
    table: { actions: 'Ações' },
    errors: { unexpected: 'Ocorreu um erro inesperado. Tente novamente mais tarde.' },
    modules: {
      Company: 'Empresa',
      Employee: 'Colaboradores',
      Survey: 'Pesquisas',
      AdminUser: 'Administradores',
      Chart: 'Relatórios',
      Document: 'Documentos',
    },
    company: {
      data: 'Dados da empresa',
      address: 'Endereço',
      subscription: 'Assinatura',
      firstAdmin: 'Primeiro administrador',
    },
    logo: {
      current: 'Logotipo atual',
      alt: 'Logotipo da empresa',
      help: 'PNG ou JPG de até 2 MB.',
      rejected: 'O logotipo deve ser uma imagem PNG ou JPG de até 2 MB.',
    },
    impersonation: {
      banner: 'Você está acessando como %{companyName}',
      back: 'Voltar ao painel da plataforma',
    },
    subscription: {
      expired:
        'A assinatura da empresa expirou em %{date}. Não é possível enviar pesquisas até que ela seja renovada.',
    },
    about: {
      menu: 'Sobre a empresa',
      title: 'Sobre a empresa',
      saved: 'Dados da empresa salvos',
      plan: 'Plano %{plan}, assinatura até %{date}',
      plan_only: 'Plano %{plan}',
      load_failed: 'Não foi possível carregar os dados da empresa.',
    },
    setup: {
      menu: 'Configuração inicial',
      title: 'Configuração inicial',
      complete: 'Configuração concluída. Você pode revisar qualquer etapa.',
      load_failed: 'Não foi possível carregar a configuração.',
      back: 'Voltar',
      next: 'Próxima etapa',
      finish: 'Concluir configuração',
      saved: 'Configuração concluída',
      add: 'Adicionar',
      none_yet: 'Nenhum cadastro ainda.',
      goals_help: 'O que a empresa quer alcançar com as pesquisas de diversidade.',
      steps: {
        about: 'Sobre a empresa',
        organizations: 'Organizações',
        departments: 'Departamentos',
        contacts: 'Contatos',
        setup: 'Perguntas iniciais',
      },
      help: {
        organization: 'Cadastre ao menos uma organização (unidade, filial ou empresa do grupo).',
        department: 'Cadastre ao menos um departamento e a organização a que ele pertence.',
        contact: 'Cadastre ao menos uma pessoa de contato para a plataforma.',
      },
      fields: {
        sector: 'Setor de atuação',
        employeeCountRange: 'Número de colaboradores',
        hasDiversityCommittee: 'A empresa tem um comitê de diversidade',
        goals: 'Objetivos',
      },
    },
    home: {
      title: 'Início',
      welcome: 'Olá, %{name}!',
      progress: '%{done} de %{total} etapas da configuração concluídas',
      done: 'Concluída',
      todo: 'Pendente',
      continue_setup: 'Continuar a configuração',
      flags: {
        isAboutComplete: 'Dados da empresa',
        isEmployeesComplete: 'Colaboradores',
        isEvaluationComplete: 'Avaliação',
        isSetupComplete: 'Configuração inicial',
      },
    },
  },
  library: libraryPtBR.library,
  resources: {
    ...libraryPtBR.resources,
    questionnaire: questionnairePtBR,
    survey: surveyPtBR,
    company: {
      name: 'Empresa |||| Empresas',
      empty: 'Ainda não há empresas.',
      invite: 'Deseja adicionar uma?',
      fields: {
        companyName: 'Razão Social',
        cnpj: 'CNPJ',
        planName: 'Plano',
        planId: 'Plano',
        plan: 'Plano',
        subscriptionEndDate: 'Fim da assinatura',
        status: 'Situação',
        isActive: 'Ativa',
        createdAt: 'Criada em',
        encryptedCompanyTypeId: 'Tipo de empresa',
        has2faAuthentication: 'Exigir autenticação em dois fatores',
        zipCode: 'CEP',
        street: 'Logradouro',
        number: 'Número',
        complement: 'Complemento',
        neighborhood: 'Bairro',
        encryptedStateId: 'Estado',
        encryptedCityId: 'Cidade',
        logo: 'Logotipo',
        logoUrl: 'Logotipo',
        adminName: 'Nome do administrador',
        adminEmail: 'E-mail do administrador',
        search: 'Buscar',
      },
      status: { active: 'Ativa', inactive: 'Inativa', expired: 'Assinatura expirada' },
      actions: { impersonate: 'Acessar como empresa' },
      messages: {
        save_failed: 'Existem campos obrigatórios que devem ser preenchidos.',
        save_failed_fields: 'Existem campos obrigatórios que devem ser preenchidos.\n%{fields}',
      },
    },
    'company-request': {
      name: 'Solicitação de conta |||| Solicitações de conta',
      empty: 'Nenhuma solicitação de conta por enquanto.',
      fields: {
        companyName: 'Razão Social',
        cnpj: 'CNPJ',
        contactName: 'Nome',
        contactEmail: 'E-mail',
        contactPhone: 'Telefone',
        status: 'Situação',
        createdAt: 'Recebida em',
        planId: 'Plano',
        subscriptionEndDate: 'Fim da assinatura',
        reason: 'Motivo (opcional)',
        decidedAt: 'Decidida em',
        rejectionReason: 'Motivo da recusa',
        search: 'Buscar',
      },
      status: { pending: 'Pendente', approved: 'Aprovada', rejected: 'Recusada' },
      actions: { approve: 'Aprovar', reject: 'Recusar' },
      messages: {
        approve_title: 'Aprovar a conta de %{companyName}',
        reject_title: 'Recusar a solicitação de %{companyName}',
        approved: 'Conta de %{companyName} aprovada; o administrador recebeu o convite.',
        rejected: 'Solicitação de %{companyName} recusada.',
      },
    },
    plan: {
      name: 'Plano |||| Planos',
      empty: 'Ainda não há planos.',
      invite: 'Deseja adicionar um?',
      fields: {
        name: 'Nome',
        modules: 'Módulos',
        employeeLimit: 'Limite de colaboradores',
        companyCount: 'Empresas',
        search: 'Buscar',
      },
    },
    organization: {
      name: 'Organização |||| Organizações',
      empty: 'Ainda não há organizações.',
      invite: 'Deseja adicionar uma?',
      fields: {
        name: 'Nome',
        encryptedOrganizationTypeId: 'Tipo de organização',
        organizationTypeName: 'Tipo',
        departmentCount: 'Departamentos',
        search: 'Buscar',
      },
      messages: { load_failed: 'Falha ao carregar a organização' },
    },
    department: {
      name: 'Departamento |||| Departamentos',
      empty: 'Ainda não há departamentos.',
      invite: 'Deseja adicionar um?',
      fields: {
        name: 'Nome',
        encryptedOrganizationId: 'Organização',
        organizationId: 'Organização',
        organizationName: 'Organização',
        search: 'Buscar',
      },
      messages: { load_failed: 'Falha ao carregar os departamentos' },
    },
    contact: {
      name: 'Contato |||| Contatos',
      empty: 'Ainda não há contatos.',
      invite: 'Deseja adicionar um?',
      fields: {
        name: 'Nome',
        email: 'E-mail',
        phone: 'Telefone',
        position: 'Cargo',
        search: 'Buscar',
      },
      messages: { load_failed: 'Falha ao carregar os contatos' },
    },
    'admin-user': {
      name: 'Administrador |||| Administradores',
      empty: 'Ainda não há administradores.',
      invite: 'Deseja adicionar um?',
      fields: {
        name: 'Nome',
        email: 'E-mail',
        phone: 'Telefone',
        isActive: 'Ativo',
        isFirstAccess: 'Aguardando primeiro acesso',
        lastLoginAt: 'Último acesso',
        search: 'Buscar',
      },
      actions: { invite: 'Convidar administrador', deactivate: 'Desativar' },
      messages: {
        invite_help:
          'A pessoa recebe um e-mail para o primeiro acesso, em que cria a própria senha.',
        deactivate_title: 'Desativar %{name}?',
        deactivate_content: 'A pessoa deixa de acessar o painel. Você pode reativá-la depois.',
        deactivated: 'Administrador desativado',
      },
    },
    employee: employeePtBR,
  },
  import: importPtBR,
  report: reportPtBR,
};

export type Catalogue = typeof ptBR;
