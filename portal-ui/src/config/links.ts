/**
 * Legal documents and the contact address live on the company's public site, outside this app;
 * they change with the legal team's texts, not with releases of the portal.
 */
export const TERMS_URL = 'https://diversitera.com.br/termos-de-uso';
export const PRIVACY_URL = 'https://diversitera.com.br/politica-de-privacidade';
export const CONTACT_EMAIL = 'contato@diversitera.com.br';
