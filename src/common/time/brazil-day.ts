const BRAZIL_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });

/**
 * The calendar day in Brazil's capital as YYYY-MM-DD: what decides whether a subscription has run
 * out, and the only time an anonymous response keeps. Computed here once rather than per row in
 * SQL, where a time-zone conversion in a filter costs every scanned row.
 */
export function brazilDay(now = new Date()): string {
  return BRAZIL_DAY.format(now);
}
