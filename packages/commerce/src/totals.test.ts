import { describe, expect, it } from 'vitest'
import { computeTotals, totalsTitles, type TotalsInput, type TotalsLine } from './totals.ts'

const bike: TotalsLine = {
  itemId: 1,
  name: 'Gazelle Orange C7',
  qty: 1,
  unitNetCents: 61901,
  taxPercent: 21,
  taxTitle: 'BTW 21%',
  options: [{ label: 'Kleur', value: 'Zwart' }],
}
const battery: TotalsLine = { ...bike, itemId: 2, name: 'Accu', qty: 2, unitNetCents: 32975, options: [] }
const book: TotalsLine = {
  ...bike,
  itemId: 3,
  name: 'Boek',
  qty: 1,
  unitNetCents: 1835,
  taxPercent: 9,
  taxTitle: 'BTW 9%',
  options: [],
}

const input = (over: Partial<TotalsInput> = {}): TotalsInput => ({
  lines: [bike],
  shipping: null,
  coupon: null,
  currency: 'EUR',
  titles: totalsTitles('nl'),
  ...over,
})

const segment = (t: ReturnType<typeof computeTotals>, code: string) =>
  t.total_segments.find((s) => s.code === code)

describe('computeTotals', () => {
  it('charges the unit price incl. tax a line brings (bundle sums, cross-border), tax being the rest', () => {
    const t = computeTotals(
      input({ lines: [{ ...bike, qty: 2, unitNetCents: 9835, unitGrossCents: 11704, taxPercent: 19 }] }),
    )
    expect(t.items[0]).toMatchObject({ price: 98.35, price_incl_tax: 117.04, row_total_incl_tax: 234.08 })
    expect(t.items[0]!.tax_amount).toBe(37.38)
    expect(t.grand_total).toBe(234.08)
  })

  it('prices a line from its net unit price with tax per unit (749.00 incl. 21 %)', () => {
    const t = computeTotals(input())
    expect(t.items[0]).toMatchObject({
      item_id: 1,
      price: 619.01,
      price_incl_tax: 749,
      row_total: 619.01,
      row_total_incl_tax: 749,
      tax_amount: 129.99,
      tax_percent: 21,
      discount_amount: 0,
      options: '[{"value":"Zwart","label":"Kleur"}]',
      name: 'Gazelle Orange C7',
    })
    expect(t).toMatchObject({
      subtotal: 619.01,
      subtotal_incl_tax: 749,
      tax_amount: 129.99,
      grand_total: 749,
    })
    expect(t).not.toHaveProperty('coupon_code')
    expect(t.total_segments.map((s) => s.code)).toEqual(['subtotal', 'tax', 'grand_total'])
  })

  it('multiplies the unit price incl. tax, so 3 x 749.00 is 2247.00', () => {
    const t = computeTotals(input({ lines: [{ ...bike, qty: 3 }] }))
    expect(t.items[0]).toMatchObject({ row_total: 1857.03, tax_amount: 389.97, row_total_incl_tax: 2247 })
    expect(t.grand_total).toBe(2247)
    expect(t.items_qty).toBe(3)
  })

  it('charges shipping at 5.00 incl. tax with the main rate (4.13 + 0.87)', () => {
    const t = computeTotals(
      input({
        lines: [bike, book],
        shipping: { carrierTitle: 'Koerier', methodTitle: 'Vast', priceInclTaxCents: 500 },
      }),
    )
    expect(t).toMatchObject({ shipping_amount: 4.13, shipping_tax_amount: 0.87, shipping_incl_tax: 5 })
    expect(t.subtotal_incl_tax).toBe(749 + 20)
    expect(t.grand_total).toBe(749 + 20 + 5)
    expect(segment(t, 'shipping')).toEqual({
      code: 'shipping',
      title: 'Verzendkosten (Koerier - Vast)',
      value: 5,
    })
    const details = segment(t, 'tax')!.extension_attributes!.tax_grandtotal_details
    expect(details).toEqual([
      { amount: 129.99 + 0.87, rates: [{ percent: '21', title: 'BTW 21%' }], group_id: 1 },
      { amount: 1.65, rates: [{ percent: '9', title: 'BTW 9%' }], group_id: 2 },
    ])
    expect(t.tax_amount).toBe(132.51)
  })

  it('applies German tax when the line carries 19 %', () => {
    const t = computeTotals(
      input({ lines: [{ ...bike, taxPercent: 19, taxTitle: 'MwSt 19%' }], titles: totalsTitles('de') }),
    )
    expect(t.items[0]).toMatchObject({ price_incl_tax: 736.62, tax_amount: 117.61 })
    expect(segment(t, 'grand_total')).toMatchObject({ title: 'Gesamtsumme', value: 736.62, area: 'footer' })
  })

  it('takes a percent coupon off the price incl. tax and shrinks the tax with it', () => {
    const t = computeTotals(
      input({ lines: [bike, battery], coupon: { code: 'FIETS10', discountType: 'percent', amount: 10 } }),
    )
    // goods 749.00 + 2 x 399.00 = 1547.00 incl.; 10 % = 154.70
    expect(t.subtotal_incl_tax).toBe(1547)
    expect(segment(t, 'discount')).toEqual({ code: 'discount', title: 'Korting (FIETS10)', value: -154.7 })
    expect(t.grand_total).toBe(1392.3)
    expect(t.coupon_code).toBe('FIETS10')
    expect(t.discount_amount).toBe(-127.85)
    expect(t.subtotal_with_discount).toBe(1278.51 - 127.85)
    // net + tax always add up to the grand total
    expect(Math.round((t.subtotal_with_discount + t.shipping_amount + t.tax_amount) * 100)).toBe(139230)
    expect(t.items[0]).toMatchObject({ discount_percent: 10, discount_amount: 61.9 })
  })

  it('takes a fixed coupon off once, never more than the goods', () => {
    const five = computeTotals(input({ coupon: { code: 'WELKOM5', discountType: 'fixed', amount: 5 } }))
    expect(five.grand_total).toBe(744)
    expect(segment(five, 'discount')!.value).toBe(-5)
    const huge = computeTotals(
      input({
        coupon: { code: 'ALLES', discountType: 'fixed', amount: 5000 },
        shipping: { carrierTitle: 'Koerier', methodTitle: '', priceInclTaxCents: 500 },
      }),
    )
    expect(huge.grand_total).toBe(5)
  })

  it('gives zero totals for an empty cart', () => {
    const t = computeTotals(input({ lines: [] }))
    expect(t).toMatchObject({ grand_total: 0, subtotal: 0, tax_amount: 0, items_qty: 0, items: [] })
  })

  it('refuses line quantities that are not whole positive numbers (a bug upstream)', () => {
    expect(() => computeTotals(input({ lines: [{ ...bike, qty: 0 }] }))).toThrow(RangeError)
    expect(() => computeTotals(input({ lines: [{ ...bike, qty: 1.5 }] }))).toThrow(RangeError)
  })
})
