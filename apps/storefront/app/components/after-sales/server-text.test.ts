import { describe, expect, it } from 'vitest'
import {
  BACKORDER_CANCEL_REFUSALS,
  MESSAGES,
  RETURN_MESSAGES,
  fillMessage,
  scheduleProblems,
} from '@shop/commerce'
import { createTranslator } from '../../i18n/translate.ts'
import { knownRefusal, refusalText } from './server-text.ts'

const nl = createTranslator('nl')
const de = createTranslator('de')

describe('API refusals on the after-sales screens', () => {
  it('says the return maximum of a line in the shop languages, with its sku and number', () => {
    const api = fillMessage(RETURN_MESSAGES.qtyTooHigh, { sku: 'AG-10315-M', max: 3 })
    expect(refusalText(api, nl)).toBe('Van AG-10315-M kun je nog 3 stuks terugsturen.')
    expect(refusalText(api, de)).toBe('Von AG-10315-M können Sie noch 3 Stück zurücksenden.')
  })

  it('names the earliest first date of an automatic order as the shop writes dates', () => {
    const [problem] = scheduleProblems(
      { firstDate: '2026-11-28', time: '08:00', repeat: 'weekly', intervalWeeks: 1 },
      new Date('2026-11-27T10:00:00Z'),
    )
    const api = `${problem!.field}: ${problem!.message}`
    expect(refusalText(api, nl)).toBe('Kies een eerste datum op of na 29-11-2026 (meer dan één dag vooruit).')
  })

  it('explains a backorder that can no longer be canceled, and a warranty without description', () => {
    expect(refusalText(BACKORDER_CANCEL_REFUSALS.on_its_way, de)).toBe(
      'Dieser Rückstand ist bereits unterwegs und kann nicht mehr storniert werden.',
    )
    expect(refusalText(MESSAGES.warrantyNeedsDescription, nl)).toBe(
      'Beschrijf de reden van de garantieaanvraag.',
    )
  })

  it('never shows English it does not know: the general failure instead', () => {
    expect(knownRefusal('items: line 7 is named twice.', nl)).toBeNull()
    expect(refusalText('Something unexpected', nl)).toBe('Dat is niet gelukt. Probeer het opnieuw.')
    expect(refusalText('', de)).toBe('Das hat nicht geklappt. Bitte versuchen Sie es erneut.')
  })
})
