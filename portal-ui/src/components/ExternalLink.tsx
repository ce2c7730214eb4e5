import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A link to another site, in a new tab, saying so to screen readers. */
export function ExternalLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {t('legal.opensInNewTab')}</span>
    </a>
  );
}
