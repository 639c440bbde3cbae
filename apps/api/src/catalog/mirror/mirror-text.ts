/**
 * Full-text matching and ranking over the in-process rows, with the same rules as text-search.ts
 * builds for SQL: per query word the stems as prefixes OR the lexicon's typo corrections; a row
 * matches when at least minimumShouldMatch of the words match, or when the text is one of its skus.
 * The score is the SQL one: 100 for an sku hit, plus ts_rank over the exact stems, 0.5 x ts_rank
 * over the stems as prefixes and 0.4 x ts_rank over the corrections (tsvector.ts explains ts_rank).
 */
import { minimumShouldMatch } from '@shop/commerce'
import { skuTerms, wordQuery, type AnalysedWord } from '../text-search.ts'
import { Bitset } from './bitset.ts'
import { slotsIn, type Postings, type StoreIndex } from './store-index.ts'

export interface TextResult {
  matches: Bitset
  /** score by slot for the matching slots */
  score: Map<number, number>
}

/** Lexeme numbers whose text starts with `prefix` (a range of the sorted lexicon). */
function prefixIds(words: readonly string[], lexicon: Int32Array, prefix: string): number[] {
  let lo = 0
  let hi = lexicon.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (words[lexicon[mid]!]! < prefix) lo = mid + 1
    else hi = mid
  }
  const ids: number[] = []
  for (let i = lo; i < lexicon.length && words[lexicon[i]!]!.startsWith(prefix); i++) ids.push(lexicon[i]!)
  return ids
}

/**
 * One query class of ts_rank (calc_rank_or): every distinct item adds the contribution of each
 * document lexeme it matches; the sum is divided by the number of items. `weight` holds, per
 * lexeme number, how many items match it.
 */
interface RankClass {
  weight: Map<number, number>
  items: number
}

function rankClass(items: readonly string[], matchesOf: (item: string) => number[]): RankClass {
  const weight = new Map<number, number>()
  for (const item of items) for (const id of matchesOf(item)) weight.set(id, (weight.get(id) ?? 0) + 1)
  return { weight, items: items.length }
}

/** ts_rank of one class for the lexemes data[from..to) with their contributions. */
function rank(data: Int32Array, contributions: Float32Array, from: number, to: number, r: RankClass): number {
  if (r.items === 0 || r.weight.size === 0) return 0
  let sum = 0
  for (let i = from; i < to; i++) {
    const w = r.weight.get(data[i]!)
    if (w !== undefined) sum += w * contributions[i]!
  }
  return Math.fround(sum / r.items)
}

const unique = (lists: string[][]) => [...new Set(lists.flat())]

// per-slot scratch, reused between requests (the search runs synchronously on one thread)
const scratch = new WeakMap<Postings, { seen: Int32Array; count: Uint8Array; mark: number }>()

export function matchText(
  index: StoreIndex,
  p: Postings,
  words: readonly AnalysedWord[],
  text: string,
): TextResult {
  const vocabulary = index.vocabulary.lexemes
  const exactId = (lexeme: string) => {
    const id = vocabulary.find(lexeme)
    return id === undefined ? [] : [id]
  }
  const byPrefix = (prefix: string) => prefixIds(vocabulary.words, p.lexicon, prefix)
  const skuHits = new Set(skuTerms(text).flatMap((term) => slotsIn(p.searchSku, term)))
  const matching = words.filter((w) => wordQuery(w) !== '')
  const matches = Bitset.of(p.size, skuHits)

  let s = scratch.get(p)
  if (!s || s.mark > 2 ** 30) {
    s = { seen: new Int32Array(p.size), count: new Uint8Array(p.size), mark: 0 }
    scratch.set(p, s)
  }
  const touched: number[] = []
  for (const word of matching) {
    const mark = ++s.mark
    const ids = [...word.stems.flatMap(byPrefix), ...word.correctionLexemes.flatMap(exactId)]
    for (const id of ids) {
      for (let k = p.postingStart[id]!, end = p.postingEnd[id]!; k < end; k++) {
        const slot = p.postingSlots[k]!
        if (s.seen[slot] === mark) continue
        s.seen[slot] = mark
        if (s.count[slot] === 0) touched.push(slot)
        s.count[slot] = s.count[slot]! + 1
      }
    }
  }
  const required = minimumShouldMatch(matching.length)
  for (const slot of touched) {
    if (s.count[slot]! >= required) matches.add(slot)
    s.count[slot] = 0
  }

  const stems = unique(matching.map((w) => w.stems))
  const exact = rankClass(stems, exactId)
  const prefix = rankClass(stems, byPrefix)
  const corrections = rankClass(unique(matching.map((w) => w.correctionLexemes)), exactId)
  const score = new Map<number, number>()
  const { data, weights, start, length } = index.lists.lexemes
  matches.forEach((slot) => {
    const from = start[slot] ?? 0
    const to = from + (length[slot] ?? 0)
    score.set(
      slot,
      (skuHits.has(slot) ? 100 : 0) +
        rank(data, weights!, from, to, exact) +
        0.5 * rank(data, weights!, from, to, prefix) +
        0.4 * rank(data, weights!, from, to, corrections),
    )
  })
  return { matches, score }
}
