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
import type { Postings } from './store-index.ts'
import type { StoreIndex } from './store-index.ts'

export interface TextResult {
  matches: Bitset
  /** score by slot for the matching slots */
  score: Map<number, number>
}

/** First index in the sorted lexicon whose lexeme is >= text. */
function lowerBound(lexicon: readonly string[], text: string): number {
  let lo = 0
  let hi = lexicon.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (lexicon[mid]! < text) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** Indexes of the lexicon entries that start with `prefix`. */
function prefixRange(lexicon: readonly string[], prefix: string): [number, number] {
  const from = lowerBound(lexicon, prefix)
  let to = from
  while (to < lexicon.length && lexicon[to]!.startsWith(prefix)) to++
  return [from, to]
}

function exactIndex(lexicon: readonly string[], lexeme: string): number {
  const i = lowerBound(lexicon, lexeme)
  return lexicon[i] === lexeme ? i : -1
}

/** ts_rank of one query class for one row: the matched lexemes' contributions over the item count. */
function rank(
  lexemes: readonly string[],
  contributions: Float32Array,
  items: readonly string[],
  prefix: boolean,
): number {
  if (items.length === 0) return 0
  let sum = 0
  for (const item of items) {
    lexemes.forEach((lexeme, i) => {
      if (prefix ? lexeme.startsWith(item) : lexeme === item) sum += contributions[i]!
    })
  }
  return Math.fround(sum / items.length)
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
  const skuSlots = skuTerms(text).flatMap((term) => p.searchSku.get(term) ?? [])
  const skuHits = new Set(skuSlots)
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
    const lists: number[] = []
    for (const stem of word.stems) {
      const [from, to] = prefixRange(p.lexicon, stem)
      for (let i = from; i < to; i++) lists.push(i)
    }
    for (const fix of word.correctionLexemes) {
      const i = exactIndex(p.lexicon, fix)
      if (i >= 0) lists.push(i)
    }
    for (const i of lists) {
      for (const slot of p.lexemePostings[i]!.slots) {
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

  const exact = unique(matching.map((w) => w.stems))
  const corrections = unique(matching.map((w) => w.correctionLexemes))
  const score = new Map<number, number>()
  matches.forEach((slot) => {
    const row = index.row(slot)!
    score.set(
      slot,
      (skuHits.has(slot) ? 100 : 0) +
        rank(row.lexemes, row.contributions, exact, false) +
        0.5 * rank(row.lexemes, row.contributions, exact, true) +
        0.4 * rank(row.lexemes, row.contributions, corrections, false),
    )
  })
  return { matches, score }
}
