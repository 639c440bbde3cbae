/**
 * The best page of hits by relevance without scoring every hit. A row's score depends only on
 * which queried lexemes it holds and with which contribution (text-ranking.ts), and a lexeme
 * takes few distinct contributions (lexeme-levels.ts). So the hits are split, lexeme by lexeme,
 * into groups of rows that share those levels, best-first: a group's bound is its score with each
 * lexeme not split yet at its highest level, and a group is only formed (one AND of bitsets) when
 * its bound can still reach the page. A group split on every lexeme has one score for all its rows.
 *
 * "gazele stadsfiets" at 100,000 products: 8,200 hits; the 299 that share the best score are three
 * ANDs away, and no other group's bound reaches them. Lexemes few hits hold (the compounds a
 * prefix reaches) are not split by: the rows holding them are scored one by one. The result is the
 * full ranking's, to the float and the tie (product id): the same sums in the same order. Declines
 * (null) when most hits hold such a lexeme; the caller then ranks every hit.
 */
import { Bitset, popcount } from './bitset.ts'
import { lexemeLevels, type LexemeLevels } from './lexeme-levels.ts'
import type { Postings } from './store-index.ts'
import { addContributions, finalScore, type Ranking } from './text-ranking.ts'
import { BestSlots } from './top-slots.ts'

/** lexemes split by level at most: deeper splits cost more than they prune */
export const MAX_SPLITS = 8
/** a lexeme held by fewer than 1/RARE of the hits is not split by: its rows are scored apart */
const RARE = 8
/** a group this small gets its rows scored one by one rather than split further */
const SMALL = 16

const OPEN = -2
const ABSENT = -1

/**
 * A group's rows are its non-zero words, (index, bits) pairs in the search's arena from `at` on:
 * a group costs what it holds, not the width of the catalogue (7,500 words at 100,000 products).
 * A group is formed from its parent's words AND `keep` (or AND NOT `drop`) when it is reached.
 */
interface Group {
  at: number
  /** its non-zero words; -1 until formed */
  words: number
  count: number
  parent: Group | undefined
  keep?: Bitset
  drop?: Bitset
  /** per dimension: its level in every row, ABSENT, or OPEN (not split yet) */
  levels: Int8Array
  /** 1/0: every row is / is not an sku hit; OPEN: not split yet */
  sku: number
  /** dimensions split so far (in the split order) */
  depth: number
  bound: number
}

/** A max-heap of groups by bound. */
class Frontier {
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
function wordsOf(set: Bitset): { at: number; words: number } {
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
function form(g: Group): void {
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
function slotsOf(g: Group, out: Int32Array): void {
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

/** The level of the slot's row in a lexeme (ABSENT when the row does not hold it). */
function levelAt(levels: LexemeLevels, slot: number): number {
  if (!levels.any.has(slot)) return ABSENT
  for (let i = 0; i < levels.sets.length; i++) if (levels.sets[i]!.has(slot)) return i
  throw new Error('a slot holds a lexeme at no level')
}

/** The n-th smallest (0-based) of the values; reorders them. */
function nthSmallest(values: Int32Array, n: number): number {
  let lo = 0
  let hi = values.length - 1
  while (lo < hi) {
    const pivot = values[(lo + hi) >>> 1]!
    let i = lo
    let j = hi
    while (i <= j) {
      while (values[i]! < pivot) i++
      while (values[j]! > pivot) j--
      if (i <= j) {
        const t = values[i]!
        values[i++] = values[j]!
        values[j--] = t
      }
    }
    if (n <= j) hi = j
    else if (n >= i) lo = i
    else return values[n]!
  }
  return values[n]!
}

export interface ScoredPage {
  slots: number[]
  scores: number[]
}

/** One search: the ranking, its lexemes' levels and the page being filled. */
interface Search {
  r: Ranking
  p: Postings
  /** per dimension: its levels when split by level, else undefined (its rows are scored apart) */
  levels: (LexemeLevels | undefined)[]
  /** per dimension at the start: OPEN (split by level) or ABSENT (rows holding it are scored apart) */
  start: Int8Array
  /** hits holding each dimension's lexeme */
  postings: number[]
  splits: number
  page: BestSlots
  idOf: Int32Array
  limit: number
}

/**
 * The lexemes held by many hits are split by level; the rows holding any of the others (rare
 * compounds of a prefix: "fietsbel", "fietstas" for "fiets") are scored one by one.
 */
function chooseSplits(r: Ranking, p: Postings, total: number) {
  const dims = r.dims
  const postings = dims.map((d) => p.postingEnd[d.lexeme]! - p.postingStart[d.lexeme]!)
  const levels: (LexemeLevels | undefined)[] = dims.map(() => undefined)
  let splits = 0
  for (const j of dims.map((_, j) => j).sort((a, b) => postings[b]! - postings[a]!)) {
    if (splits === MAX_SPLITS || postings[j]! * RARE < total) break
    const l = lexemeLevels(p, dims[j]!.lexeme)
    if (l) {
      levels[j] = l
      splits++
    }
  }
  const start = Int8Array.from(levels, (l) => (l ? OPEN : ABSENT))
  return { levels, start, postings, splits }
}

/** The score with each dimension at `levelOf(j)` (OPEN: its highest), summed in ranking order. */
function scoreWith(s: Search, levelOf: (j: number) => number, sku: boolean): number {
  const dims = s.r.dims
  let exact = 0
  let prefix = 0
  let fix = 0
  for (let j = 0; j < dims.length; j++) {
    const level = levelOf(j)
    if (level === ABSENT) continue
    const c = s.levels[j]!.values[level === OPEN ? 0 : level]!
    const d = dims[j]!
    exact = exact + d.exact * c
    prefix = prefix + d.prefix * c
    fix = fix + d.fix * c
  }
  return finalScore(s.r, sku, exact, prefix, fix)
}

/** The split dimensions, those whose absence costs the most first. */
function splitOrder(s: Search): number[] {
  const best = scoreWith(s, (j) => s.start[j]!, false)
  return s.r.dims
    .map((_, j) => j)
    .filter((j) => s.start[j] === OPEN)
    .map((j) => ({ j, drop: best - scoreWith(s, (k) => (k === j ? ABSENT : s.start[k]!), false) }))
    .sort((a, b) => b.drop - a.drop)
    .map((o) => o.j)
}

/** The score an offer must reach (ties go by product id) once the page is full. */
const bar = (s: Search) => (s.page.full ? -s.page.bar : -Infinity)

/** A group's rows at one score: only its `limit` smallest product ids can make the page. */
function offerAll(s: Search, g: Group, score: number): void {
  const { idOf, limit, page } = s
  const slots = new Int32Array(g.count)
  slotsOf(g, slots)
  let cut = Infinity
  if (g.count > limit) {
    const ids = new Int32Array(g.count)
    for (let k = 0; k < ids.length; k++) ids[k] = idOf[slots[k]!]!
    cut = nthSmallest(ids, limit - 1)
  }
  for (const slot of slots) if (idOf[slot]! <= cut) page.offer(score, slot)
}

/** A small group's rows, each scored with its own levels of the dimensions not split yet. */
function offerEach(s: Search, g: Group): void {
  const slots = new Int32Array(g.count)
  slotsOf(g, slots)
  for (const slot of slots) {
    const score = scoreWith(
      s,
      (j) => {
        const known = g.levels[j]!
        return known === OPEN ? levelAt(s.levels[j]!, slot) : known
      },
      g.sku === 1,
    )
    s.page.offer(score, slot)
  }
}

/**
 * Scores the rows one by one, as rankRows does (the same additions in the same order), with
 * the split lexemes' contributions read from their levels, and offers them to the page.
 */
function scoreApart(s: Search, rows: Bitset): void {
  const { r, p, levels } = s
  const dims = r.dims
  const slots = rows.toInt32Array()
  const n = slots.length
  const ranks = rows.wordRanks()
  const sums = new Float64Array(3 * n)
  for (let j = 0; j < dims.length; j++) {
    const { exact, prefix, fix } = dims[j]!
    const l = levels[j]
    if (l) {
      const any = l.any.words
      const sets = l.sets.map((set) => set.words)
      for (let i = 0; i < n; i++) {
        const slot = slots[i]!
        const w = slot >>> 5
        const bit = 1 << (slot & 31)
        if ((any[w]! & bit) === 0) continue
        let level = 0
        while ((sets[level]![w]! & bit) === 0) level++
        const c = l.values[level]!
        sums[3 * i] = sums[3 * i]! + exact * c
        sums[3 * i + 1] = sums[3 * i + 1]! + prefix * c
        sums[3 * i + 2] = sums[3 * i + 2]! + fix * c
      }
      continue
    }
    addContributions(p, dims[j]!, rows, ranks, sums)
  }
  const sku = r.skuHits.size > 0
  for (let i = 0; i < n; i++) {
    const slot = slots[i]!
    const score = finalScore(r, sku && r.skuHits.has(slot), sums[3 * i]!, sums[3 * i + 1]!, sums[3 * i + 2]!)
    s.page.offer(score, slot)
  }
}

/**
 * The hits holding a rare lexeme, scored apart; returns the others (which hold none), or null
 * when most hits hold one (a one-letter prefix): ranking every hit then costs about the same.
 */
function scoreRareApart(s: Search, hits: Bitset, total: number): { rest: Bitset; count: number } | null {
  const { r, p, levels, postings } = s
  if (s.splits === r.dims.length) return { rest: hits, count: total }
  const rare = r.dims.reduce((sum, _, j) => (levels[j] ? sum : sum + postings[j]!), 0)
  if (rare > 2 * total) return null
  const apart = new Bitset(hits.size)
  r.dims.forEach((d, j) => {
    if (!levels[j]) apart.addRange(p.postingSlots, p.postingStart[d.lexeme]!, p.postingEnd[d.lexeme]!)
  })
  apart.and(hits)
  const count = apart.count()
  if (count * 2 > total) return null
  scoreApart(s, apart)
  return { rest: hits.copy().andNot(apart), count: total - count }
}

/** Splits groups best bound first until no group's bound reaches the page. */
function splitGroups(s: Search, rest: Bitset, restCount: number, order: number[]): void {
  const frontier = new Frontier()
  const add = (g: Omit<Group, 'bound'>) => {
    const group = g as Group
    group.bound = scoreWith(s, (j) => g.levels[j]!, g.sku !== 0)
    if (group.bound >= bar(s)) frontier.push(group)
  }
  used = 0
  const skus = s.r.skuHits.size ? Bitset.of(rest.size, s.r.skuHits) : undefined
  add({
    ...wordsOf(rest),
    count: restCount,
    parent: undefined,
    levels: s.start,
    sku: skus ? OPEN : 0,
    depth: 0,
  })
  for (let g = frontier.pop(); g && g.bound >= bar(s); g = frontier.pop()) {
    if (g.words < 0) form(g)
    if (g.count === 0) continue
    const child = { at: 0, words: -1, count: 0, parent: g, sku: g.sku, depth: g.depth }
    if (g.sku === OPEN) {
      add({ ...child, keep: skus, levels: g.levels, sku: 1 })
      add({ ...child, drop: skus, levels: g.levels, sku: 0 })
    } else if (g.depth === order.length) {
      offerAll(s, g, g.bound)
    } else if (g.count <= SMALL) {
      offerEach(s, g)
    } else {
      const j = order[g.depth]!
      const lexeme = s.levels[j]!
      const at = (level: number) => {
        const split = g.levels.slice()
        split[j] = level
        return { ...child, levels: split, depth: g.depth + 1 }
      }
      lexeme.sets.forEach((set, level) => add({ ...at(level), keep: set }))
      add({ ...at(ABSENT), drop: lexeme.any })
    }
  }
}

export function topByScore(
  hits: Bitset,
  r: Ranking,
  p: Postings,
  idOf: Int32Array,
  from: number,
  size: number,
  total: number,
): ScoredPage | null {
  const limit = Math.min(from + size, total)
  if (limit <= 0 || from >= total) return { slots: [], scores: [] }
  const search: Search = {
    r,
    p,
    ...chooseSplits(r, p, total),
    page: new BestSlots(limit, true, idOf),
    idOf,
    limit,
  }
  const order = splitOrder(search)
  const rest = scoreRareApart(search, hits, total)
  if (!rest) return null
  splitGroups(search, rest.rest, rest.count, order)
  const top = search.page.scoredPage(from)
  return { slots: top.slots, scores: top.values }
}
