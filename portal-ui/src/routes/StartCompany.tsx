import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { currentProduct, type Product } from '../api/session';
import { PageFrame } from '../components/PageFrame';
import { useFooterLinks } from '../components/useFooterLinks';

const TITLE_KEY: Record<Product, string> = {
  user: 'start.titleUser',
  admin: 'start.titleAdmin',
  super: 'start.titleSuper',
};

/**
 * How to sign in (spec §2). Google, Microsoft and SSO are not offered by the API yet, so, as the
 * spec says, they lead to the password login for now.
 */
export function StartCompany() {
  const { t } = useTranslation();
  const { links, modals } = useFooterLinks();
  const options = [
    { label: t('start.login'), to: '/login', primary: true },
    { label: t('start.firstAccess'), to: '/first-access' },
    { label: t('start.google'), to: '/login' },
    { label: t('start.microsoft'), to: '/login' },
    { label: t('start.sso'), to: '/login' },
  ];
  return (
    <PageFrame
      title={t(TITLE_KEY[currentProduct()])}
      footerLinks={[{ ...links.createAccount, separator: true }, links.language]}
    >
      <p className="lead">{t('start.subtitle')}</p>
      <nav aria-label={t('start.subtitle')} className="option-list">
        {options.map((option) => (
          <Link
            key={option.label}
            to={option.to}
            className={`btn btn-block ${option.primary ? 'btn-primary' : 'btn-secondary'}`}
          >
            {option.label}
          </Link>
        ))}
      </nav>
      {modals}
    </PageFrame>
  );
}
