import { describe, expect, it } from 'vitest'
import { atLeast, forEachCommon, unionOf, unionOfRanges } from './sorted-slots.ts'

const list = (...slots: number[]) => Int32Array.from(slots)
const plain = (slots: Int32Array) => [...slots]

/** The same answers the slow way: count per slot in a Map. */
function countedAtLeast(lists: number[][], required: number): number[] {
  const counts = new Map<number, number>()
  for (const l of lists) for (const s of l) counts.set(s, (counts.get(s) ?? 0) + 1)
  return [...counts]
    .filter(([, n]) => n >= required)
    .map(([s]) => s)
    .sort((a, b) => a - b)
}

function randomList(seed: number, size: number, range: number): number[] {
  let x = seed
  const out = new Set<number>()
  for (let i = 0; i < size; i++) {
    x = (x * 1103515245 + 12345) % 2147483648
    out.add(x % range)
  }
  return [...out].sort((a, b) => a - b)
}

describe('sorted slot lists', () => {
  it('unites two lists, each slot once, in order', () => {
    expect(plain(unionOf(list(1, 4, 9), list(2, 4, 10, 11)))).toEqual([1, 2, 4, 9, 10, 11])
    expect(plain(unionOf(list(), list(3)))).toEqual([3])
    expect(plain(unionOf(list(5), list()))).toEqual([5])
  })

  it('unites posting ranges of one buffer', () => {
    const slots = list(1, 3, 8, /* next lexeme */ 2, 3, 9, /* next */ 0)
    expect(
      plain(
        unionOfRanges(slots, [
          { start: 0, end: 3 },
          { start: 3, end: 6 },
          { start: 6, end: 7 },
        ]),
      ),
    ).toEqual([0, 1, 2, 3, 8, 9])
    expect(plain(unionOfRanges(slots, []))).toEqual([])
  })

  it('keeps the slots in at least n lists', () => {
    const lists = [list(1, 2, 3, 7), list(2, 3, 8), list(3, 7, 8, 9)]
    expect(plain(atLeast(lists, 3))).toEqual([3])
    expect(plain(atLeast(lists, 2))).toEqual([2, 3, 7, 8])
    expect(plain(atLeast(lists, 1))).toEqual([1, 2, 3, 7, 8, 9])
    expect(plain(atLeast(lists, 0))).toEqual([1, 2, 3, 7, 8, 9])
    expect(plain(atLeast(lists, 4))).toEqual([])
    expect(plain(atLeast([], 1))).toEqual([])
  })

  it('agrees with counting on random lists', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const lists = [0, 1, 2, 3].slice(0, 1 + (seed % 4)).map((k) => randomList(seed * 7 + k, 300, 1000))
      for (const required of [1, 2, 3]) {
        expect(
          plain(
            atLeast(
              lists.map((l) => Int32Array.from(l)),
              required,
            ),
          ),
        ).toEqual(countedAtLeast(lists, required))
      }
    }
  })

  it('visits the slots two lists share, with their places in both', () => {
    const visits: [number, number][] = []
    forEachCommon(list(2, 5, 9, 12), list(0, 2, 3, 9, 10, 12, 13), 1, 6, (row, k) => visits.push([row, k]))
    // postings 1..5 are 2, 3, 9, 10, 12: rows 2 (place 0), 9 (2) and 12 (3) are in them
    expect(visits).toEqual([
      [0, 1],
      [2, 3],
      [3, 5],
    ])
  })
})
