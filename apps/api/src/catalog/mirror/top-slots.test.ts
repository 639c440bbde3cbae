import { describe, expect, it } from 'vitest'
import { topSlots, type SortKey } from './top-slots.ts'

/** The reference: sort everything, then slice. */
function naive(hits: number[], keys: SortKey[], idOf: (s: number) => number, from: number, size: number) {
  const missing = (v: unknown) => v === null || v === undefined || Number.isNaN(v)
  return [...hits]
    .sort((a, b) => {
      for (const k of keys) {
        const va = k.value(a)
        const vb = k.value(b)
        if (missing(va) || missing(vb)) {
          if (missing(va) !== missing(vb)) return missing(va) ? 1 : -1
          continue
        }
        if (va !== vb) return (va! < vb! ? -1 : 1) * (k.desc ? -1 : 1)
      }
      return idOf(a) - idOf(b)
    })
    .slice(from, from + size)
}

describe('topSlots', () => {
  // a deterministic pseudo-random sequence
  let seed = 7
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647

  it('gives the same page as a full sort, for heap and sort paths, with ties and missing values', () => {
    for (let round = 0; round < 200; round++) {
      const count = 1 + Math.floor(random() * 400)
      const hits = Array.from({ length: count }, (_, i) => i * 3)
      const stock = new Map(hits.map((h) => [h, random() < 0.1 ? NaN : Math.floor(random() * 20)]))
      const names = new Map(hits.map((h) => [h, random() < 0.1 ? null : `n${Math.floor(random() * 30)}`]))
      const idOf = (slot: number) => 100000 - slot
      const ids = Int32Array.from({ length: 1300 }, (_, slot) => idOf(slot))
      const keys: SortKey[] = [
        { desc: random() < 0.5, value: (s) => stock.get(s) },
        { desc: random() < 0.5, value: (s) => names.get(s) },
      ]
      const from = Math.floor(random() * count)
      const size = 1 + Math.floor(random() * 60)
      expect(topSlots(Int32Array.from(hits), keys, ids, from, size)).toEqual(
        naive(hits, keys, idOf, from, size),
      )
    }
  })

  it('takes one numeric key by selection, ties and missing values included, like a full sort', () => {
    for (let round = 0; round < 300; round++) {
      const count = 1 + Math.floor(random() * 3000)
      const hits = Array.from({ length: count }, (_, i) => i)
      const spread = 1 + Math.floor(random() * 200)
      const price = hits.map(() => (random() < 0.05 ? NaN : Math.floor(random() * spread) / 4))
      const ids = Int32Array.from(hits, (slot) => 7 * slot + (slot % 3))
      const keys: SortKey[] = [{ desc: random() < 0.5, value: (s) => price[s] }]
      const from = Math.floor(random() * 80)
      const size = 1 + Math.floor(random() * 60)
      expect(topSlots(Int32Array.from(hits), keys, ids, from, size)).toEqual(
        naive(hits, keys, (s) => ids[s]!, from, size),
      )
    }
  })

  it('answers nothing past the end or for an empty page', () => {
    const hits = Int32Array.from([1, 2, 3])
    const keys: SortKey[] = [{ desc: false, value: (s) => s }]
    const ids = Int32Array.from([0, 1, 2, 3])
    expect(topSlots(hits, keys, ids, 3, 10)).toEqual([])
    expect(topSlots(hits, keys, ids, 0, 0)).toEqual([])
    expect(topSlots(new Int32Array(0), keys, ids, 0, 10)).toEqual([])
  })
})
