import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Header } from '../components/Header';

/** `/app/user/survey/...` inside the employee area, `/survey/...` on its own (spec §2). */
export function useSurveyBase() {
  const inApp = useLocation().pathname.startsWith('/app/');
  return { inApp, base: inApp ? '/app/user/survey' : '/survey' };
}

/**
 * The survey screens' page: inside the employee area a panel of its main column; on their own,
 * the brand header and a wide card, comfortable on a phone.
 */
export function SurveyFrame({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  const { inApp } = useSurveyBase();
  if (inApp) {
    return (
      <section className="panel survey-panel">
        {children}
        {footer}
      </section>
    );
  }
  return (
    <div className="page">
      <Header />
      <main id="main" className="card card-survey">
        {children}
      </main>
      {footer && <footer className="page-footer">{footer}</footer>}
    </div>
  );
}
