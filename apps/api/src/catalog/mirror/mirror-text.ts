/**
 * Full-text matching and ranking over the in-process rows, with the same rules as text-search.ts
 * builds for SQL: per query word the stems as prefixes OR the lexicon's typo corrections; a row
 * matches when at least minimumShouldMatch of the words match, or when the text is one of its skus.
 * The score is the SQL one (text-ranking.ts).
 */
import { minimumShouldMatch } from '@shop/commerce'
import { skuTerms, wordQuery, type AnalysedWord } from '../text-search.ts'
import { Bitset } from './bitset.ts'
import { rankedRows, rankRows, type RankDim, type Ranking } from './text-ranking.ts'
import { slotsIn, type Postings, type StoreIndex } from './store-index.ts'

export interface TextResult {
  matches: Bitset
  /** how the text ranks rows, when it ranks (top-by-score.ts ranks the best rows only) */
  ranking?: Ranking
  /**
   * The relevance score of a slot (0 for a row that holds nothing of the text). The first call
   * ranks every row that can be a hit at once; later ones look the score up.
   */
  score(slot: number): number
  /** the scored slots (ascending) and their scores, when every hit is among them; ranks on first use */
  scored(): { slots: Int32Array; scores: Float64Array } | undefined
  /** whether every row has been ranked already (score() then only looks up) */
  isRanked(): boolean
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
 * Matches of a text, and with `scope` its ranking: the model (for the best rows only,
 * top-by-score.ts) and, on first use, the scores of 'matches' - the matching rows, enough when
 * every hit must match the text - or of 'all' rows that hold any queried lexeme or sku (a row
 * reached through another branch of an OR keeps its partial rank, as in SQL). Work is per
 * posting of the queried lexemes, on bitsets (bitset.ts) and arrays the size of the result.
 */
export function matchText(
  index: StoreIndex,
  p: Postings,
  words: readonly AnalysedWord[],
  text: string,
  scope: false | 'matches' | 'all',
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
  if (!scope) return { matches, score: () => 0, scored: () => undefined, isRanked: () => false }

  // ts_rank per class: every distinct item adds the contribution of each row lexeme it matches
  // (a prefix item all lexemes in its range), divided by the number of items (calc_rank_or)
  const stems = unique(matching.map((w) => w.stems))
  const fixes = unique(matching.map((w) => w.correctionLexemes))
  const classes: [string[], (item: string) => number[]][] = [
    [stems, exactId],
    [stems, byPrefix],
    [fixes, exactId],
  ]
  // how many items of each class match each lexeme, in the order ts_rank's sums add them up
  const weights = new Map<number, RankDim>()
  classes.forEach(([items, idsOf], c) => {
    for (const item of items) {
      for (const lexeme of idsOf(item)) {
        let d = weights.get(lexeme)
        if (!d) weights.set(lexeme, (d = { lexeme, exact: 0, prefix: 0, fix: 0 }))
        if (c === 0) d.exact++
        else if (c === 1) d.prefix++
        else d.fix++
      }
    }
  })
  const ranking: Ranking = {
    dims: [...weights.values()],
    exactItems: stems.length,
    prefixItems: stems.length,
    fixItems: fixes.length,
    skuHits,
  }
  // the rows to score: the matches, or (for 'all') every row the ranking gives more than 0
  let ranked: { rows: Bitset; ranks: Int32Array; slots: Int32Array; scores: Float64Array } | undefined
  const rankAll = () => {
    if (!ranked) {
      const rows = scope === 'all' ? rankedRows(ranking, p) : matches
      ranked = { rows, ranks: rows.wordRanks(), ...rankRows(ranking, p, rows) }
    }
    return ranked
  }
  return {
    matches,
    ranking,
    score: (slot) => {
      const { rows, ranks, scores } = rankAll()
      const i = rows.placeOf(slot, ranks)
      return i < 0 ? 0 : scores[i]!
    },
    // every row that can be a hit has its score when hits must match the text
    scored: () => (scope === 'matches' ? rankAll() : undefined),
    isRanked: () => ranked !== undefined,
  }
}
