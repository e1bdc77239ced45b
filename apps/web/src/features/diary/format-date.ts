/** A local date (`YYYY-MM-DD`) in words, in the page's language; the date has no zone of its own. */
export function formatLocalDate(
  date: string,
  language: string,
  style: 'full' | 'medium' = 'full',
): string {
  return new Intl.DateTimeFormat(language, { dateStyle: style, timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
