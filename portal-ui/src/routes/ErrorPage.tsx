import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../components/PageFrame';

/** /error, and what a crashed screen shows instead of a blank page. */
export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('errorPage.title')}>
      <p className="lead">{t('errorPage.text')}</p>
      {/* A full load: whatever broke the page should not survive into the next one. */}
      <a href="/" className="btn btn-primary btn-block">
        {t('common.homePage')}
      </a>
    </PageFrame>
  );
}

export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
