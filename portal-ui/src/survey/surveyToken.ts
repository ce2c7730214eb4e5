/**
 * Survey tokens (`role: 'survey'`), kept apart from the sign-in session: one per survey. A
 * personal link's token lives in localStorage, so the person can close the tab and come back;
 * an access code's visit lives in sessionStorage, so on a shared device or a kiosk it ends with
 * the tab and the next person starts afresh.
 */
const key = (surveyId: string) => `diversitera.surveyToken.${surveyId}`;

interface SurveyClaims {
  surveyId?: string;
  exp?: number;
}

function claimsOf(token: string): SurveyClaims | null {
  try {
    const base64 = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as SurveyClaims;
  } catch {
    return null;
  }
}

const usable = (token: string, surveyId: string) => {
  const claims = claimsOf(token);
  return (
    !!claims &&
    (claims.surveyId === undefined || claims.surveyId === surveyId) &&
    (claims.exp === undefined || claims.exp * 1000 > Date.now())
  );
};

export interface StoredSurveyToken {
  token: string;
  /** Came from an access code (a visitor or a kiosk), not from a personal link. */
  visit: boolean;
}

export const surveyTokens = {
  store(surveyId: string, token: string, { visit }: { visit: boolean }): void {
    surveyTokens.clear(surveyId);
    (visit ? sessionStorage : localStorage).setItem(key(surveyId), token);
  },

  /** The live token for this survey, or null; an expired or foreign one is dropped. */
  find(surveyId: string): StoredSurveyToken | null {
    for (const [storage, visit] of [
      [sessionStorage, true],
      [localStorage, false],
    ] as const) {
      const token = storage.getItem(key(surveyId));
      if (!token) continue;
      if (usable(token, surveyId)) return { token, visit };
      storage.removeItem(key(surveyId));
    }
    return null;
  },

  clear(surveyId: string): void {
    sessionStorage.removeItem(key(surveyId));
    localStorage.removeItem(key(surveyId));
  },
};
