import { describe, expect, it } from 'vitest'
import { AUTOMATIC_ORDER_FAILURES, automaticOrderFailureText } from './automatic-order-failure.ts'
import { fillMessage } from './messages.ts'

describe("an automatic order's failure in the customer's language", () => {
  it('says each known reason in Dutch and German, with its values', () => {
    const stock = fillMessage(AUTOMATIC_ORDER_FAILURES.outOfStock, { skus: 'AG-1, BR-2' })
    expect(automaticOrderFailureText(stock, 'nl')).toBe('Niet op voorraad: AG-1, BR-2.')
    expect(automaticOrderFailureText(stock, 'de')).toBe('Nicht vorrätig: AG-1, BR-2.')
    const method = fillMessage(AUTOMATIC_ORDER_FAILURES.methodGone, { method: 'flatrate_flatrate' })
    expect(automaticOrderFailureText(method, 'nl')).toBe(
      'De verzendwijze flatrate_flatrate mag niet meer worden gebruikt.',
    )
    for (const reason of Object.values(AUTOMATIC_ORDER_FAILURES)) {
      for (const language of ['nl', 'de'] as const) {
        const text = automaticOrderFailureText(reason.replace(/\{\w+\}/g, 'X'), language)
        expect(text, reason).not.toBe(automaticOrderFailureText('unknown', language))
      }
    }
  })

  it('reads an unknown reason (the order path refusing) as the general failure, never raw English', () => {
    expect(automaticOrderFailureText('Some of the ordered products are not available!', 'nl')).toBe(
      'De bestelling kon niet worden geplaatst. Neem contact met ons op als dit blijft gebeuren.',
    )
    expect(automaticOrderFailureText('', 'de')).toContain('Die Bestellung konnte nicht aufgegeben werden.')
  })
})
