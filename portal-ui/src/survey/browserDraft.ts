import type { Answers, ConsentRecord } from '../api/survey';

/**
 * The draft of an anonymous survey (and of a visit by access code): kept only in this browser,
 * never on the server, so the product cannot tie half-given answers to anyone (DESIGN §5b).
 */
export interface BrowserDraft {
  answers: Answers;
  consent: ConsentRecord | null;
}

const PREFIX = 'diversitera.surveyDraft.';
export const browserDraftKey = (surveyId: string) => `${PREFIX}${surveyId}`;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isConsent(value: unknown): value is ConsentRecord {
  return isObject(value) && typeof value.given === 'boolean' && typeof value.version === 'string';
}

export const browserDrafts = {
  /** The saved draft, or null (none, or unreadable: a broken draft is dropped, not trusted). */
  load(surveyId: string): BrowserDraft | null {
    const raw = localStorage.getItem(browserDraftKey(surveyId));
    if (!raw) return null;
    try {
      const draft: unknown = JSON.parse(raw);
      if (isObject(draft) && isObject(draft.answers)) {
        return {
          answers: draft.answers as Answers,
          consent: isConsent(draft.consent) ? draft.consent : null,
        };
      }
    } catch {
      // Falls through to removal.
    }
    localStorage.removeItem(browserDraftKey(surveyId));
    return null;
  },

  save(surveyId: string, draft: BrowserDraft): void {
    try {
      localStorage.setItem(browserDraftKey(surveyId), JSON.stringify(draft));
    } catch {
      // A full or disabled storage loses the draft, never the answers on screen.
    }
  },

  clear(surveyId: string): void {
    localStorage.removeItem(browserDraftKey(surveyId));
  },
};
