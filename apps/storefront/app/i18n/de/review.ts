import type { reviewNl } from '../nl/review.ts'

/** Review texts in German (same keys as nl, a test checks). */
export const reviewDe: Record<keyof typeof reviewNl, string> = {
  'review.form.title': 'Bewertung schreiben',
  'review.form.nickname': 'Ihr Name (wird bei der Bewertung angezeigt)',
  'review.form.summary': 'Titel',
  'review.form.detail': 'Ihre Bewertung',
  'review.form.rating': 'Bewertung in Sternen',
  'review.form.stars': '{stars, plural, one {# Stern} other {# Sterne}}',
  'review.form.submit': 'Bewertung senden',
  'review.form.busy': 'Wird gesendet…',
  'review.form.submitted': 'Danke! Ihre Bewertung wurde gesendet und ist nach der Freigabe sichtbar.',
  'review.form.failed': 'Ihre Bewertung konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
  'review.form.another': 'Noch eine Bewertung schreiben',
  'review.mine.title': 'Meine Bewertungen',
  'review.mine.nav': 'Meine Bewertungen',
  'review.mine.empty': 'Sie haben noch keine Bewertungen geschrieben.',
  'review.mine.product': 'Produkt {id}',
  'review.status.approved': 'Freigegeben',
  'review.status.pending': 'Wartet auf Freigabe',
  'review.status.rejected': 'Abgelehnt',

  // issue 13: stars on product tiles
  'review.tile.count': '({count, plural, one {# Bewertung} other {# Bewertungen}})',
}
