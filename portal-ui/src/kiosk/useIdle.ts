import { useEffect, useState } from 'react';

const ACTIVITY = ['pointerdown', 'keydown', 'touchstart', 'input', 'scroll', 'wheel'] as const;

/**
 * Whether nobody has touched the screen for `idleMs`; then `onTimeout` runs once `warningMs`
 * more pass with no activity. Any touch starts the count again.
 */
export function useIdle(
  enabled: boolean,
  idleMs: number,
  warningMs: number,
  onTimeout: () => void,
) {
  const [idle, setIdle] = useState(false);
  const [activity, setActivity] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const active = () => {
      setIdle(false);
      setActivity((count) => count + 1);
    };
    for (const event of ACTIVITY) window.addEventListener(event, active, { passive: true });
    return () => {
      for (const event of ACTIVITY) window.removeEventListener(event, active);
    };
  }, [enabled]);

  useEffect(() => {
    if (!enabled) return;
    const asking = window.setTimeout(() => setIdle(true), idleMs);
    const ending = window.setTimeout(onTimeout, idleMs + warningMs);
    return () => {
      window.clearTimeout(asking);
      window.clearTimeout(ending);
    };
  }, [enabled, activity, idleMs, warningMs, onTimeout]);

  const stillHere = () => {
    setIdle(false);
    setActivity((count) => count + 1);
  };
  return { idle, stillHere };
}
