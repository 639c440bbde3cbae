/**
 * The relevance score of the in-process search, with the SQL rule of text-search.ts: 100 for an
 * sku hit, plus ts_rank over the exact stems, ts_rank over the stems as prefixes and ts_rank over
 * the corrections, each times its factor (RANK_FACTORS). Each ts_rank is a sum over the row's queried lexemes of (how many
 * items of the class match the lexeme) x (the lexeme's contribution in the row, tsvector.ts),
 * divided by the number of items (calc_rank_or).
 *
 * Three ways to score share the formula and the order of the additions, so that they give the
 * very same floats as one another and as SQL: every row of a set at once (rankRows), one slot
 * (slotScore), and rows grouped by their lexemes' contributions (top-by-score.ts).
 */
import { Bitset, popcount } from './bitset.ts'
import type { Postings } from './store-index.ts'
import { RANK_FACTORS } from '../text-search.ts'

/** A queried lexeme and how many items of each class match it. */
export interface RankDim {
  lexeme: number
  exact: number
  prefix: number
  fix: number
}

export interface Ranking {
  /** in the order their contributions are added up */
  dims: readonly RankDim[]
  /** distinct items per class (each class sum is divided by its count) */
  exactItems: number
  prefixItems: number
  fixItems: number
  /** slots whose sku is the text or one of its words */
  skuHits: ReadonlySet<number>
}

/** The score from a row's class sums. */
export function finalScore(r: Ranking, sku: boolean, exact: number, prefix: number, fix: number): number {
  let value = sku ? 100 : 0
  if (exact > 0) value += RANK_FACTORS.exact * Math.fround(exact / r.exactItems)
  if (prefix > 0) value += RANK_FACTORS.prefix * Math.fround(prefix / r.prefixItems)
  if (fix > 0) value += RANK_FACTORS.fix * Math.fround(fix / r.fixItems)
  return value
}

/** The lexeme's contribution in the slot's row, 0 when the row does not hold it (postings ascend). */
function contributionAt(p: Postings, lexeme: number, slot: number): number {
  let lo = p.postingStart[lexeme]!
  let hi = p.postingEnd[lexeme]!
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    const at = p.postingSlots[mid]!
    if (at === slot) return p.postingWeights[mid]!
    if (at < slot) lo = mid + 1
    else hi = mid
  }
  return 0
}

/** The score of one slot (a few binary searches). */
export function slotScore(r: Ranking, p: Postings, slot: number): number {
  let exact = 0
  let prefix = 0
  let fix = 0
  for (const d of r.dims) {
    const c = contributionAt(p, d.lexeme, slot)
    if (c === 0) continue
    exact = exact + d.exact * c
    prefix = prefix + d.prefix * c
    fix = fix + d.fix * c
  }
  return finalScore(r, r.skuHits.has(slot), exact, prefix, fix)
}

/**
 * Adds a lexeme's contributions to the class sums of the rows of `rows` that hold it; a row's
 * sums are at 3 x its place among the set's slots (`ranks`: rows.wordRanks()).
 */
export function addContributions(
  p: Postings,
  d: RankDim,
  rows: Bitset,
  ranks: Int32Array,
  sums: Float64Array,
): void {
  const { postingSlots, postingWeights } = p
  const words = rows.words
  for (let k = p.postingStart[d.lexeme]!, end = p.postingEnd[d.lexeme]!; k < end; k++) {
    const slot = postingSlots[k]!
    const w = words[slot >>> 5]!
    const bit = 1 << (slot & 31)
    if ((w & bit) === 0) continue
    const at = 3 * (ranks[slot >>> 5]! + popcount(w & (bit - 1)))
    const c = postingWeights[k]!
    sums[at] = sums[at]! + d.exact * c
    sums[at + 1] = sums[at + 1]! + d.prefix * c
    sums[at + 2] = sums[at + 2]! + d.fix * c
  }
}

/**
 * Every slot of `rows` (ascending) with its score: one pass over the queried lexemes' postings,
 * the sums kept per row by its place in the set (bitset ranks), interleaved.
 */
export function rankRows(r: Ranking, p: Postings, rows: Bitset): { slots: Int32Array; scores: Float64Array } {
  const ranks = rows.wordRanks()
  const words = rows.words
  const last = words.length - 1
  const count = last < 0 ? 0 : ranks[last]! + popcount(words[last]!)
  const sums = new Float64Array(3 * count)
  for (const d of r.dims) addContributions(p, d, rows, ranks, sums)
  // the scored slots in ascending order are the set bits of `rows`: the i-th one has place i
  const slots = new Int32Array(count)
  const scores = new Float64Array(count)
  const sku = r.skuHits.size > 0
  for (let w = 0, i = 0; w < words.length; w++) {
    for (let bits = words[w]!; bits !== 0; i++) {
      const low = bits & -bits
      bits ^= low
      const slot = (w << 5) + (31 - Math.clz32(low))
      slots[i] = slot
      scores[i] = finalScore(r, sku && r.skuHits.has(slot), sums[3 * i]!, sums[3 * i + 1]!, sums[3 * i + 2]!)
    }
  }
  return { slots, scores }
}

/** The rows a ranking can give more than 0: the sku hits and every row holding a queried lexeme. */
export function rankedRows(r: Ranking, p: Postings): Bitset {
  const rows = Bitset.of(p.size, r.skuHits)
  for (const d of r.dims) rows.addRange(p.postingSlots, p.postingStart[d.lexeme]!, p.postingEnd[d.lexeme]!)
  return rows
}
