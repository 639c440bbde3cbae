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
import { atLeast, forEachCommon, unionOf, unionOfRanges, type SlotRange } from './sorted-slots.ts'
import { slotsIn, type Postings, type StoreIndex } from './store-index.ts'

export interface TextResult {
  matches: Bitset
  /** the relevance score of a slot (0 for a row that holds nothing of the text) */
  score(slot: number): number
  /** the scores by slot, valid for the matches only: set when the hits are among them */
  column?: Float64Array
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
  score: Float64Array
  /** scored[slot] === scoreMark: score[slot] belongs to the latest scoring */
  scored: Int32Array
  scoreMark: number
}

// per-slot scores, reused between requests (the search runs synchronously on one thread); only
// the scored rows are written, and the page selection reads them back
const scratches = new WeakMap<Postings, Scratch>()

function scratchFor(p: Postings): Scratch {
  let s = scratches.get(p)
  if (!s || s.scoreMark > 2 ** 30) {
    s = { score: new Float64Array(p.size), scored: new Int32Array(p.size), scoreMark: 0 }
    scratches.set(p, s)
  }
  return s
}

const rangeOf = (p: Postings, id: number): SlotRange => ({
  start: p.postingStart[id]!,
  end: p.postingEnd[id]!,
})

/**
 * Matches of a text, and with `ranked` their scores: 'matches' scores the matching rows only
 * (enough when every hit must match the text), 'all' every row that holds any queried lexeme or
 * sku (a row reached through another branch of an OR keeps its partial rank, as in SQL). The
 * score reads shared scratch: valid until the next ranked call, so the search ranks last.
 * Everything runs on ascending slot lists (sorted-slots.ts), never on arrays with an entry per row.
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
  const skuHits = Int32Array.from(
    new Set(skuTerms(text).flatMap((term) => slotsIn(p.searchSku, term))),
  ).sort()
  const matching = words.filter((w) => wordQuery(w) !== '')

  // per word the rows holding any of its lexemes (its stems as prefixes, its corrections)
  const wordRows = matching.map((word) => {
    const ids = new Set([...word.stems.flatMap(byPrefix), ...word.correctionLexemes.flatMap(exactId)])
    return unionOfRanges(
      p.postingSlots,
      [...ids].map((id) => rangeOf(p, id)),
    )
  })
  const textRows = atLeast(wordRows, minimumShouldMatch(matching.length))
  const matchRows = unionOf(textRows, skuHits)
  const matches = Bitset.of(p.size, matchRows)
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
  // the rows to score, and per row (by its place in that list) the sum of each class
  const rows =
    ranked === 'matches'
      ? matchRows
      : unionOf(
          unionOfRanges(
            p.postingSlots,
            [...weights.keys()].map((id) => rangeOf(p, id)),
          ),
          skuHits,
        )
  const exactSums = new Float64Array(rows.length)
  const prefixSums = new Float64Array(rows.length)
  const fixSums = new Float64Array(rows.length)
  // lexemes in the same order as before: the sums add up in the same order, so to the same floats
  for (const [id, [we, wp, wc]] of weights) {
    forEachCommon(rows, p.postingSlots, p.postingStart[id]!, p.postingEnd[id]!, (row, k) => {
      const contribution = p.postingWeights[k]!
      exactSums[row] = exactSums[row]! + we * contribution
      prefixSums[row] = prefixSums[row]! + wp * contribution
      fixSums[row] = fixSums[row]! + wc * contribution
    })
  }
  const [exactCount, prefixCount, fixCount] = classes.map(([items]) => items.length) as [
    number,
    number,
    number,
  ]
  const s = scratchFor(p)
  const scoreMark = ++s.scoreMark
  const score = s.score
  const scored = s.scored
  const skus = skuHits.length ? new Set(skuHits) : null
  for (let i = 0; i < rows.length; i++) {
    const slot = rows[i]!
    let value = skus?.has(slot) ? 100 : 0
    if (exactSums[i]! > 0) value += Math.fround(exactSums[i]! / exactCount)
    if (prefixSums[i]! > 0) value += 0.5 * Math.fround(prefixSums[i]! / prefixCount)
    if (fixSums[i]! > 0) value += 0.4 * Math.fround(fixSums[i]! / fixCount)
    score[slot] = value
    scored[slot] = scoreMark
  }
  return {
    matches,
    score: (slot) => (scored[slot] === scoreMark ? score[slot]! : 0),
    // every row that can be a hit has its score written when hits must match the text
    column: ranked === 'matches' ? score : undefined,
  }
}
