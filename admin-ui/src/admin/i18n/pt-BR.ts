/**
 * The company administrator's resources: organizations, departments, contacts and
 * administrators. pt-BR is the reference.
 */
export const adminPtBR = {
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
      invite_help: 'A pessoa recebe um e-mail para o primeiro acesso, em que cria a própria senha.',
      deactivate_title: 'Desativar %{name}?',
      deactivate_content: 'A pessoa deixa de acessar o painel. Você pode reativá-la depois.',
      deactivated: 'Administrador desativado',
      invitation_resent: 'Convite reenviado',
    },
  },
};
