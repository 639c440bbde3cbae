import { describe, expect, it } from 'vitest'
import { createTranslator } from '../../i18n/translate.ts'
import { cartSuccessNotice } from './cart-notice.ts'

describe('add-to-cart message (spec 000 §8)', () => {
  const proceed = () => {}

  it('offers "OK" and "Proceed to checkout" after an add, in Dutch and German', () => {
    const nl = cartSuccessNotice('added', createTranslator('nl'), {
      proceedToCheckout: proceed,
      externalCheckout: false,
    })
    expect(nl).toEqual({
      type: 'success',
      subject: 'cart',
      message: 'Het product is toegevoegd aan je winkelwagen!',
      action1: { label: 'OK' },
      action2: { label: 'Doorgaan naar afrekenen', action: proceed },
    })
    const de = cartSuccessNotice('updated', createTranslator('de'), {
      proceedToCheckout: proceed,
      externalCheckout: false,
    })
    expect(de.message).toBe('Die Produktmenge wurde aktualisiert!')
    expect([de.action1?.label, de.action2?.label]).toEqual(['OK', 'Weiter zur Kasse'])
  })

  it('offers only "OK" with an external checkout, or where the page cannot go to the checkout', () => {
    const t = createTranslator('nl')
    for (const options of [
      { proceedToCheckout: proceed, externalCheckout: true },
      { externalCheckout: false },
    ]) {
      const notice = cartSuccessNotice('added', t, options)
      expect(notice.action1).toEqual({ label: 'OK' })
      expect(notice.action2).toBeUndefined()
    }
  })
})
