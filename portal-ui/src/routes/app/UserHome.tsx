import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import type { SessionClaims } from '../../api/session';
import { InboxIcon } from '../../components/icons';
import { usePageHeading } from '../../components/usePageHeading';

/** Welcome and the surveys to answer; surveys come in a later release, so it is empty for now. */
export function UserHome() {
  const { t } = useTranslation();
  const session = useOutletContext<SessionClaims>();
  const title = t('home.title', { name: session.name });
  const heading = usePageHeading(title);
  return (
    <>
      <h1 className="page-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p className="lead">{t('home.text')}</p>
      <section className="panel" aria-labelledby="surveys-title">
        <h2 id="surveys-title">{t('home.surveys')}</h2>
        <div className="empty-state">
          <InboxIcon />
          <p>{t('home.empty')}</p>
        </div>
      </section>
    </>
  );
}
