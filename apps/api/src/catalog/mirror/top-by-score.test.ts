/**
 * The best page by relevance from grouped levels (top-by-score.ts) against ranking every hit and
 * sorting: the same slots in the same order with the very same scores, for texts of one and more
 * words, typos, skus and prefixes, on several pages, and on hits that hold nothing of the text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import type { Database } from '../../db/client.ts'
import { openTestDatabase } from '../../../test/template-db.ts'
import { cachedAnalysis, queryWords } from '../text-search.ts'
import type { Bitset } from './bitset.ts'
import { CatalogMirror } from './catalog-mirror.ts'
import { matchText } from './mirror-text.ts'
import type { StoreIndex } from './store-index.ts'
import { rankRows, type Ranking } from './text-ranking.ts'
import { topByScore } from './top-by-score.ts'

let database: Database
let mirror: CatalogMirror
let index: StoreIndex
beforeAll(async () => {
  database = await openTestDatabase(inject('dbTemplate'))
  mirror = new CatalogMirror(database)
  await mirror.sync()
  index = await mirror.store(1)
})
afterAll(() => database.close())

/** Every hit ranked, sorted by score (descending), then product id. */
function fullRanking(hits: Bitset, ranking: Ranking) {
  const { slots, scores } = rankRows(ranking, index.postings, hits)
  const order = Array.from(slots.keys()).sort(
    (a, b) => scores[b]! - scores[a]! || index.productIds[slots[a]!]! - index.productIds[slots[b]!]!,
  )
  return { slots: order.map((i) => slots[i]!), scores: order.map((i) => scores[i]!) }
}

const PAGES = [
  [0, 50],
  [0, 1],
  [0, 5],
  [3, 7],
  [20, 20],
  [45, 10],
] as const

/** Compares every page the levels answer; counts those they decline (too many lexemes). */
async function expectSameAsFullRanking(text: string, hitsOf: (matches: Bitset) => Bitset) {
  const p = index.postings
  const words = await cachedAnalysis(database, 1, 'dutch', queryWords(text), mirror.docMark)
  const match = matchText(index, p, words, text, 'matches')
  const hits = hitsOf(match.matches)
  const total = hits.count()
  const expected = fullRanking(hits, match.ranking!)
  let declined = 0
  for (const [from, size] of PAGES) {
    const page = topByScore(hits, match.ranking!, p, index.productIds, from, size, total)
    if (!page) {
      declined++
      continue
    }
    expect(page.slots, `${text}: page ${from}+${size}`).toEqual(expected.slots.slice(from, from + size))
    expect(page.scores, `${text}: scores ${from}+${size}`).toEqual(expected.scores.slice(from, from + size))
  }
  return { declined, total, skuHits: match.ranking!.skuHits.size }
}

describe('top by score', () => {
  const listed = (matches: Bitset) => matches.copy().and(index.postings.listed)

  it.each([
    'gazele stadsfiets',
    'stadsfiets dames',
    'kettingslot',
    'shimano remmen achter',
    'helm',
    'zadel zwart',
    'led verlichting voor',
    'de het een',
    // prefixes that expand to many lexemes: the rare ones' rows are scored apart
    'fiets',
    'fietsen',
  ])('%s: the same page as ranking every hit, from levels', async (text) => {
    const { declined, total } = await expectSameAsFullRanking(text, listed)
    expect(total, 'the text finds products or proves nothing').toBeGreaterThanOrEqual(0)
    expect(declined).toBe(0)
  })

  it.each(['batavus e-bike', 'fiets helm xqzwv zadel', 'e'])(
    '%s: the same page as ranking every hit, or declined',
    async (text) => {
      await expectSameAsFullRanking(text, listed)
    },
  )

  it('sku hits first (score 100 and up)', async () => {
    // an sku whose words expand to few lexemes (most expand to many by prefix)
    const p = index.postings
    let checked = 0
    for (const sku of [...p.searchSku.keys()].filter((s) => /^[a-z]+-[a-z]+/.test(s)).slice(0, 40)) {
      const { declined, skuHits } = await expectSameAsFullRanking(sku, listed)
      expect(skuHits).toBeGreaterThan(0)
      if (declined === 0) checked++
    }
    expect(checked, 'skus answered from levels').toBeGreaterThan(0)
  })

  it('hits that hold nothing of the text score 0 and come last by product id', async () => {
    // as for a text under an OR: every listed row is a hit, most of them without the text
    const { declined, total } = await expectSameAsFullRanking('kettingslot', () =>
      index.postings.listed.copy(),
    )
    expect(total).toBe(index.postings.listed.count())
    expect(declined).toBe(0)
  })

  it('an empty page past the end', async () => {
    const p = index.postings
    const words = await cachedAnalysis(database, 1, 'dutch', ['helm'], mirror.docMark)
    const match = matchText(index, p, words, 'helm', 'matches')
    const total = match.matches.count()
    expect(topByScore(match.matches, match.ranking!, p, index.productIds, total, 10, total)).toEqual({
      slots: [],
      scores: [],
    })
  })
})
