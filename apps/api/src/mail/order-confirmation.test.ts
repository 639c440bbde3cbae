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

  const wholesale = (language: 'nl' | 'de', locale: string) =>
    orderConfirmationMail(
      order({
        language,
        locale,
        poNumber: 'PO-2026-17',
        items: [
          {
            name: 'Achterlicht',
            sku: 'AL-1',
            qty: 12,
            rowTotalInclTax: 120,
            options: [],
            comment: 'Op pallet <2>',
            deliveryDate: '2026-12-14',
          },
        ],
        shippingAddress: ['Piet Klant', 'Dorpsstraat 3', '1234AB Ede', 'NL'],
        extras: {
          reference: 'WINKEL-7',
          comment: 'Graag voor 10 uur',
          deliveryDate: '2026-12-10',
          yearOrder: true,
          dropship: true,
        },
      }),
    )

  it('lists the extras of a wholesale order in Dutch: PO number, reference, dates, year order, dropship, comments', () => {
    const mail = wholesale('nl', 'nl-NL')
    for (const line of [
      'Inkoopordernummer: PO-2026-17',
      'Referentie: WINKEL-7',
      'Gewenste leverdatum (niet eerder dan): 10 december 2026',
      'Jaarorder: ja',
      'Dropshipment: we leveren rechtstreeks op het afleveradres hieronder',
      'Opmerking: Graag voor 10 uur',
      '    Leverdatum: 14 december 2026',
      '    Opmerking: Op pallet <2>',
      'Afleveradres:\nPiet Klant\nDorpsstraat 3',
    ])
      expect(mail.text).toContain(line)
    expect(mail.html).toContain('Op pallet &lt;2&gt;')
    expect(mail.html).toContain('Referentie: <strong>WINKEL-7</strong>')
  })

  it('lists them in German', () => {
    const mail = wholesale('de', 'de-DE')
    for (const line of [
      'Ihre Bestellreferenz (Einkauf): PO-2026-17',
      'Referenz: WINKEL-7',
      'Gewünschtes Lieferdatum (frühestens): 10. Dezember 2026',
      'Jahresauftrag: ja',
      'Direktversand (Dropshipment): wir liefern direkt an die Lieferadresse unten',
      'Bemerkung: Graag voor 10 uur',
      '    Lieferdatum: 14. Dezember 2026',
      '    Bemerkung: Op pallet <2>',
    ])
      expect(mail.text).toContain(line)
  })

  it('says nothing of extras an order does not have', () => {
    const mail = orderConfirmationMail(order({ extras: { yearOrder: false, dropship: false } }))
    expect(mail.text).not.toMatch(/Referentie|Jaarorder|Dropshipment|Leverdatum|Opmerking/)
  })
})
