import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BrandSymbol } from './icons';

/** Spec §2 header types: `login` (the default) shows the name; `super` adds the brand symbol. */
export type HeaderType = 'login' | 'super';

export function Header({ type = 'login' }: { type?: HeaderType }) {
  const { t } = useTranslation();
  return (
    <header className={`site-header site-header-${type}`}>
      <Link to="/" className="brand">
        {type === 'super' && <BrandSymbol />}
        <span className="brand-name">{t('common.brand')}</span>
      </Link>
    </header>
  );
}
