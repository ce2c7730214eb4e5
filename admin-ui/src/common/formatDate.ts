/** A date (`YYYY-MM-DD` or an ISO timestamp) in the interface language; '' when absent. */
export function formatDate(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  // A bare date is a calendar day: read it at noon UTC so no time zone moves it.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(locale);
}
