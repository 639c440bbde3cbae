/**
 * A fixed-size set of row slots as 32-bit words: the in-process catalogue (mirror-search.ts)
 * evaluates filters as AND/OR/NOT of these, which for 100,000 rows is ~3,000 word operations.
 */
export class Bitset {
  readonly words: Uint32Array

  constructor(readonly size: number) {
    this.words = new Uint32Array((size + 31) >>> 5)
  }

  static of(size: number, slots: Iterable<number>): Bitset {
    const set = new Bitset(size)
    for (const slot of slots) set.add(slot)
    return set
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
    for (let w of this.words) {
      w = w - ((w >>> 1) & 0x55555555)
      w = (w & 0x33333333) + ((w >>> 2) & 0x33333333)
      n += (((w + (w >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
    }
    return n
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
