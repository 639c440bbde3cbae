/**
 * The groups top-by-score.ts splits the hits into, their words kept in one arena, and the frontier
 * that hands out the group with the best bound first.
 */
import { type Bitset, popcount } from './bitset.ts'

/**
 * A group's rows are its non-zero words, (index, bits) pairs in the search's arena from `at` on:
 * a group costs what it holds, not the width of the catalogue (7,500 words at 100,000 products).
 * A group is formed from its parent's words AND `keep` (or AND NOT `drop`) when it is reached.
 */
export interface Group {
  at: number
  /** its non-zero words; -1 until formed */
  words: number
  count: number
  parent: Group | undefined
  keep?: Bitset
  drop?: Bitset
  /** per dimension: its level in every row, ABSENT, or OPEN (not split yet; top-by-score.ts) */
  levels: Int8Array
  /** 1/0: every row is / is not an sku hit; OPEN: not split yet */
  sku: number
  /** dimensions split so far (in the split order) */
  depth: number
  bound: number
}

/** A max-heap of groups by bound. */
export class Frontier {
  private readonly heap: Group[] = []

  push(g: Group) {
    const h = this.heap
    let i = h.push(g) - 1
    while (i > 0) {
      const parent = (i - 1) >> 1
      if (h[parent]!.bound >= g.bound) break
      h[i] = h[parent]!
      i = parent
    }
    h[i] = g
  }

  pop(): Group | undefined {
    const h = this.heap
    const top = h[0]
    const last = h.pop()
    if (h.length === 0 || !last) return top
    let i = 0
    for (;;) {
      const l = 2 * i + 1
      if (l >= h.length) break
      const r = l + 1
      const child = r < h.length && h[r]!.bound > h[l]!.bound ? r : l
      if (h[child]!.bound <= last.bound) break
      h[i] = h[child]!
      i = child
    }
    h[i] = last
    return top
  }
}

/**
 * The arena of the groups' words, reused from search to search (a search runs to its end without
 * yielding): fresh sets per group made the garbage collector the larger part of the work.
 */
let wordIndex = new Int32Array(1 << 14)
let wordBits = new Int32Array(1 << 14)
let used = 0

/** Starts a search: the groups of the last one are gone. */
export function resetArena(): void {
  used = 0
}

/** Room for n more words at `used` (growing keeps what earlier groups wrote). */
function reserve(n: number): void {
  if (used + n <= wordIndex.length) return
  const size = Math.max(2 * wordIndex.length, used + n)
  const index = new Int32Array(size)
  const bits = new Int32Array(size)
  index.set(wordIndex.subarray(0, used))
  bits.set(wordBits.subarray(0, used))
  wordIndex = index
  wordBits = bits
}

// The loops below read the arena through locals: a module-level `let` is loaded (and checked)
// again on every access, which made them several times slower.

/** The non-zero words of a bitset into the arena (the root group). */
export function wordsOf(set: Bitset): { at: number; words: number } {
  const words = set.words
  reserve(words.length)
  const index = wordIndex
  const bits = wordBits
  const at = used
  let n = at
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!
    if (w === 0) continue
    index[n] = i
    bits[n++] = w
  }
  used = n
  return { at, words: n - at }
}

/** Forms a group from its parent's words, counting its rows. */
export function form(g: Group): void {
  const parent = g.parent!
  reserve(parent.words)
  const index = wordIndex
  const bits = wordBits
  const by = (g.keep ?? g.drop)!.words
  const flip = g.keep === undefined ? -1 : 0
  const at = used
  let n = at
  let count = 0
  for (let k = parent.at, end = parent.at + parent.words; k < end; k++) {
    const i = index[k]!
    const w = bits[k]! & (by[i]! ^ flip)
    if (w === 0) continue
    index[n] = i
    bits[n++] = w
    count += popcount(w)
  }
  used = n
  g.at = at
  g.words = n - at
  g.count = count
}

/** Writes the group's slots (ascending) into `out`. */
export function slotsOf(g: Group, out: Int32Array): void {
  const index = wordIndex
  const bits = wordBits
  let n = 0
  for (let k = g.at, end = g.at + g.words; k < end; k++) {
    const base = index[k]! << 5
    for (let w = bits[k]!; w !== 0;) {
      const low = w & -w
      w ^= low
      out[n++] = base + (31 - Math.clz32(low))
    }
  }
}
