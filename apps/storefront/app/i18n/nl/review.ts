/** Review form and "my reviews" texts (contract §9, spec 001 §4: reviews are held for moderation). */
export const reviewNl = {
  'review.form.title': 'Schrijf een review',
  'review.form.nickname': 'Je naam (zichtbaar bij de review)',
  'review.form.summary': 'Titel',
  'review.form.detail': 'Je review',
  'review.form.rating': 'Waardering',
  'review.form.stars': '{stars, plural, one {# ster} other {# sterren}}',
  'review.form.submit': 'Review versturen',
  'review.form.busy': 'Bezig met versturen…',
  'review.form.submitted': 'Bedankt! Je review is verstuurd en wordt zichtbaar na goedkeuring.',
  'review.form.failed': 'Je review kon niet worden verstuurd. Probeer het later opnieuw.',
  'review.form.another': 'Nog een review schrijven',
  'review.mine.title': 'Mijn reviews',
  'review.mine.nav': 'Mijn reviews',
  'review.mine.empty': 'Je hebt nog geen reviews geschreven.',
  'review.mine.product': 'Product {id}',
  'review.status.approved': 'Goedgekeurd',
  'review.status.pending': 'Wacht op goedkeuring',
  'review.status.rejected': 'Afgewezen',

  // issue 13: stars on product tiles
  'review.tile.count': '({count, plural, one {# beoordeling} other {# beoordelingen}})',
}
