import { describe, expect, it } from 'vitest'
import { Bitset } from './bitset.ts'

// a deterministic pseudo-random sequence
let seed = 11
const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647

const randomSlots = (size: number, density: number) =>
  Array.from({ length: size }, (_, slot) => slot).filter(() => random() < density)

describe('Bitset', () => {
  it('finds the slots in at least `required` of the sets, as counting per slot does', () => {
    for (let round = 0; round < 100; round++) {
      const size = 1 + Math.floor(random() * 300)
      const lists = Array.from({ length: Math.floor(random() * 6) }, () => randomSlots(size, random()))
      const required = Math.floor(random() * (lists.length + 2))
      const counts = new Map<number, number>()
      for (const list of lists) for (const slot of list) counts.set(slot, (counts.get(slot) ?? 0) + 1)
      // a slot in none of the sets never counts, whatever `required` is
      const expected = [...counts]
        .filter(([, n]) => n >= Math.max(required, 1))
        .map(([slot]) => slot)
        .sort((a, b) => a - b)
      const sets = lists.map((list) => Bitset.of(size, list))
      expect(Bitset.atLeast(size, sets, required).toArray()).toEqual(expected)
    }
  })

  it('marks posting ranges of a shared buffer', () => {
    const postings = Int32Array.from([1, 3, 8, /* next lexeme */ 2, 3, 40, /* next */ 0])
    expect(new Bitset(64).addRange(postings, 0, 3).addRange(postings, 3, 6).toArray()).toEqual([
      1, 2, 3, 8, 40,
    ])
    expect(new Bitset(64).addRange(postings, 6, 6).count()).toBe(0)
  })

  it("gives each slot its place among the set's slots, and -1 to slots outside it", () => {
    for (let round = 0; round < 50; round++) {
      const size = 1 + Math.floor(random() * 500)
      const slots = randomSlots(size, random())
      const set = Bitset.of(size, Int32Array.from(slots))
      const ranks = set.wordRanks()
      for (let slot = 0; slot < size; slot++) expect(set.placeOf(slot, ranks)).toBe(slots.indexOf(slot))
      expect(set.count()).toBe(slots.length)
    }
  })
})
