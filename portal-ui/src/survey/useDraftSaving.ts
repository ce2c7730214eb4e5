import { useCallback, useEffect, useRef, useState } from 'react';
import { surveyApi, type SurveyAccess } from '../api/survey';
import { isEmptyAnswer } from './answers';
import { browserDrafts, type BrowserDraft } from './browserDraft';

/**
 * Where a draft lives: on the server (identified surveys), only in this browser, or (a kiosk,
 * where the next person must find nothing) only on the screen.
 */
export type DraftPlace = 'server' | 'browser' | 'memory';
export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * The server draft on its way, by survey: a screen that opens the survey again (after the
 * language selector, say) waits for it, or it would read the draft from before.
 */
export const draftsInFlight = new Map<string, Promise<void>>();

/** A pause in typing or clicking this long sends the server draft. */
export const SAVE_DELAY_MS = 1200;

interface Options {
  surveyId: string;
  access: SurveyAccess;
  place: DraftPlace;
  draft: BrowserDraft;
  /** The server refused to keep a draft (an anonymous survey answers 409): keep it here. */
  onServerRefused: () => void;
}

/**
 * Keeps the draft as the person answers. In the browser it is written at every change. On the
 * server it is sent after a pause, and at once (outliving the page) when the person leaves:
 * another screen, another tab, or the tab closed. An invited person whose draft stays in the
 * browser (an anonymous survey) tells the server once that they started, so their
 * participation shows as partially answered; a visit by access code has none to mark.
 */
export function useDraftSaving({ surveyId, access, place, draft, onServerRefused }: Options) {
  const [state, setState] = useState<SaveState>('idle');
  const serialized = JSON.stringify(draft);
  const latest = useRef(serialized);
  const saved = useRef(serialized);
  const stopped = useRef(false);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const started = useRef(false);
  const context = useRef({ surveyId, access, place, onServerRefused });
  context.current = { surveyId, access, place, onServerRefused };
  latest.current = serialized;

  const flush = useCallback((leaving = false) => {
    const { surveyId: id, access: who, place: where } = context.current;
    if (stopped.current || where !== 'server' || latest.current === saved.current) {
      return queue.current;
    }
    const body = latest.current;
    saved.current = body;
    if (!leaving) setState('saving');
    // One save at a time, in order: the last one sent is the last one kept.
    queue.current = queue.current.then(async () => {
      try {
        await surveyApi.saveDraft(id, JSON.parse(body) as BrowserDraft, who, leaving);
        if (!leaving) setState('saved');
      } catch (error) {
        if ((error as { status?: number }).status === 409) {
          // Written to the browser by the next render's effect.
          saved.current = '';
          context.current.onServerRefused();
          return;
        }
        if (saved.current === body) saved.current = '';
        if (!leaving) setState('failed');
      }
    });
    draftsInFlight.set(id, queue.current);
    return queue.current;
  }, []);

  useEffect(() => {
    if (stopped.current || serialized === saved.current || place === 'memory') return;
    if (place === 'browser') {
      const kept = JSON.parse(serialized) as BrowserDraft;
      browserDrafts.save(surveyId, kept);
      saved.current = serialized;
      setState('saved');
      const invited = !(access.kind === 'token' && access.visit);
      if (
        invited &&
        !started.current &&
        Object.values(kept.answers).some((a) => !isEmptyAnswer(a))
      ) {
        started.current = true;
        // Only a count depends on it: a failure is not worth the person's attention.
        surveyApi.start(surveyId, access).catch(() => undefined);
      }
      return;
    }
    const timer = window.setTimeout(() => void flush(), SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [serialized, place, surveyId, access, flush]);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') void flush(true);
    };
    const onPageHide = () => void flush(true);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the screen inside the app.
      void flush(true);
    };
  }, [flush]);

  /**
   * While the answers are being sent, and after: no draft may land after the submission. Waits
   * for a save already on its way.
   */
  const hold = useCallback(() => {
    stopped.current = true;
    return queue.current;
  }, []);
  /** The submission was refused: drafts are kept again. */
  const release = useCallback(() => {
    stopped.current = false;
  }, []);

  return { state, hold, release };
}
