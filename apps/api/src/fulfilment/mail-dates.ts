/** A calendar day (YYYY-MM-DD) in the mail's language: 10 december 2026 / 10. Dezember 2026. */
export function formatDate(date: string, language: 'nl' | 'de'): string {
  const d = new Date(`${date}T12:00:00Z`)
  if (Number.isNaN(d.getTime())) return date
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(d)
}
