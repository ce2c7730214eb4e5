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
import { superPtBR } from '../../super/i18n/pt-BR';
import { adminPtBR } from '../../admin/i18n/pt-BR';

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
    ...superPtBR,
    ...adminPtBR,
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
