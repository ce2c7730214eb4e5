/** A date as people of this language write it ("30 de junho de 2026", "June 30, 2026"). */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
}
