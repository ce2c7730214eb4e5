import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { currentProduct } from '../api/session';
import { Header, type HeaderType } from './Header';
import { ArrowLeftIcon } from './icons';
import { usePageHeading } from './usePageHeading';

/** A footer entry: a route link or a button that opens a modal, with an optional icon. */
export type FooterLink = {
  label: string;
  icon?: ReactNode;
  /** Draws a divider after this entry (drawn by CSS, so screen readers skip it). */
  separator?: boolean;
} & ({ to: string } | { onClick: () => void });

export interface PageFrameProps {
  title: string;
  children: ReactNode;
  /** Shows "Retornar": back in history, or to this path when the page was opened directly. */
  back?: string;
  footerLinks?: FooterLink[];
  headerType?: HeaderType;
  /** Wider card for forms with several fields. */
  wide?: boolean;
}

/** The login-style page (spec §2): header, a card with title and content, footer links. */
export function PageFrame({
  title,
  children,
  back,
  footerLinks = [],
  headerType,
  wide,
}: PageFrameProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const heading = usePageHeading(title);
  // The dashboard's people sign in here too; their pages carry the brand symbol.
  const type = headerType ?? (currentProduct() === 'super' ? 'super' : 'login');
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else if (back) navigate(back);
  };
  return (
    <div className="page">
      <Header type={type} />
      <main id="main" className={`card${wide ? ' card-wide' : ''}`}>
        {back && (
          <button type="button" className="back-button" onClick={goBack}>
            <ArrowLeftIcon />
            {t('common.back')}
          </button>
        )}
        <h1 className="page-title" ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {children}
      </main>
      {footerLinks.length > 0 && (
        <footer className="page-footer">
          <ul className="footer-links">
            {footerLinks.map((link) => (
              <li key={link.label} className={link.separator ? 'separated' : undefined}>
                {'to' in link ? (
                  <Link to={link.to} className="footer-link">
                    {link.icon}
                    {link.label}
                  </Link>
                ) : (
                  <button type="button" className="footer-link" onClick={link.onClick}>
                    {link.icon}
                    {link.label}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </footer>
      )}
    </div>
  );
}
