/**
 * A fixed-size set of row slots as 32-bit words: the in-process catalogue (mirror-search.ts)
 * evaluates filters as AND/OR/NOT of these, which for 100,000 products (240,000 rows) is 7,500
 * word operations. Text matching marks posting lists in them too: at 30 KB such a set stays in
 * the CPU cache, where an array with an entry per row (megabytes) missed it on nearly every
 * posting (measured: 4x slower per posting at 100,000 products than at 10,000).
 */

/** Set bits of a 32-bit word. */
export function popcount(w: number): number {
  w = w - ((w >>> 1) & 0x55555555)
  w = (w & 0x33333333) + ((w >>> 2) & 0x33333333)
  return (((w + (w >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}
export class Bitset {
  readonly words: Uint32Array

  constructor(readonly size: number) {
    this.words = new Uint32Array((size + 31) >>> 5)
  }

  static of(size: number, slots: Iterable<number>): Bitset {
    const set = new Bitset(size)
    if (slots instanceof Int32Array) return set.addRange(slots, 0, slots.length)
    for (const slot of slots) set.add(slot)
    return set
  }

  /**
   * The slots that are in at least `required` of the sets (none when required exceeds their
   * number). Built up set by set: atLeast[j] holds the slots seen in j of the sets so far.
   */
  static atLeast(size: number, sets: readonly Bitset[], required: number): Bitset {
    if (required <= 0) required = 1
    if (sets.length < required) return new Bitset(size)
    // atLeast[0] would be every slot: the j = 1 step takes the set itself instead (index 0 unused)
    const atLeast = Array.from({ length: required + 1 }, (_, j) => new Bitset(j === 0 ? 0 : size))
    sets.forEach((set, seen) => {
      for (let j = Math.min(seen + 1, required); j >= 1; j--) {
        const into = atLeast[j]!.words
        const from = set.words
        if (j === 1) for (let i = 0; i < into.length; i++) into[i]! |= from[i]!
        else {
          const below = atLeast[j - 1]!.words
          for (let i = 0; i < into.length; i++) into[i]! |= below[i]! & from[i]!
        }
      }
    })
    return atLeast[required]!
  }

  /** Adds slots[start .. end) (a posting range). */
  addRange(slots: Int32Array, start: number, end: number): this {
    const words = this.words
    for (let k = start; k < end; k++) {
      const slot = slots[k]!
      words[slot >>> 5]! |= 1 << (slot & 31)
    }
    return this
  }

  add(slot: number): void {
    this.words[slot >>> 5]! |= 1 << (slot & 31)
  }

  has(slot: number): boolean {
    return (this.words[slot >>> 5]! & (1 << (slot & 31))) !== 0
  }

  copy(): Bitset {
    const out = new Bitset(this.size)
    out.words.set(this.words)
    return out
  }

  /** this = this AND other */
  and(other: Bitset): this {
    const a = this.words
    const b = other.words
    for (let i = 0; i < a.length; i++) a[i]! &= b[i] ?? 0
    return this
  }

  /** this = this OR other */
  or(other: Bitset): this {
    const a = this.words
    const b = other.words
    for (let i = 0; i < a.length && i < b.length; i++) a[i]! |= b[i]!
    return this
  }

  /** this = this AND NOT other */
  andNot(other: Bitset): this {
    const a = this.words
    const b = other.words
    for (let i = 0; i < a.length && i < b.length; i++) a[i]! &= ~b[i]!
    return this
  }

  count(): number {
    let n = 0
    const words = this.words
    for (let i = 0; i < words.length; i++) n += popcount(words[i]!)
    return n
  }

  /**
   * How many slots of the set come before each word: a slot's place among the set's slots in
   * ascending order is then ranks[slot >>> 5] plus the set bits below it in its word (placeOf).
   */
  wordRanks(): Int32Array {
    const words = this.words
    const ranks = new Int32Array(words.length)
    let n = 0
    for (let i = 0; i < words.length; i++) {
      ranks[i] = n
      n += popcount(words[i]!)
    }
    return ranks
  }

  /** The place of `slot` among the set's slots (ascending), or -1 when it is not in the set. */
  placeOf(slot: number, ranks: Int32Array): number {
    const w = this.words[slot >>> 5]!
    const bit = 1 << (slot & 31)
    return (w & bit) === 0 ? -1 : ranks[slot >>> 5]! + popcount(w & (bit - 1))
  }

  /** Calls `fn` for every slot in the set, in ascending order. */
  forEach(fn: (slot: number) => void): void {
    const words = this.words
    for (let i = 0; i < words.length; i++) {
      let w = words[i]!
      while (w !== 0) {
        const low = w & -w
        fn((i << 5) + (31 - Math.clz32(low)))
        w ^= low
      }
    }
  }

  /** The slots in ascending order, as a typed array. */
  toInt32Array(): Int32Array {
    const out = new Int32Array(this.count())
    const words = this.words
    let at = 0
    for (let i = 0; i < words.length; i++) {
      let w = words[i]!
      while (w !== 0) {
        const low = w & -w
        out[at++] = (i << 5) + (31 - Math.clz32(low))
        w ^= low
      }
    }
    return out
  }

  /** The slots in ascending order. */
  toArray(): number[] {
    const out: number[] = []
    this.forEach((slot) => out.push(slot))
    return out
  }
}
