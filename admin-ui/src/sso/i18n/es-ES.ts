import type { SameKeys } from '../../i18n/ra/types';
import type { ssoPtBR } from './pt-BR';

export const ssoEsES: SameKeys<typeof ssoPtBR> = {
  menu: 'Acceso por SSO',
  title: 'Acceso por SSO de la empresa',
  intro:
    'Con el proveedor de identidad de la empresa (Microsoft Entra ID, Google Workspace, Okta, Keycloak…), las personas inician sesión con la cuenta de la empresa. Registra en el proveedor una aplicación web OpenID Connect con la dirección de retorno de abajo y los ámbitos openid, email y profile.',
  redirect_uri: 'Dirección de retorno (redirect URI)',
  scopes: 'Ámbitos: openid email profile',
  issuer: 'Emisor (issuer)',
  issuer_help: 'La dirección https del proveedor, sin /.well-known/openid-configuration.',
  client_id: 'ID de cliente (client ID)',
  client_secret: 'Secreto de cliente (client secret)',
  client_secret_kept: 'Guardado cifrado. Déjalo en blanco para mantenerlo.',
  domains: 'Dominios de correo',
  domains_help:
    'Separados por comas. Quien escriba un correo de estos dominios en "Iniciar sesión con SSO" va al proveedor.',
  required: 'Exigir el SSO a todas las personas de la empresa',
  required_help:
    'Desactiva el acceso con contraseña, el primer acceso, Google y Microsoft para administradores y colaboradores.',
  required_locked: 'Inicia sesión una vez con el SSO para poder exigirlo.',
  status_unset: 'Aún no configurado.',
  status_waiting: 'Configurado. Nadie ha iniciado sesión con él todavía.',
  status_verified: 'Configurado. Primer acceso el %{date}.',
  saved: 'Acceso por SSO guardado',
  remove: 'Quitar el SSO',
  remove_title: '¿Quitar el acceso por SSO?',
  remove_content:
    'Las personas de la empresa vuelven a iniciar sesión con contraseña, Google o Microsoft.',
  removed: 'Acceso por SSO quitado',
  load_failed: 'No fue posible cargar el acceso por SSO.',
};
