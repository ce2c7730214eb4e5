import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router-dom';
import type { SessionClaims } from '../../api/session';
import { surveyApi, type ListPage, type SurveySummary } from '../../api/survey';
import { Button } from '../../components/Button';
import { EyeOffIcon, InboxIcon, UserIcon } from '../../components/icons';
import { useErrorToast } from '../../components/useErrorToast';
import { usePageHeading } from '../../components/usePageHeading';
import { formatDate } from '../../survey/format';

/** Enough for nearly everyone's whole list; the rest comes on request. */
export const HOME_PAGE_SIZE = 20;

interface SurveyList {
  items: SurveySummary[];
  page: number;
  total: number;
  hasMore: boolean;
}

/** Welcome, and the surveys sent to the signed-in employee with where each one stands. */
export function UserHome() {
  const { t } = useTranslation();
  const session = useOutletContext<SessionClaims>();
  const showError = useErrorToast();
  const title = t('home.title', { name: session.name });
  const heading = usePageHeading(title);
  const [surveys, setSurveys] = useState<SurveyList | null>(null);
  const [failed, setFailed] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [focusId, setFocusId] = useState<string | null>(null);

  const load = useCallback(() => {
    setFailed(false);
    surveyApi.mine({ pageSize: HOME_PAGE_SIZE }).then(
      (page) => setSurveys(listOf([], page)),
      () => setFailed(true),
    );
  }, []);
  useEffect(load, [load]);

  const showMore = async () => {
    if (!surveys) return;
    setLoadingMore(true);
    try {
      const page = await surveyApi.mine({ page: surveys.page + 1, pageSize: HOME_PAGE_SIZE });
      const list = listOf(surveys.items, page);
      setSurveys(list);
      // Keyboard and screen-reader users go on reading where the new surveys begin.
      setFocusId(list.items[surveys.items.length]?.id ?? null);
    } catch (error) {
      showError(error, 'home.loadFailed');
    } finally {
      setLoadingMore(false);
    }
  };

  useEffect(() => {
    if (focusId) document.getElementById(`survey-${focusId}`)?.focus();
  }, [focusId]);

  return (
    <>
      <h1 className="page-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p className="lead">{t('home.text')}</p>
      <section className="panel" aria-labelledby="surveys-title" aria-busy={!surveys && !failed}>
        <h2 id="surveys-title">{t('home.surveys')}</h2>
        {failed ? (
          <div className="empty-state" role="alert">
            <p>{t('home.loadFailed')}</p>
            <Button variant="secondary" small onClick={load}>
              {t('common.retry')}
            </Button>
          </div>
        ) : !surveys ? (
          <p role="status">{t('home.loading')}</p>
        ) : surveys.items.length === 0 ? (
          <div className="empty-state">
            <InboxIcon />
            <p>{t('home.empty')}</p>
          </div>
        ) : (
          <>
            <ul className="survey-list">
              {surveys.items.map((survey) => (
                <SurveyItem key={survey.id} survey={survey} />
              ))}
            </ul>
            {surveys.hasMore && (
              <div className="survey-list-more">
                <p role="status">
                  {t('home.shown', { shown: surveys.items.length, total: surveys.total })}
                </p>
                <Button variant="secondary" small loading={loadingMore} onClick={showMore}>
                  {t('home.showMore')}
                </Button>
              </div>
            )}
          </>
        )}
      </section>
      <section className="panel" aria-labelledby="data-title">
        <h2 id="data-title">{t('home.dataTitle')}</h2>
        <p>{t('home.dataText')}</p>
        <Link to="/app/user/data" className="btn btn-secondary btn-small">
          {t('home.dataLink')}
        </Link>
      </section>
    </>
  );
}

/**
 * The surveys shown after one more page. Those already on screen keep their place, the page's
 * own are sorted for action after them; a survey sent meanwhile shifts the pages, so one seen
 * already may come again and is left out.
 */
function listOf(shown: SurveySummary[], page: ListPage<SurveySummary>): SurveyList {
  const known = new Set(shown.map((survey) => survey.id));
  const items = [...shown, ...sortForAction(page.items.filter((survey) => !known.has(survey.id)))];
  return {
    items,
    page: page.page,
    total: page.total,
    hasMore: page.items.length > 0 && page.page * page.pageSize < page.total,
  };
}

/**
 * One badge per survey: the person's own progress while it is open, else the survey's state.
 * Listed in the order the home shows them: what waits for the person first.
 */
export const SURVEY_BADGES = [
  'partially-answered',
  'open',
  'not-started',
  'answered',
  'closed',
  'expired',
] as const;
export type SurveyBadge = (typeof SURVEY_BADGES)[number];

export function badgeOf(survey: SurveySummary): SurveyBadge {
  if (survey.participationStatus === 'answered') return 'answered';
  if (survey.status !== 'in-progress') return survey.status;
  return survey.participationStatus === 'partially-answered' ? 'partially-answered' : 'open';
}

/** What waits for the person comes first; the server's order otherwise. */
const sortForAction = (surveys: SurveySummary[]) =>
  [...surveys].sort(
    (a, b) => SURVEY_BADGES.indexOf(badgeOf(a)) - SURVEY_BADGES.indexOf(badgeOf(b)),
  );

function SurveyItem({ survey }: { survey: SurveySummary }) {
  const { t, i18n } = useTranslation();
  const badge = badgeOf(survey);
  const titleId = `survey-${survey.id}-title`;
  const date = (iso: string | null) => (iso ? formatDate(iso, i18n.language) : null);
  // Closed early, a survey ended the day it was closed, not on its planned end date.
  const ended = badge === 'closed' ? (survey.closedAt ?? survey.endsAt) : survey.endsAt;
  const when =
    badge === 'not-started' && survey.startsAt
      ? t('home.opensOn', { date: date(survey.startsAt) })
      : survey.endsAt && (badge === 'open' || badge === 'partially-answered')
        ? t('home.openUntil', { date: date(survey.endsAt) })
        : ended && (badge === 'closed' || badge === 'expired')
          ? t('home.endedOn', { date: date(ended) })
          : null;
  const path = `/app/user/survey/${survey.id}${survey.anonymous ? '/anonymous' : ''}`;
  const action = badge === 'open' ? t('home.answer') : t('home.continue');
  return (
    <li id={`survey-${survey.id}`} className="survey-item" aria-labelledby={titleId} tabIndex={-1}>
      <div className="survey-item-main">
        <h3 id={titleId} className="survey-item-title">
          {survey.name}
        </h3>
        <p className="survey-item-meta">
          <span className={`badge badge-${badge}`}>{t(`surveyStatus.${badge}`)}</span>
          {survey.anonymous ? (
            <span className="badge badge-anonymous">
              <EyeOffIcon />
              {t('home.anonymous')}
            </span>
          ) : (
            <span className="badge badge-identified">
              <UserIcon />
              {t('home.identified')}
            </span>
          )}
          {when && <span>{when}</span>}
        </p>
      </div>
      {(badge === 'open' || badge === 'partially-answered') && (
        // The visible word first in the name (WCAG 2.5.3), the survey's name to tell them apart.
        <Link
          to={path}
          className="btn btn-primary btn-small"
          aria-label={`${action}: ${survey.name}`}
        >
          {action}
        </Link>
      )}
    </li>
  );
}
