import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_EMAIL, PRIVACY_URL, TERMS_URL } from '../config/links';
import { useLanguageChooser } from '../i18n/LanguageProvider';
import { ExternalLink } from './ExternalLink';
import {
  DocumentIcon,
  GlobeIcon,
  HomeIcon,
  KeyIcon,
  ListIcon,
  MailIcon,
  UserPlusIcon,
} from './icons';
import { Modal } from './Modal';
import type { FooterLink } from './PageFrame';

/** The footer entries the public screens share, and the modals two of them open. */
export function useFooterLinks() {
  const { t } = useTranslation();
  const { openChooser } = useLanguageChooser();
  const [open, setOpen] = useState<'terms' | 'contact' | null>(null);
  const close = () => setOpen(null);

  const links = {
    terms: { label: t('common.terms'), icon: <DocumentIcon />, onClick: () => setOpen('terms') },
    contact: { label: t('common.contact'), icon: <MailIcon />, onClick: () => setOpen('contact') },
    createAccount: {
      label: t('common.createAccount'),
      icon: <UserPlusIcon />,
      to: '/business-signup',
    },
    language: { label: t('common.language'), icon: <GlobeIcon />, onClick: openChooser },
    home: { label: t('common.homePage'), icon: <HomeIcon />, to: '/' },
    forgot: { label: t('login.forgot'), icon: <KeyIcon />, to: '/forgot-pass' },
    accessCode: { label: t('start.accessCode'), icon: <ListIcon />, to: '/access-code' },
  } satisfies Record<string, FooterLink>;

  const modals = (
    <>
      {open === 'terms' && (
        <Modal title={t('common.terms')} onClose={close}>
          <p>{t('legal.termsText')}</p>
          <ul className="plain-list">
            <li>
              <ExternalLink href={TERMS_URL}>{t('common.terms')}</ExternalLink>
            </li>
            <li>
              <ExternalLink href={PRIVACY_URL}>{t('common.privacy')}</ExternalLink>
            </li>
          </ul>
        </Modal>
      )}
      {open === 'contact' && (
        <Modal title={t('common.contact')} onClose={close}>
          <p>{t('legal.contactText')}</p>
          <p>
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
          </p>
        </Modal>
      )}
    </>
  );

  return { links, modals };
}
