/**
 * Seeded pseudo-random numbers (mulberry32): the same seed gives the same sequence, so the same
 * seed gives the same catalogue. Never use Math.random() in the generator.
 */
export class Random {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** a float in [0, 1) */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** an integer in [min, max] (both inclusive) */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  /** true with probability p */
  chance(p: number): boolean {
    return this.next() < p
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[Math.floor(this.next() * items.length)] as T
  }

  /** picks by weight: `[[value, weight], ...]` */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, w]) => sum + w, 0)
    let r = this.next() * total
    for (const [value, w] of items) {
      r -= w
      if (r < 0) return value
    }
    return items[items.length - 1]![0]
  }

  /** `count` distinct items in random order (fewer when the list is shorter) */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
    }
    return copy.slice(0, Math.max(0, count))
  }

  /** `count` distinct items from a possibly long list, without copying it */
  few<T>(items: readonly T[], count: number): T[] {
    if (count * 4 >= items.length) return this.sample(items, count)
    const picked = new Set<number>()
    while (picked.size < count) picked.add(Math.floor(this.next() * items.length))
    return [...picked].map((i) => items[i] as T)
  }

  /** a child generator, so that one part of the catalogue does not shift the numbers of another */
  fork(salt: number): Random {
    return new Random(Math.imul(this.int(0, 0x7fffffff) ^ salt, 2654435761))
  }
}
