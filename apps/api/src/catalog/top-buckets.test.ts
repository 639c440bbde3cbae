import { describe, expect, it } from 'vitest'
import { topBuckets } from './product-aggs.ts'

describe('topBuckets', () => {
  it('gives the first buckets of a full sort (count descending, then key), ties included', () => {
    let seed = 5
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647
    for (let round = 0; round < 300; round++) {
      const rows = Array.from({ length: Math.floor(random() * 80) }, (_, i) => ({
        key: `${Math.floor(random() * 1000)}.${i}`,
        n: 1 + Math.floor(random() * 6),
      }))
      const size = Math.floor(random() * 15)
      const sorted = [...rows].sort((a, b) => b.n - a.n || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      expect(topBuckets(rows, size)).toEqual(sorted.slice(0, size))
    }
  })
})
