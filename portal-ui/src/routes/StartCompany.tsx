import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { currentProduct, type Product } from '../api/session';
import { ProviderButtons, ProviderRefusal } from '../auth/ProviderSignIn';
import { PageFrame } from '../components/PageFrame';
import { useFooterLinks } from '../components/useFooterLinks';

const TITLE_KEY: Record<Product, string> = {
  user: 'start.titleUser',
  admin: 'start.titleAdmin',
  super: 'start.titleSuper',
};

/**
 * How to sign in (spec §2): a password, a first access, the sign-in providers the API has set
 * up (Google, Microsoft, a company's SSO), or an access code.
 */
export function StartCompany() {
  const { t } = useTranslation();
  const { links, modals } = useFooterLinks();
  const link = (label: string, to: string, primary = false) => (
    <Link to={to} className={`btn btn-block ${primary ? 'btn-primary' : 'btn-secondary'}`}>
      {label}
    </Link>
  );
  return (
    <PageFrame
      title={t(TITLE_KEY[currentProduct()])}
      footerLinks={[{ ...links.createAccount, separator: true }, links.language]}
    >
      <ProviderRefusal />
      <p className="lead">{t('start.subtitle')}</p>
      <nav aria-label={t('start.subtitle')} className="option-list">
        {link(t('start.login'), '/login', true)}
        {link(t('start.firstAccess'), '/first-access')}
        <ProviderButtons returnTo="/start-company" />
        {/* Visitors and kiosk users have no account: the code is their whole way in. */}
        {link(t('start.accessCode'), '/access-code')}
      </nav>
      {modals}
    </PageFrame>
  );
}
