import { describe, expect, it } from 'vitest'
import { orderConfirmationMail, type ConfirmationOrder } from './order-confirmation.ts'

const order = (over: Partial<ConfirmationOrder> = {}): ConfirmationOrder => ({
  incrementId: '000001001',
  language: 'nl',
  locale: 'nl-NL',
  currency: 'EUR',
  customerName: 'Jan de Vries',
  customerEmail: 'jan@example.test',
  items: [
    {
      name: 'Gazelle <Orange>',
      sku: 'GZ',
      qty: 2,
      rowTotalInclTax: 1498,
      options: [{ label: 'Kleur', value: 'Zwart' }],
    },
  ],
  segments: [
    { code: 'subtotal', title: 'Subtotaal', value: 1498 },
    { code: 'grand_total', title: 'Totaal', value: 1503 },
  ],
  paymentTitle: 'iDEAL',
  shippingTitle: 'Koerier',
  poNumber: null,
  shippingAddress: ['Jan de Vries', 'Stationsweg 12', '3511AA Utrecht', 'NL'],
  billingAddress: ['Jan de Vries', 'Stationsweg 12', '3511AA Utrecht', 'NL'],
  ...over,
})

describe('orderConfirmationMail', () => {
  it('writes Dutch with nl-NL prices', () => {
    const mail = orderConfirmationMail(order())
    expect(mail.to).toBe('jan@example.test')
    expect(mail.subject).toBe('Je bestelling 000001001 bij Fietsgroothandel')
    expect(mail.text).toContain('Beste Jan de Vries,')
    expect(mail.text).toContain('2 x Gazelle <Orange> (Kleur: Zwart)  €\u00a01.498,00')
    expect(mail.text).toContain('Totaal: €\u00a01.503,00')
    expect(mail.html).toContain('Gazelle &lt;Orange&gt;')
    expect(mail.html).not.toContain('<Orange>')
  })

  it('writes German with de-DE prices and the purchase-order number', () => {
    const mail = orderConfirmationMail(
      order({
        language: 'de',
        locale: 'de-DE',
        poNumber: '000000000',
        segments: [{ code: 'grand_total', title: 'Gesamtsumme', value: 1234.5 }],
      }),
    )
    expect(mail.subject).toBe('Ihre Bestellung 000001001 bei Fietsgroothandel')
    expect(mail.text).toContain('Guten Tag Jan de Vries,')
    expect(mail.text).toMatch(/Gesamtsumme: 1\.234,50\s€/)
    expect(mail.text).toContain('Ihre Bestellreferenz (Einkauf): 000000000')
  })
})
