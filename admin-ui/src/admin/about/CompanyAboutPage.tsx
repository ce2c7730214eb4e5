import { LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageCard } from '../../common/PageCard';
import { AboutForm } from './AboutForm';
import { useAbout } from '../../providers/useAbout';
import { LoadError } from '../../common/LoadError';

export default function CompanyAboutPage() {
  const translate = useTranslate();
  const about = useAbout();
  return (
    <PageCard title={translate('app.about.title')}>
      {about.isPending ? (
        <LinearProgress />
      ) : about.data ? (
        <AboutForm about={about.data} />
      ) : (
        <LoadError message="app.about.load_failed" />
      )}
    </PageCard>
  );
}
