import { describe, expect, it } from 'vitest'
import { ListColumn } from './list-column.ts'

describe('ListColumn', () => {
  it('keeps every slot list through growth, replacement and compaction', () => {
    const column = new ListColumn(true)
    const expected = new Map<number, number[]>()
    let seed = 11
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647
    for (let round = 0; round < 20000; round++) {
      const slot = Math.floor(random() * 3000)
      if (random() < 0.1) {
        column.clear(slot)
        expected.delete(slot)
        continue
      }
      const values = Array.from({ length: Math.floor(random() * 40) }, () => Math.floor(random() * 1e6))
      column.set(
        slot,
        values,
        values.map((v) => v / 2),
      )
      expected.set(slot, values)
    }
    for (let slot = 0; slot < 3000; slot++) {
      const want = expected.get(slot) ?? []
      expect(column.get(slot)).toEqual(want)
      const from = column.start[slot] ?? 0
      expect(Array.from(column.weights!.subarray(from, from + want.length))).toEqual(
        want.map((v) => Math.fround(v / 2)),
      )
    }
  })
})
