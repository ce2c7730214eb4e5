import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageFrame } from '../components/PageFrame';

/** Any unknown path (spec §2 shared pieces). */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('notFound.title')}>
      <p className="lead">{t('notFound.text')}</p>
      <Link to="/" className="btn btn-primary btn-block">
        {t('common.homePage')}
      </Link>
    </PageFrame>
  );
}
