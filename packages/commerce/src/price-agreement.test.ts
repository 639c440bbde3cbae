import { describe, expect, it } from 'vitest'
import {
  agreementHoldsOn,
  customerTierSteps,
  customerUnitPrice,
  describePriceAgreementProblems,
  priceAgreementProblems,
  type CataloguePrice,
  type PriceAgreementTerms,
} from './price-agreement.ts'

const DAY = '2026-06-15'
const open = { validFrom: null, validTo: null }
const sku = (netPrice: number, minQty = 1): PriceAgreementTerms => ({
  kind: 'sku',
  netPrice,
  discountPercent: null,
  minQty,
  ...open,
})
const off = (
  kind: 'brand' | 'category' | 'sku',
  discountPercent: number,
  minQty = 1,
): PriceAgreementTerms => ({
  kind,
  netPrice: null,
  discountPercent,
  minQty,
  ...open,
})
const plain: CataloguePrice = { listPrice: 100, finalPrice: 100, tiers: [] }

describe('customerUnitPrice', () => {
  it('is the catalogue final price without agreements, with the group tier the quantity reaches', () => {
    const c: CataloguePrice = { listPrice: 100, finalPrice: 90, tiers: [{ qty: 10, value: 80 }] }
    expect(customerUnitPrice(c, [], 1, DAY)).toBe(90)
    expect(customerUnitPrice(c, [], 9, DAY)).toBe(90)
    expect(customerUnitPrice(c, [], 10, DAY)).toBe(80)
  })

  it('takes the lowest of the catalogue price and every agreement that holds', () => {
    expect(customerUnitPrice(plain, [sku(85), off('brand', 8), off('category', 10)], 1, DAY)).toBe(85)
    expect(customerUnitPrice(plain, [off('brand', 8), off('category', 10)], 1, DAY)).toBe(90)
    // an agreement dearer than the catalogue's special price does not raise it
    expect(customerUnitPrice({ ...plain, finalPrice: 70 }, [sku(85)], 1, DAY)).toBe(70)
  })

  it('takes the percentage off the list price, not off a special price', () => {
    expect(customerUnitPrice({ listPrice: 100, finalPrice: 95, tiers: [] }, [off('brand', 10)], 1, DAY)).toBe(
      90,
    )
  })

  it('applies an agreement from its min_qty on', () => {
    const tiers = [off('category', 10, 1), off('category', 20, 12)]
    expect(customerUnitPrice(plain, tiers, 11, DAY)).toBe(90)
    expect(customerUnitPrice(plain, tiers, 12, DAY)).toBe(80)
    expect(customerUnitPrice(plain, tiers, 50, DAY)).toBe(80)
  })

  it('applies an agreement only within its window of shop days, both ends included', () => {
    const windowed = { ...sku(50), validFrom: '2026-06-15', validTo: '2026-06-30' }
    expect(customerUnitPrice(plain, [windowed], 1, '2026-06-14')).toBe(100)
    expect(customerUnitPrice(plain, [windowed], 1, '2026-06-15')).toBe(50)
    expect(customerUnitPrice(plain, [windowed], 1, '2026-06-30')).toBe(50)
    expect(customerUnitPrice(plain, [windowed], 1, '2026-07-01')).toBe(100)
  })

  it('rounds to cents and never goes below zero', () => {
    expect(
      customerUnitPrice({ ...plain, listPrice: 33.33, finalPrice: 33.33 }, [off('sku', 7)], 1, DAY),
    ).toBe(31)
    expect(customerUnitPrice(plain, [off('brand', 100)], 1, DAY)).toBe(0)
  })
})

describe('customerTierSteps', () => {
  it('lists the quantities where tiers and agreements start, cheaper step by step', () => {
    const c: CataloguePrice = { listPrice: 100, finalPrice: 100, tiers: [{ qty: 5, value: 95 }] }
    expect(customerTierSteps(c, [off('category', 10), off('category', 20, 12)], DAY)).toEqual([
      { qty: 12, value: 80 },
    ])
    expect(customerTierSteps(c, [off('category', 20, 12)], DAY)).toEqual([
      { qty: 5, value: 95 },
      { qty: 12, value: 80 },
    ])
  })

  it('leaves out steps no cheaper than the one before and agreements outside their window', () => {
    const c: CataloguePrice = { listPrice: 100, finalPrice: 100, tiers: [{ qty: 10, value: 90 }] }
    const expired = { ...sku(10, 3), validTo: '2026-06-14' }
    expect(customerTierSteps(c, [sku(80, 5), expired], DAY)).toEqual([{ qty: 5, value: 80 }])
    expect(customerTierSteps(plain, [], DAY)).toEqual([])
  })
})

describe('agreementHoldsOn', () => {
  it('holds without limits and within the days given', () => {
    expect(agreementHoldsOn(open, DAY)).toBe(true)
    expect(agreementHoldsOn({ validFrom: '2026-07-01', validTo: null }, DAY)).toBe(false)
    expect(agreementHoldsOn({ validFrom: null, validTo: DAY }, DAY)).toBe(true)
  })
})

describe('priceAgreementProblems', () => {
  it('accepts a net price per sku and a discount per sku, brand or category', () => {
    expect(priceAgreementProblems(sku(10))).toEqual([])
    expect(priceAgreementProblems(off('brand', 100))).toEqual([])
    expect(priceAgreementProblems(off('category', 0.5, 12))).toEqual([])
  })

  it('names each broken rule', () => {
    expect(priceAgreementProblems({ ...off('brand', 5), netPrice: 10, discountPercent: null })).toEqual([
      { field: 'net_price', reason: 'only_for_sku' },
    ])
    expect(priceAgreementProblems(off('brand', 0))).toEqual([
      { field: 'discount_percent', reason: 'out_of_range' },
    ])
    expect(priceAgreementProblems(off('brand', 100.5))).toEqual([
      { field: 'discount_percent', reason: 'out_of_range' },
    ])
    expect(priceAgreementProblems(sku(0))).toEqual([{ field: 'net_price', reason: 'not_positive' }])
    expect(priceAgreementProblems({ ...sku(10), discountPercent: 5 })).toEqual([
      { field: 'net_price', reason: 'one_of_both' },
    ])
    expect(priceAgreementProblems(sku(10, 0))).toEqual([{ field: 'min_qty', reason: 'below_one' }])
    expect(priceAgreementProblems({ ...sku(10), validFrom: '2026-02-02', validTo: '2026-02-01' })).toEqual([
      { field: 'valid_to', reason: 'before_valid_from' },
    ])
    expect(describePriceAgreementProblems(priceAgreementProblems(off('brand', 0)))).toMatch(
      /discount_percent must be more than 0/,
    )
  })
})
