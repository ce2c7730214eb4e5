/** A person at the kiosk may pause this long before being asked whether they are still there. */
export const IDLE_MS = 90_000;
/** Then this long to answer before everything is wiped for the next person. */
export const WARNING_MS = 30_000;
/** The thanks stay this long before the kiosk greets the next person. */
export const THANKS_MS = 15_000;

/**
 * Ends one person's turn: everything this browser kept (answers, language, tokens) is wiped and
 * the page loaded anew, so not even memory carries over; only the kiosk's code stays, in the
 * address.
 */
export function endTurn(code: string): void {
  localStorage.clear();
  sessionStorage.clear();
  window.location.replace(`/kiosk?code=${encodeURIComponent(code)}`);
}
