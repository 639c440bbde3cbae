import { describe, expect, it } from 'vitest'
import {
  checkLineDiscount,
  customerVisibleComment,
  discountedRow,
  lineDiscountProblemText,
  parseDiscountPercent,
  storedDiscountPercent,
} from './line-discount.ts'
import { computeTotals, totalsTitles, type TotalsLine } from './totals.ts'

describe('parseDiscountPercent', () => {
  it('takes numbers and their text with up to 2 decimals, comma or point', () => {
    expect(parseDiscountPercent(5)).toEqual({ ok: true, percent: 5 })
    expect(parseDiscountPercent('7.5')).toEqual({ ok: true, percent: 7.5 })
    expect(parseDiscountPercent(' 7,25 ')).toEqual({ ok: true, percent: 7.25 })
    expect(parseDiscountPercent(0)).toEqual({ ok: true, percent: 0 })
    expect(parseDiscountPercent('100')).toEqual({ ok: true, percent: 100 })
  })
  it.each([
    [-1, 'negative'],
    ['-5', 'negative'],
    ['abc', 'not_a_number'],
    ['', 'not_a_number'],
    [null, 'not_a_number'],
    [Number.NaN, 'not_a_number'],
    [Number.POSITIVE_INFINITY, 'not_a_number'],
    [true, 'not_a_number'],
    ['5.', 'not_a_number'],
    [100.01, 'above_100'],
    ['1000', 'above_100'],
    [1e21, 'above_100'],
    [5.125, 'too_many_decimals'],
    [1e-7, 'too_many_decimals'],
    [0.1 + 0.2, 'too_many_decimals'],
  ])('refuses %s as %s', (value, reason) => {
    const parsed = parseDiscountPercent(value)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.problem).toMatchObject({ field: 'disc_perc', reason })
  })
})

describe('checkLineDiscount', () => {
  it('accepts a discount within the maximum, trimming the comment; type defaults to internal', () => {
    expect(checkLineDiscount({ percent: 5, comment: '  vaste klant ' }, 10)).toEqual({
      ok: true,
      discount: { percent: 5, comment: 'vaste klant', type: 'internal' },
    })
    expect(checkLineDiscount({ percent: '10', comment: '', type: 'Customer' }, 10)).toEqual({
      ok: true,
      discount: { percent: 10, comment: null, type: 'customer' },
    })
  })
  it('0 removes the discount and its comment, whatever the maximum', () => {
    expect(checkLineDiscount({ percent: 0, comment: 'weg', type: 'customer' }, 0)).toEqual({
      ok: true,
      discount: { percent: 0, comment: null, type: 'customer' },
    })
  })
  it('refuses above the maximum, naming it', () => {
    const check = checkLineDiscount({ percent: 10.5 }, 10)
    expect(check).toEqual({ ok: false, problems: [{ field: 'disc_perc', reason: 'above_max', max: 10 }] })
    if (!check.ok) expect(lineDiscountProblemText(check.problems[0]!)).toContain('at most 10 %')
    expect(checkLineDiscount({ percent: 1 }, 0).ok).toBe(false)
  })
  it('names every problem at once', () => {
    const check = checkLineDiscount({ percent: 'x', comment: 'a'.repeat(256), type: 'secret' }, 10)
    expect(check.ok).toBe(false)
    if (check.ok) return
    expect(check.problems.map((p) => p.field)).toEqual(['disc_perc', 'comment', 'type'])
    expect(check.problems.map(lineDiscountProblemText)).toEqual([
      'disc_perc: The discount must be a number (percent).',
      'comment: The comment may have at most 255 characters.',
      "type: The type must be 'customer' or 'internal'.",
    ])
  })
  it('a comment of exactly 255 characters is fine', () => {
    expect(checkLineDiscount({ percent: 1, comment: 'a'.repeat(255) }, 10).ok).toBe(true)
  })
})

describe('who reads the comment', () => {
  it('the customer only for type customer', () => {
    expect(customerVisibleComment('ok', 'customer')).toBe('ok')
    expect(customerVisibleComment('geheim', 'internal')).toBeNull()
    expect(customerVisibleComment('geheim', null)).toBeNull()
    expect(customerVisibleComment('', 'customer')).toBeNull()
  })
})

describe('discountedRow', () => {
  it('takes the percent off the row incl. tax, rounded half up to cents; the net part at the line rate', () => {
    // 3 x 12.10 incl. 21 % = 36.30; 5 % = 1.815 -> 1.82; net 1.50
    expect(discountedRow({ rowNetCents: 3000, rowGrossCents: 3630, taxPercent: 21 }, 5)).toEqual({
      discountGross: 182,
      discountNet: 150,
      rowGrossAfter: 3448,
      rowNetAfter: 2850,
    })
    expect(discountedRow({ rowNetCents: 3000, rowGrossCents: 3630, taxPercent: 21 }, 0).discountGross).toBe(0)
    expect(discountedRow({ rowNetCents: 3000, rowGrossCents: 3630, taxPercent: 21 }, 100).rowGrossAfter).toBe(
      0,
    )
  })
  it('reads the stored numeric text', () => {
    expect(storedDiscountPercent('5.00')).toBe(5)
    expect(storedDiscountPercent(null)).toBe(0)
    expect(storedDiscountPercent('junk')).toBe(0)
  })
})

describe('totals with a line discount', () => {
  const bike: TotalsLine = {
    itemId: 1,
    name: 'Fiets',
    qty: 1,
    unitNetCents: 50000,
    taxPercent: 21,
    taxTitle: 'BTW 21%',
    options: [],
  }
  const bell: TotalsLine = { ...bike, itemId: 2, name: 'Bel', unitNetCents: 1000, qty: 2 }
  const totals = (lines: TotalsLine[], coupon: Parameters<typeof computeTotals>[0]['coupon'] = null) =>
    computeTotals({ lines, shipping: null, coupon, currency: 'EUR', titles: totalsTitles('nl') })

  it('lowers the line, its tax and the grand total; a discount segment "Korting"', () => {
    const t = totals([{ ...bike, discountPercent: 5 }, bell])
    // bike 605.00 incl.; 5 % = 30.25 incl. = 25.00 net + 5.25 tax
    const line = t.items[0]!
    expect(line).toMatchObject({
      discount_percent: 5,
      discount_amount: 25,
      row_total: 500,
      row_total_with_discount: 475,
      tax_amount: 99.75,
      row_total_incl_tax: 605,
      row_total_with_discount_incl_tax: 574.75,
    })
    expect(t.items[1]).toMatchObject({ discount_percent: 0, discount_amount: 0 })
    expect(t.discount_amount).toBe(-25)
    expect(t.tax_amount).toBe(99.75 + 4.2)
    expect(t.grand_total).toBe(574.75 + 24.2)
    expect(t.total_segments.find((s) => s.code === 'discount')).toEqual({
      code: 'discount',
      title: 'Korting',
      value: -30.25,
    })
  })
  it('no discount: no segment, as before', () => {
    expect(totals([bike]).total_segments.some((s) => s.code === 'discount')).toBe(false)
  })
  it('a coupon is shared over what the line discount left', () => {
    const t = totals([{ ...bike, discountPercent: 10 }], { code: 'X', discountType: 'percent', amount: 10 })
    // 605 - 60.50 = 544.50; 10 % of that = 54.45; together 114.95
    expect(t.items[0]!.row_total_with_discount_incl_tax).toBe(490.05)
    expect(t.items[0]!.discount_percent).toBe(10)
    expect(t.total_segments.find((s) => s.code === 'discount')!.title).toBe('Korting (X)')
    expect(t.grand_total).toBe(490.05)
  })
})
