/** The company SSO page's texts (top-level `sso.*`); pt-BR is the reference. */
export const ssoPtBR = {
  menu: 'Acesso por SSO',
  title: 'Acesso por SSO da empresa',
  intro:
    'Com o provedor de identidade da empresa (Microsoft Entra ID, Google Workspace, Okta, Keycloak…), as pessoas entram com a conta da empresa. Registre no provedor um aplicativo web OpenID Connect com o endereço de retorno abaixo e os escopos openid, email e profile.',
  redirect_uri: 'Endereço de retorno (redirect URI)',
  scopes: 'Escopos: openid email profile',
  issuer: 'Emissor (issuer)',
  issuer_help: 'O endereço https do provedor, sem /.well-known/openid-configuration.',
  client_id: 'ID do cliente (client ID)',
  client_secret: 'Segredo do cliente (client secret)',
  client_secret_kept: 'Guardado cifrado. Deixe em branco para mantê-lo.',
  domains: 'Domínios de e-mail',
  domains_help:
    'Separados por vírgula. Quem digitar um e-mail desses domínios em "Entrar com SSO" vai para o provedor.',
  required: 'Exigir o SSO de todas as pessoas da empresa',
  required_help:
    'Desliga a entrada por senha, primeiro acesso, Google e Microsoft para administradores e colaboradores.',
  required_locked: 'Entre uma vez pelo SSO para poder exigi-lo.',
  status_unset: 'Ainda não configurado.',
  status_waiting: 'Configurado. Ninguém entrou por ele ainda.',
  status_verified: 'Configurado. Primeira entrada em %{date}.',
  saved: 'Acesso por SSO salvo',
  remove: 'Remover o SSO',
  remove_title: 'Remover o acesso por SSO?',
  remove_content: 'As pessoas da empresa voltam a entrar com senha, Google ou Microsoft.',
  removed: 'Acesso por SSO removido',
  load_failed: 'Não foi possível carregar o acesso por SSO.',
};
