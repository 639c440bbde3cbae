import { describe, it, expect } from 'vitest'
import type { TierPrice } from './tier-price.ts'
import { tierPriceFor, tierPricesForGroup } from './tier-price.ts'

const TIERS: TierPrice[] = [
  { customerGroupId: 4, qty: 10, value: 80 },
  { customerGroupId: null, qty: 5, value: 95 },
  { customerGroupId: 4, qty: 1, value: 98 },
  { customerGroupId: 7, qty: 1, value: 70 },
  { customerGroupId: null, qty: 20, value: 85 },
  // an all-groups tier that is cheaper than the group tier at the same qty
  { customerGroupId: null, qty: 10, value: 78 },
]

describe('tierPricesForGroup', () => {
  it('combines group-specific and all-groups tiers, sorted by qty then value', () => {
    expect(tierPricesForGroup(TIERS, 4)).toEqual([
      { customerGroupId: 4, qty: 1, value: 98 },
      { customerGroupId: null, qty: 5, value: 95 },
      { customerGroupId: null, qty: 10, value: 78 },
      { customerGroupId: 4, qty: 10, value: 80 },
      { customerGroupId: null, qty: 20, value: 85 },
    ])
  })

  it('gives guests only the all-groups tiers', () => {
    expect(tierPricesForGroup(TIERS, null).map((t) => t.value)).toEqual([95, 78, 85])
    expect(tierPricesForGroup(TIERS).map((t) => t.value)).toEqual([95, 78, 85])
  })

  it('excludes other groups and does not modify the input', () => {
    const before = TIERS.map((t) => t.qty)
    expect(tierPricesForGroup(TIERS, 7).map((t) => t.customerGroupId)).toEqual([7, null, null, null])
    expect(TIERS.map((t) => t.qty)).toEqual(before)
  })

  it('handles an empty list and group 0 (not logged in) as a real group', () => {
    expect(tierPricesForGroup([], 4)).toEqual([])
    expect(tierPricesForGroup([{ customerGroupId: 0, qty: 1, value: 9 }], 0)).toHaveLength(1)
    expect(tierPricesForGroup([{ customerGroupId: 0, qty: 1, value: 9 }], null)).toHaveLength(0)
  })
})

describe('tierPriceFor', () => {
  it('takes the lowest value among the tiers the quantity reaches', () => {
    expect(tierPriceFor(TIERS, 4, 1)).toBe(98)
    expect(tierPriceFor(TIERS, 4, 4)).toBe(98)
    expect(tierPriceFor(TIERS, 4, 5)).toBe(95)
    expect(tierPriceFor(TIERS, 4, 10)).toBe(78)
    expect(tierPriceFor(TIERS, 4, 100)).toBe(78) // the qty-20 tier (85) is not lower
  })

  it('returns null when no tier is reached or none exists', () => {
    expect(tierPriceFor(TIERS, null, 4)).toBeNull()
    expect(tierPriceFor(TIERS, 4, 0)).toBeNull()
    expect(tierPriceFor([], 4, 10)).toBeNull()
  })

  it('uses only the group own tiers plus all-groups ones', () => {
    expect(tierPriceFor(TIERS, 7, 1)).toBe(70)
    expect(tierPriceFor(TIERS, 99, 1)).toBeNull()
    expect(tierPriceFor(TIERS, 99, 5)).toBe(95)
  })
})
