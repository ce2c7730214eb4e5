import { raPtBR } from '../../i18n/ra/ra.pt-BR';
import { libraryPtBR } from '../../library/i18n/pt-BR';
import { questionnairePtBR } from '../../questionnaires/i18n/pt-BR';
import { surveyPtBR } from '../../surveys/i18n/pt-BR';
import { employeePtBR } from '../../employees/i18n/pt-BR';
import { privacyRequestPtBR } from '../../privacy-requests/i18n/pt-BR';
import { importPtBR } from '../../imports/i18n/pt-BR';
import { reportPtBR } from '../../reports/i18n/pt-BR';
import { ssoPtBR } from '../../sso/i18n/pt-BR';
import { auditPtBR } from '../../audit/i18n/pt-BR';
import { retentionPtBR } from '../../retention/i18n/pt-BR';
import { comparisonsPtBR } from '../../reports/comparisons/i18n/pt-BR';
import { trendPtBR } from '../../reports/trend/i18n/pt-BR';
import { homePtBR } from '../../admin/home/i18n/pt-BR';

/**
 * The reference catalogue (pt-BR is the default language): the compiler and a test hold the
 * others to its keys. Placeholders use react-admin's `%{name}`; plurals its ` |||| `.
 */
export const ptBR = {
  ra: raPtBR,
  app: {
    validation: {
      cpfShape: 'O CPF tem 11 dígitos.',
      cpfDigits:
        'Os dígitos verificadores do CPF não conferem: confira se foi digitado corretamente.',
      cnpjShape: 'O CNPJ tem 14 caracteres: 12 letras ou números e 2 dígitos no fim.',
      cnpjDigits:
        'Os dígitos verificadores do CNPJ não conferem: confira se foi digitado corretamente.',
    },
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
    security: {
      menu: 'Segurança de acesso',
      title: 'Segurança de acesso',
      app_title: 'Aplicativo autenticador',
      app_on:
        'O acesso pede um código do seu aplicativo autenticador em vez de um código por e-mail.',
      app_off:
        'Adicione um aplicativo autenticador (Google Authenticator, Microsoft Authenticator, 1Password…): o acesso pedirá o código dele em vez de um enviado por e-mail.',
      set_up: 'Configurar aplicativo autenticador',
      replace: 'Trocar de aplicativo',
      qr_alt: 'QR code para adicionar a Diversitera ao seu aplicativo autenticador',
      manual: 'Não consegue ler? Digite esta chave no aplicativo:',
      code: 'Código do novo aplicativo',
      current_code: 'Código do aplicativo atual ou de recuperação',
      confirm: 'Confirmar',
      enrolled: 'Configurado em %{date}.',
      codes_left:
        '%{smart_count} código de recuperação restante. |||| %{smart_count} códigos de recuperação restantes.',
      codes_title: 'Seus códigos de recuperação',
      codes_text:
        'Cada código permite entrar uma vez se você perder o celular. Guarde-os em lugar seguro: eles não serão mostrados de novo.',
      codes_saved: 'Já guardei',
      remove_title: 'Remover o aplicativo autenticador',
      remove: 'Remover',
      removed: 'Aplicativo autenticador removido',
      policy_title: 'Regra',
      policy_company: 'Exigir aplicativo autenticador de todos os administradores da empresa',
      policy_owner: 'Exigir aplicativo autenticador do dono da plataforma',
      policy_saved: 'Regra salva',
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
      erasure: {
        erase: 'Apagar os dados da empresa',
        erase_title: 'Apagar todos os dados de %{name}?',
        erase_content:
          'Todos os registros e arquivos da empresa serão apagados definitivamente após o período de carência; até lá, é possível cancelar. Fica só o registro de que a empresa foi apagada.',
        scheduled: 'Dados da empresa serão apagados em %{date}',
        cancel: 'Cancelar a eliminação (%{date})',
        cancelled: 'Eliminação cancelada',
      },
      messages: {
        save_failed: 'Existem campos obrigatórios que devem ser preenchidos.',
        save_failed_fields: 'Não foi possível salvar. Corrija:\n%{fields}',
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
      actions: {
        invite: 'Convidar administrador',
        deactivate: 'Desativar',
        resend: 'Reenviar convite',
      },
      messages: {
        invite_help:
          'A pessoa recebe um e-mail para o primeiro acesso, em que cria a própria senha.',
        deactivate_title: 'Desativar %{name}?',
        deactivate_content: 'A pessoa deixa de acessar o painel. Você pode reativá-la depois.',
        deactivated: 'Administrador desativado',
        invitation_resent: 'Convite reenviado',
      },
    },
    employee: employeePtBR,
    'privacy-request': privacyRequestPtBR,
    audit: auditPtBR,
  },
  import: importPtBR,
  report: reportPtBR,
  sso: ssoPtBR,
  retention: retentionPtBR,
  comparisons: comparisonsPtBR,
  trend: trendPtBR,
  home: homePtBR,
};

export type Catalogue = typeof ptBR;
