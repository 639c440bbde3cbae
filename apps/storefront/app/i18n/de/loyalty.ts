import type { loyaltyNl } from '../nl/loyalty.ts'

/** Die Kundenkarte und ihre Guthaben (issue 19; spec 001 §3 "Claims"). */
export const loyaltyDe: Record<keyof typeof loyaltyNl, string> = {
  'loyalty.nav': 'Kundenkarte',
  'loyalty.title': 'Kundenkarte',
  'loyalty.card': 'Ihre Kundenkarte',
  'loyalty.number': 'Kundennummer',
  'loyalty.claims': 'Ihre Guthaben',
  'loyalty.caption': 'Guthaben auf Ihrer Kundenkarte, neueste zuerst',
  'loyalty.code': 'Code',
  'loyalty.date': 'Datum',
  'loyalty.description': 'Beschreibung',
  'loyalty.value': 'Wert',
  'loyalty.total': 'Summe',
  'loyalty.empty': 'Auf Ihrer Kundenkarte ist noch kein Guthaben.',
}
