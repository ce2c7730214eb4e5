const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A wait in seconds as people read it ("15 minutos", "45 sec"), in its largest unit and rounded
 * up, so that nobody is told to come back before the server lets them.
 */
export function formatWait(
  seconds: number,
  language: string,
  unitDisplay: 'long' | 'short' = 'long',
): string {
  const [unit, size] =
    seconds >= DAY
      ? (['day', DAY] as const)
      : seconds >= HOUR
        ? (['hour', HOUR] as const)
        : seconds >= MINUTE
          ? (['minute', MINUTE] as const)
          : (['second', 1] as const);
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay }).format(
    Math.max(1, Math.ceil(seconds / size)),
  );
}
