const BRAZIL_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });
const MINUTE_MS = 60_000;

let cachedMinute = NaN;
let cachedDay = '';

/**
 * The calendar day in Brazil's capital as YYYY-MM-DD: what decides whether a subscription has run
 * out, and the only time an anonymous response keeps. Computed here rather than per row in SQL,
 * where a time-zone conversion in a filter costs every scanned row; and remembered for the
 * minute, because formatting costs more than a submission's other work and a day always begins
 * on a whole minute.
 */
export function brazilDay(now = new Date()): string {
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  if (minute !== cachedMinute) {
    cachedDay = BRAZIL_DAY.format(now);
    cachedMinute = minute;
  }
  return cachedDay;
}
