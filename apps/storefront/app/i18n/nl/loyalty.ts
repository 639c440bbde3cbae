/** The loyalty card and its claims (issue 19; spec 001 §3 "Claims"). */
export const loyaltyNl = {
  'loyalty.nav': 'Klantenkaart',
  'loyalty.title': 'Klantenkaart',
  'loyalty.card': 'Je klantenkaart',
  'loyalty.number': 'Klantnummer',
  'loyalty.claims': 'Je tegoeden',
  'loyalty.caption': 'Tegoeden op je klantenkaart, nieuwste eerst',
  'loyalty.code': 'Code',
  'loyalty.date': 'Datum',
  'loyalty.description': 'Omschrijving',
  'loyalty.value': 'Waarde',
  'loyalty.total': 'Totaal',
  'loyalty.empty': 'Er staan nog geen tegoeden op je klantenkaart.',
} as const
