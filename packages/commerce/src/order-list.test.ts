import { describe, expect, it } from 'vitest'
import {
  ORDER_LIST_MESSAGES,
  checkDefaultAmount,
  checkListName,
  checkReorder,
  lineMessage,
  matchesListSearch,
} from './order-list.ts'

describe('checkListName', () => {
  it('trims and accepts up to 128 characters', () => {
    expect(checkListName('  Voorjaar ')).toEqual({ ok: true, value: 'Voorjaar' })
    expect(checkListName('x'.repeat(128))).toEqual({ ok: true, value: 'x'.repeat(128) })
  })
  it("refuses empty, blank and missing names with the spec's text", () => {
    for (const raw of ['', '   ', undefined, null, 12])
      expect(checkListName(raw)).toEqual({ ok: false, message: 'Missing list name.' })
  })
  it('refuses 129 characters, naming the field and the limit', () => {
    const r = checkListName('x'.repeat(129))
    expect(r).toEqual({ ok: false, message: 'name: A list name may have at most 128 characters.' })
  })
  it('counts characters, not UTF-16 units', () => {
    expect(checkListName('🚲'.repeat(128)).ok).toBe(true)
  })
})

describe('checkDefaultAmount', () => {
  it('defaults to 0 and takes whole numbers, also as text', () => {
    expect(checkDefaultAmount(undefined)).toEqual({ ok: true, value: 0 })
    expect(checkDefaultAmount(0)).toEqual({ ok: true, value: 0 })
    expect(checkDefaultAmount('12')).toEqual({ ok: true, value: 12 })
  })
  it('refuses negative, fractional and non-numeric amounts', () => {
    for (const raw of [-1, 1.5, 'abc', '-3', '', true, {}])
      expect(checkDefaultAmount(raw)).toEqual({
        ok: false,
        message: ORDER_LIST_MESSAGES.defaultAmountInvalid,
      })
  })
  it('refuses more than 10000', () => {
    expect(checkDefaultAmount(10_001).ok).toBe(false)
  })
})

describe('checkReorder', () => {
  it('accepts a permutation', () => {
    expect(checkReorder([1, 2, 3], [3, '1', 2])).toEqual({ ok: true, value: [3, 1, 2] })
  })
  it('refuses missing, repeated and foreign ids', () => {
    for (const order of [
      [1, 2],
      [1, 2, 2],
      [1, 2, 3, 4],
      [1, 2, 9],
      ['x', 2, 3],
    ])
      expect(checkReorder([1, 2, 3], order)).toEqual({
        ok: false,
        message: ORDER_LIST_MESSAGES.reorderNotPermutation,
      })
  })
})

describe('lineMessage and search', () => {
  it('names the line', () => {
    expect(lineMessage(3, 'qty', 'Quantity must be above 0')).toBe(
      'cartItems[3].qty: Quantity must be above 0',
    )
  })
  it('searches name, sku and child sku', () => {
    const item = { name: 'Stadsfiets', sku: 'FI-1', child_sku: 'FI-1-ZW' }
    expect(matchesListSearch(item, 'stads')).toBe(true)
    expect(matchesListSearch(item, 'zw')).toBe(true)
    expect(matchesListSearch(item, 'bmx')).toBe(false)
    expect(matchesListSearch(item, ' ')).toBe(true)
  })
})
