import { describe, expect, it } from 'vitest'
import { Bitset } from './bitset.ts'
import { BlockBounds } from './block-bounds.ts'
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

const setOf = (slots: readonly number[]) => Bitset.of(8000, slots)

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
      expect(topSlots(setOf(hits), keys, ids, from, size)).toEqual(naive(hits, keys, idOf, from, size))
    }
  })

  it('takes one numeric key, read from its column, its listed slots or neither, ties and missing values included, like a full sort', () => {
    for (let round = 0; round < 300; round++) {
      const count = 1 + Math.floor(random() * 3000)
      // every other slot or so matches
      const hits = Array.from({ length: 2 * count }, (_, i) => i).filter(() => random() < 0.6)
      const spread = 1 + Math.floor(random() * 200)
      const price = Float64Array.from({ length: 2 * count }, () =>
        random() < 0.05 ? NaN : Math.floor(random() * spread) / 4,
      )
      // product ids neither ascending nor descending with the slot
      const ids = Int32Array.from(price, (_, slot) => 7 * (slot % 50) * 1000 + slot)
      const desc = random() < 0.5
      // the values by slot, for some slots only (a superset of the hits), or through the function
      const listedSlots = Int32Array.from(price.keys()).filter(
        (slot) => hits.includes(slot) || random() < 0.3,
      )
      const listed = { slots: listedSlots, values: Float64Array.from(listedSlots, (slot) => price[slot]!) }
      const how = random()
      const keys: SortKey[] = [
        how < 0.2
          ? { desc, value: (s) => price[s], column: price }
          : how < 0.4
            ? // blocks of 32 slots skipped by their bounds, over all slots or a superset of the hits
              {
                desc,
                value: (s) => price[s],
                column: price,
                bounds: new BlockBounds(price, random() < 0.5 ? undefined : Bitset.of(8000, listedSlots)),
              }
            : how < 0.66
              ? { desc, value: (s) => price[s], listed }
              : { desc, value: (s) => price[s] },
      ]
      const from = Math.floor(random() * 80)
      const size = 1 + Math.floor(random() * 60)
      expect(topSlots(setOf(hits), keys, ids, from, size)).toEqual(
        naive(hits, keys, (s) => ids[s]!, from, size),
      )
    }
  })

  it('answers nothing past the end or for an empty page', () => {
    const hits = setOf([1, 2, 3])
    const column = Float64Array.from([0, 1, 2, 3])
    const ids = Int32Array.from([0, 1, 2, 3])
    for (const keys of [
      [{ desc: false, value: (s: number) => s }],
      [{ desc: false, value: (s: number) => s, column }],
    ]) {
      expect(topSlots(hits, keys, ids, 3, 10)).toEqual([])
      expect(topSlots(hits, keys, ids, 0, 0)).toEqual([])
      expect(topSlots(setOf([]), keys, ids, 0, 10)).toEqual([])
    }
  })
})
