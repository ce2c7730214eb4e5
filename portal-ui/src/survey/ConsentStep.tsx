import { cleanRichText } from '@shared/rich-text';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { CheckIcon, ShieldIcon } from '../components/icons';
import { useMemo } from 'react';
import type { ConsentChoice } from './answers';

export interface ConsentStepProps {
  /** The server's versioned consent text (sanitized HTML). */
  text: string;
  /** The sensitive categories asked, or the sensitive questions when categories are unknown. */
  subjects: { categories: string[] } | { questions: string[] };
  choice: ConsentChoice;
  onChoose: (choice: 'given' | 'declined') => void;
}

/** The categories the catalogues name; another one shows as the server sends it. */
export const KNOWN_CATEGORIES = ['race', 'gender', 'orientation', 'disability', 'age', 'belonging'];

/**
 * LGPD art. 11: a specific, highlighted consent before the first sensitive question. It names
 * what is asked, says that answering is optional, and lets the person go on without those
 * questions: declined, they are not shown and nothing of them is sent.
 */
export function ConsentStep({ text, subjects, choice, onChoose }: ConsentStepProps) {
  const { t } = useTranslation();
  const term = useMemo(() => cleanRichText(text), [text]);
  const items =
    'categories' in subjects
      ? subjects.categories.map((category) =>
          KNOWN_CATEGORIES.includes(category) ? t(`consent.category.${category}`) : category,
        )
      : subjects.questions;
  return (
    <section className="consent" aria-labelledby="consent-title">
      <p className="consent-badge">
        <ShieldIcon />
        {t('consent.badge')}
      </p>
      <h2 id="consent-title" tabIndex={-1}>
        {t('consent.title')}
      </h2>
      <p>{t('consent.intro')}</p>
      <ul className="consent-subjects">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="consent-optional">
        <strong>{t('consent.optional')}</strong> {t('consent.declineEffect')}
      </p>
      {term && <div className="consent-text" dangerouslySetInnerHTML={{ __html: term }} />}
      <p className="field-hint">{t('consent.changeLater')}</p>
      <div className="consent-actions">
        <Button
          aria-pressed={choice === 'given'}
          variant={choice === 'declined' ? 'secondary' : 'primary'}
          onClick={() => onChoose('given')}
        >
          {choice === 'given' && <CheckIcon />}
          {t('consent.give')}
        </Button>
        <Button
          aria-pressed={choice === 'declined'}
          variant={choice === 'declined' ? 'primary' : 'secondary'}
          onClick={() => onChoose('declined')}
        >
          {choice === 'declined' && <CheckIcon />}
          {t('consent.decline')}
        </Button>
      </div>
      {/* Always there, so that the choice is announced when it is made. */}
      <p className="consent-status" role="status">
        {choice === 'given' && t('consent.givenStatus')}
        {choice === 'declined' && t('consent.declinedStatus')}
      </p>
    </section>
  );
}
