import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { privacyApi } from '../api/privacy';
import { Button } from '../components/Button';
import { useErrorToast } from '../components/useErrorToast';
import { saveFile } from './saveFile';

/** The right to a copy (LGPD art. 18 II and V): the page's content as JSON or as a PDF. */
export function DownloadPanel() {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const [loading, setLoading] = useState<'json' | 'pdf' | null>(null);

  const download = async (format: 'json' | 'pdf') => {
    setLoading(format);
    try {
      saveFile(await privacyApi.file(format), `meus-dados.${format}`);
    } catch (error) {
      showError(error, 'privacy.download.failed');
    } finally {
      setLoading(null);
    }
  };

  return (
    <section className="panel" aria-labelledby="download-title">
      <h2 id="download-title">{t('privacy.download.title')}</h2>
      <p>{t('privacy.download.text')}</p>
      <div className="button-row">
        <Button variant="secondary" loading={loading === 'pdf'} onClick={() => download('pdf')}>
          {t('privacy.download.pdf')}
        </Button>
        <Button variant="secondary" loading={loading === 'json'} onClick={() => download('json')}>
          {t('privacy.download.json')}
        </Button>
      </div>
    </section>
  );
}
