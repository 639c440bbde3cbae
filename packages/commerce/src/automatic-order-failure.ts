/**
 * Why an automatic order could not be placed (decision 0185): the API records the reason in its
 * own words (staff read them), and the customer reads it in the shop's language, in the account and
 * in the mail. A reason this table does not know (the order path's own refusals) reads as the
 * general failure, never as raw English.
 */
import { fillMessage } from './messages.ts'

export const AUTOMATIC_ORDER_FAILURES = Object.freeze({
  customerGone: 'The customer no longer exists',
  nothingToOrder: 'The order list or cart has no products to order',
  outOfStock: 'Out of stock: {skus}',
  methodGone: 'The shipping method {method} may no longer be used',
  paymentGone: 'Payment on account (purchaseorder) may no longer be used',
  noAddress: 'The automatic order has no shipping address',
  internal: 'An internal error occurred; the next pass tries again',
})

type Reason = keyof typeof AUTOMATIC_ORDER_FAILURES

const TEXTS: Record<'nl' | 'de', Record<Reason | 'general', string>> = {
  nl: {
    customerGone: 'Het klantaccount bestaat niet meer.',
    nothingToOrder: 'De bestellijst of winkelwagen bevat geen artikelen om te bestellen.',
    outOfStock: 'Niet op voorraad: {skus}.',
    methodGone: 'De verzendwijze {method} mag niet meer worden gebruikt.',
    paymentGone: 'Betalen op rekening is niet meer toegestaan.',
    noAddress: 'Er is geen afleveradres ingesteld.',
    internal: 'Er ging iets mis; we proberen het bij de volgende ronde opnieuw.',
    general: 'De bestelling kon niet worden geplaatst. Neem contact met ons op als dit blijft gebeuren.',
  },
  de: {
    customerGone: 'Das Kundenkonto besteht nicht mehr.',
    nothingToOrder: 'Die Bestellliste oder der Warenkorb enthält keine Artikel zum Bestellen.',
    outOfStock: 'Nicht vorrätig: {skus}.',
    methodGone: 'Die Versandart {method} darf nicht mehr verwendet werden.',
    paymentGone: 'Zahlung auf Rechnung ist nicht mehr erlaubt.',
    noAddress: 'Es ist keine Lieferadresse eingestellt.',
    internal: 'Etwas ist schiefgegangen; beim nächsten Durchlauf versuchen wir es erneut.',
    general:
      'Die Bestellung konnte nicht aufgegeben werden. Bitte kontaktieren Sie uns, wenn dies weiterhin passiert.',
  },
}

function pattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
  return new RegExp(`^${escaped.replace(/\{(\w+)\}/g, '(?<$1>.+)')}$`)
}

/** The recorded reason in the customer's language. */
export function automaticOrderFailureText(error: string, language: 'nl' | 'de'): string {
  const texts = TEXTS[language]
  for (const reason of Object.keys(AUTOMATIC_ORDER_FAILURES) as Reason[]) {
    const found = pattern(AUTOMATIC_ORDER_FAILURES[reason]).exec(error.trim())
    if (found) return fillMessage(texts[reason], { ...found.groups })
  }
  return texts.general
}
