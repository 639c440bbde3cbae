import { describe, expect, it } from 'vitest'
import { MESSAGES, fillMessage } from '@shop/commerce'
import { checkDialog, lineDiscountShown, refusalText } from './line-discount.ts'
import type { CartItem } from './cart-types.ts'

const item = (totals: Partial<NonNullable<CartItem['totals']>> | undefined): CartItem => ({
  sku: 'FX-BIKE',
  name: 'Fiets',
  qty: 1,
  price_incl_tax: 605,
  type_id: 'simple',
  checksum: 'x',
  totals: totals && {
    item_id: 1,
    qty: 1,
    price: 500,
    price_incl_tax: 605,
    row_total: 500,
    row_total_incl_tax: 605,
    ...totals,
  },
})

describe('lineDiscountShown', () => {
  it('gross for a consumer, net for a trade customer; nothing without a discount', () => {
    const discounted = item({
      discount_percent: 5,
      row_total_with_discount: 475,
      row_total_with_discount_incl_tax: 574.75,
    })
    expect(lineDiscountShown(discounted, false)).toEqual({ percent: 5, before: 605, after: 574.75 })
    expect(lineDiscountShown(discounted, true)).toEqual({ percent: 5, before: 500, after: 475 })
    expect(lineDiscountShown(item({ discount_percent: 0 }), false)).toBeNull()
    expect(lineDiscountShown(item(undefined), false)).toBeNull()
  })
})

describe('the dialog check and the server refusal', () => {
  it('checks with the shared rules, naming the maximum', () => {
    expect(checkDialog({ percent: '7,5', comment: '', type: 'internal' }, 10)).toEqual([])
    expect(checkDialog({ percent: '12', comment: '', type: 'internal' }, 10)).toEqual([
      { key: 'lineDiscount.error.aboveMax', values: { max: 10 } },
    ])
    expect(checkDialog({ percent: '-2', comment: '', type: 'customer' }, null)).toEqual([
      { key: 'lineDiscount.error.negative' },
    ])
  })
  it("maps the server's English refusal to the store's words", () => {
    expect(refusalText(fillMessage(MESSAGES.lineDiscountAboveMax, { max: 7.5 }))).toEqual({
      key: 'lineDiscount.error.aboveMax',
      values: { max: 7.5 },
    })
    expect(refusalText(MESSAGES.lineDiscountNegative).key).toBe('lineDiscount.error.negative')
    expect(refusalText(MESSAGES.lineDiscountAbove100).key).toBe('lineDiscount.error.above100')
    expect(refusalText(MESSAGES.lineDiscountTooManyDecimals).key).toBe('lineDiscount.error.decimals')
    expect(refusalText(MESSAGES.lineDiscountNotANumber).key).toBe('lineDiscount.error.notANumber')
    expect(refusalText(MESSAGES.lineDiscountOnlyPurchaser).key).toBe('lineDiscount.error.notPurchaser')
    expect(refusalText('').key).toBe('lineDiscount.error.failed')
  })
})
