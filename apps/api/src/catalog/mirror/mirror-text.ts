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
  /** the scored slots (ascending) and their scores, when every hit is among them */
  scored?: { slots: Int32Array; scores: Float64Array }
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

/**
 * Matches of a text, and with `ranked` their scores: 'matches' scores the matching rows only
 * (enough when every hit must match the text), 'all' every row that holds any queried lexeme or
 * sku (a row reached through another branch of an OR keeps its partial rank, as in SQL). Work
 * is per posting of the queried lexemes, on bitsets (bitset.ts) and arrays the size of the result.
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
  const mark = (set: Bitset, id: number) =>
    set.addRange(p.postingSlots, p.postingStart[id]!, p.postingEnd[id]!)

  // per word the rows holding any of its lexemes (its stems as prefixes, its corrections)
  const lexemesOf = (word: AnalysedWord) =>
    new Set([...word.stems.flatMap(byPrefix), ...word.correctionLexemes.flatMap(exactId)])
  const required = minimumShouldMatch(matching.length)
  let matches: Bitset
  if (required <= 1) {
    // any word will do (one or two words): every posting goes straight into one set
    matches = new Bitset(p.size)
    for (const word of matching) for (const id of lexemesOf(word)) mark(matches, id)
  } else {
    const wordRows = matching.map((word) => {
      const rows = new Bitset(p.size)
      for (const id of lexemesOf(word)) mark(rows, id)
      return rows
    })
    matches = Bitset.atLeast(p.size, wordRows, required)
  }
  for (const slot of skuHits) matches.add(slot)
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
  // the rows to score, and per row (by its place among them) the sum of each class
  let rows = matches
  if (ranked === 'all') {
    rows = Bitset.of(p.size, skuHits)
    for (const id of weights.keys()) mark(rows, id)
  }
  const ranks = rows.wordRanks()
  const count = rows.count()
  const exactSums = new Float64Array(count)
  const prefixSums = new Float64Array(count)
  const fixSums = new Float64Array(count)
  // lexemes in the same order as before: the sums add up in the same order, so to the same floats
  for (const [id, [we, wp, wc]] of weights) {
    for (let k = p.postingStart[id]!; k < p.postingEnd[id]!; k++) {
      const row = rows.placeOf(p.postingSlots[k]!, ranks)
      if (row < 0) continue
      const contribution = p.postingWeights[k]!
      exactSums[row] = exactSums[row]! + we * contribution
      prefixSums[row] = prefixSums[row]! + wp * contribution
      fixSums[row] = fixSums[row]! + wc * contribution
    }
  }
  const [exactCount, prefixCount, fixCount] = classes.map(([items]) => items.length) as [
    number,
    number,
    number,
  ]
  // the scored slots in ascending order are the set bits of `rows`: the i-th one has place i
  const slots = new Int32Array(count)
  const scores = new Float64Array(count)
  const rowWords = rows.words
  for (let w = 0, i = 0; w < rowWords.length; w++) {
    for (let bits = rowWords[w]!; bits !== 0; i++) {
      const low = bits & -bits
      bits ^= low
      const slot = (w << 5) + (31 - Math.clz32(low))
      let value = skuHits.size && skuHits.has(slot) ? 100 : 0
      if (exactSums[i]! > 0) value += Math.fround(exactSums[i]! / exactCount)
      if (prefixSums[i]! > 0) value += 0.5 * Math.fround(prefixSums[i]! / prefixCount)
      if (fixSums[i]! > 0) value += 0.4 * Math.fround(fixSums[i]! / fixCount)
      slots[i] = slot
      scores[i] = value
    }
  }
  return {
    matches,
    score: (slot) => {
      const i = rows.placeOf(slot, ranks)
      return i < 0 ? 0 : scores[i]!
    },
    // every row that can be a hit has its score when hits must match the text
    scored: ranked === 'matches' ? { slots, scores } : undefined,
  }
}
