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
  /** the relevance score of a slot (0 for a row that holds nothing of the text) */
  score(slot: number): number
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

const unique = (lists: string[][]) => [...new Set(lists.flat())]

interface Scratch {
  seen: Int32Array
  count: Uint8Array
  mark: number
  /** per ranking class (exact, prefix, corrections): the sum of matched contributions */
  sums: [Float64Array, Float64Array, Float64Array]
  score: Float64Array
  /** scored[slot] === scoreMark: score[slot] belongs to the latest scoring */
  scored: Int32Array
  scoreMark: number
}

// per-slot scratch, reused between requests (the search runs synchronously on one thread)
const scratches = new WeakMap<Postings, Scratch>()

function scratchFor(p: Postings): Scratch {
  let s = scratches.get(p)
  if (!s || s.mark > 2 ** 30 || s.scoreMark > 2 ** 30) {
    s = {
      seen: new Int32Array(p.size),
      count: new Uint8Array(p.size),
      mark: 0,
      sums: [new Float64Array(p.size), new Float64Array(p.size), new Float64Array(p.size)],
      score: new Float64Array(p.size),
      scored: new Int32Array(p.size),
      scoreMark: 0,
    }
    scratches.set(p, s)
  }
  return s
}

/**
 * Matches of a text, and with `ranked` their scores: 'matches' scores the matching rows only
 * (enough when every hit must match the text), 'all' every row that holds any queried lexeme or
 * sku (a row reached through another branch of an OR keeps its partial rank, as in SQL). The
 * score reads shared scratch: valid until the next ranked call, so the search ranks last.
 */
export function matchText(
  index: StoreIndex,
  p: Postings,
  words: readonly AnalysedWord[],
  text: string,
  ranked: false | 'matches' | 'all',
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
  const s = scratchFor(p)

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
  if (!ranked) return { matches, score: () => 0 }

  // ts_rank per class: every distinct item adds the contribution of each row lexeme it matches
  // (a prefix item all lexemes in its range), divided by the number of items (calc_rank_or)
  const stems = unique(matching.map((w) => w.stems))
  const fixes = unique(matching.map((w) => w.correctionLexemes))
  const classes: [string[], (item: string) => number[]][] = [
    [stems, exactId],
    [stems, byPrefix],
    [fixes, exactId],
  ]
  // how many items of each class match each lexeme: one pass over each lexeme's postings then
  // adds to all three sums
  const weights = new Map<number, [number, number, number]>()
  classes.forEach(([items, idsOf], c) => {
    for (const item of items) {
      for (const id of idsOf(item)) {
        let w = weights.get(id)
        if (!w) weights.set(id, (w = [0, 0, 0]))
        w[c] = w[c]! + 1
      }
    }
  })
  const onlyMatches = ranked === 'matches'
  const bits = matches.words
  const [exactSums, prefixSums, fixSums] = s.sums
  const scoreMark = ++s.scoreMark
  const rows: number[] = []
  // a slot's sums start at zero when the slot is first reached by this scoring
  const reach = (slot: number) => {
    if (s.scored[slot] === scoreMark) return
    s.scored[slot] = scoreMark
    exactSums[slot] = 0
    prefixSums[slot] = 0
    fixSums[slot] = 0
    rows.push(slot)
  }
  for (const [id, [we, wp, wc]] of weights) {
    for (let k = p.postingStart[id]!, end = p.postingEnd[id]!; k < end; k++) {
      const slot = p.postingSlots[k]!
      if (onlyMatches && (bits[slot >>> 5]! & (1 << (slot & 31))) === 0) continue
      reach(slot)
      const contribution = p.postingWeights[k]!
      exactSums[slot] = exactSums[slot]! + we * contribution
      prefixSums[slot] = prefixSums[slot]! + wp * contribution
      fixSums[slot] = fixSums[slot]! + wc * contribution
    }
  }
  for (const slot of skuHits) reach(slot)
  const [exactCount, prefixCount, fixCount] = classes.map(([items]) => items.length) as [
    number,
    number,
    number,
  ]
  for (const slot of rows) {
    let value = skuHits.has(slot) ? 100 : 0
    if (exactSums[slot]! > 0) value += Math.fround(exactSums[slot]! / exactCount)
    if (prefixSums[slot]! > 0) value += 0.5 * Math.fround(prefixSums[slot]! / prefixCount)
    if (fixSums[slot]! > 0) value += 0.4 * Math.fround(fixSums[slot]! / fixCount)
    s.score[slot] = value
  }
  const score = s.score
  const scored = s.scored
  return { matches, score: (slot) => (scored[slot] === scoreMark ? score[slot]! : 0) }
}
