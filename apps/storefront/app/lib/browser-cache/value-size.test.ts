import { describe, expect, it } from 'vitest'
import { recordSize, sizeOf } from './value-size.ts'

describe('sizeOf (spec 001 §9: 2 bytes a character, 8 a number, 4 a boolean)', () => {
  it('counts the scalars as the spec says', () => {
    expect(sizeOf('')).toBe(0)
    expect(sizeOf('fiets')).toBe(10)
    expect(sizeOf(12.5)).toBe(8)
    expect(sizeOf(0)).toBe(8)
    expect(sizeOf(true)).toBe(4)
    expect(sizeOf(false)).toBe(4)
    expect(sizeOf(10n)).toBe(8)
  })

  it('counts nothing for what is not stored', () => {
    expect(sizeOf(null)).toBe(0)
    expect(sizeOf(undefined)).toBe(0)
    expect(sizeOf(() => 1)).toBe(0)
    expect(sizeOf(Symbol('x'))).toBe(0)
  })

  it('walks arrays by their values (indices are not stored characters)', () => {
    expect(sizeOf([1, 'ab', true])).toBe(8 + 4 + 4)
    expect(sizeOf([])).toBe(0)
    expect(sizeOf([[1], [2, [3]]])).toBe(24)
  })

  it('walks objects, counting property names as characters', () => {
    // "sku" 6 + "A1" 4 + "qty" 6 + 8 + "ok" 4 + 4
    expect(sizeOf({ sku: 'A1', qty: 3, ok: true })).toBe(32)
    // "a" 2 + ("b" 2 + ("c" 2 + 8))
    expect(sizeOf({ a: { b: { c: 1 } } })).toBe(14)
  })

  it('counts an object reached twice once, so a cycle ends', () => {
    const shared = { n: 1 } // 2 + 8
    expect(sizeOf([shared, shared])).toBe(10)
    const cyclic: Record<string, unknown> = { n: 1 }
    cyclic.self = cyclic // "self" 8
    expect(sizeOf(cyclic)).toBe(18)
  })

  it('counts what structured clone keeps of dates, buffers, maps and sets', () => {
    expect(sizeOf(new Date(0))).toBe(8)
    expect(sizeOf(new Uint8Array(16))).toBe(16)
    expect(sizeOf(new ArrayBuffer(5))).toBe(5)
    expect(sizeOf(new Map([['k', 1]]))).toBe(2 + 8)
    expect(sizeOf(new Set(['ab', 2]))).toBe(4 + 8)
    expect(sizeOf(new Blob(['hello']))).toBe(5)
  })

  it('a realistic answer grows with its content', () => {
    const one = { sku: 'FRM-100', name: 'Frame', price: 199.95, stock: { qty: 4, is_in_stock: true } }
    expect(sizeOf([one, one])).toBe(sizeOf(one))
    expect(sizeOf([one, structuredClone(one)])).toBe(2 * sizeOf(one))
    // a shallow copy still shares `stock`, and structured clone stores a shared object once
    expect(sizeOf([one, { ...one }])).toBe(2 * sizeOf(one) - sizeOf(one.stock))
  })
})

describe('recordSize', () => {
  it('adds the key and the stored_at number to the value', () => {
    expect(recordSize('p:1', 'ab')).toBe(6 + 8 + 4)
    expect(recordSize('', null)).toBe(8)
  })
})
