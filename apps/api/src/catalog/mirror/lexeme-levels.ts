/**
 * A lexeme's rows grouped by its contribution in them (tsvector.ts): a product catalogue's names
 * follow a few patterns, so a lexeme takes only a handful of distinct contributions ("stadsfiets"
 * as the last word of a name, or also in the description, ...). top-by-score.ts splits rows by
 * these levels instead of scoring every row.
 *
 * Made on first use per lexeme and kept with the index's postings (a new index makes them anew),
 * within a memory budget per store view's postings: the sets of the least recently used lexemes
 * are dropped first.
 */
import { Bitset } from './bitset.ts'
import type { Postings } from './store-index.ts'

/** more distinct contributions than this: the lexeme is not split by level (null) */
export const MAX_LEVELS = 12
const BUDGET_BYTES = 48 * 1024 * 1024

export interface LexemeLevels {
  /** the distinct contributions, highest first */
  values: Float64Array
  /** the slots holding the lexeme with values[i] */
  sets: Bitset[]
  /** every slot holding the lexeme */
  any: Bitset
}

interface Kept {
  levels: Map<number, LexemeLevels | null>
  bytes: number
}

const kept = new WeakMap<Postings, Kept>()

function build(p: Postings, lexeme: number): LexemeLevels | null {
  const start = p.postingStart[lexeme]!
  const end = p.postingEnd[lexeme]!
  const distinct = new Set<number>()
  for (let k = start; k < end; k++) {
    distinct.add(p.postingWeights[k]!)
    if (distinct.size > MAX_LEVELS) return null
  }
  const values = Float64Array.from(distinct).sort().reverse()
  const sets = Array.from(values, () => new Bitset(p.size))
  const levelOf = new Map(Array.from(values, (v, i) => [v, i]))
  for (let k = start; k < end; k++) sets[levelOf.get(p.postingWeights[k]!)!]!.add(p.postingSlots[k]!)
  return { values, sets, any: new Bitset(p.size).addRange(p.postingSlots, start, end) }
}

/** The lexeme's levels, or null when it has more than MAX_LEVELS distinct contributions. */
export function lexemeLevels(p: Postings, lexeme: number): LexemeLevels | null {
  let k = kept.get(p)
  if (!k) kept.set(p, (k = { levels: new Map(), bytes: 0 }))
  const found = k.levels.get(lexeme)
  if (found !== undefined) {
    // most recently used last: the budget drops from the front
    k.levels.delete(lexeme)
    k.levels.set(lexeme, found)
    return found
  }
  const levels = build(p, lexeme)
  const bytes = levels ? (levels.sets.length + 1) * levels.any.words.byteLength : 0
  for (const [old, value] of k.levels) {
    if (k.bytes + bytes <= BUDGET_BYTES) break
    k.levels.delete(old)
    if (value) k.bytes -= (value.sets.length + 1) * value.any.words.byteLength
  }
  k.levels.set(lexeme, levels)
  k.bytes += bytes
  return levels
}
