/**
 * Product search over the in-process catalogue (docs/decisions/0052): the same request, rules and
 * answer as product-search.ts, without a query per search beyond the mirror's change check. It
 * answers null for a query it cannot evaluate in memory; the SQL search then takes it.
 */
import type { Database } from '../../db/client.ts'
import { STATUS_LISTED, VISIBILITY_LISTED } from '@shop/commerce'
import { walkFilter, type FilterNode, type SortSpec } from '../catalog-query.ts'
import { shapeAggregations } from '../product-aggs.ts'
import {
  filterableCodes,
  isSkuLookup,
  type ProductSearchRequest,
  type ProductSearchResult,
} from '../product-search.ts'
import { cachedAnalysis, queryWords } from '../text-search.ts'
import type { Bitset } from './bitset.ts'
import type { CatalogMirror } from './catalog-mirror.ts'
import type { Postings } from './store-index.ts'
import { aggregationRows } from './mirror-aggs.ts'
import { evaluateFilter, Unsupported, type FilterEnv } from './mirror-filter.ts'
import { boundsOf } from './block-bounds.ts'
import { customerFinalPrices, finalPrices } from './mirror-price.ts'
import { matchText, type TextResult } from './mirror-text.ts'
import { topSlots, type SortKey } from './top-slots.ts'
import { topByScore } from './top-by-score.ts'
import { slotScore } from './text-ranking.ts'

const SCORE_FIELDS = new Set(['_score', 'score', 'relevance', 'position'])
/** from this many hits a relevance page comes from contribution levels (top-by-score.ts) */
const GROUP_FROM_HITS = 2000

function sortKey(
  spec: SortSpec,
  env: FilterEnv,
  ranked: TextResult | undefined,
  /** a superset of the hits (their category), for block bounds over its slots only */
  mask: Bitset | undefined,
): SortKey {
  const row = (slot: number) => env.index.row(slot)!
  const desc = spec.order === 'desc'
  if (SCORE_FIELDS.has(spec.field)) {
    if (!ranked) return { desc, value: () => 1 }
    const scored = ranked.scored()
    return { desc, value: ranked.score, listed: scored && { slots: scored.slots, values: scored.scores } }
  }
  switch (spec.field) {
    case 'stock.qty':
    case 'stock':
    case 'qty':
      return {
        desc,
        value: (slot) => env.stockQty(slot),
        column: env.index.stockColumn(),
        bounds: env.index.stockBounds(mask),
      }
    case 'price':
    case 'final_price': {
      const prices = env.finalPrices()
      return { desc, value: (slot) => prices[slot]!, column: prices, bounds: boundsOf(prices, mask) }
    }
    case 'created_at':
      return { desc, value: (slot) => row(slot).createdAt }
    case 'name':
      return { desc, value: (slot) => row(slot).nameKey }
    case 'sku':
      return { desc, value: (slot) => row(slot).sku }
    case 'id':
      return { desc, value: (slot) => row(slot).productId }
  }
  throw new Unsupported(`sort on ${spec.field}`)
}

const CATEGORY_FIELDS = ['category_ids', 'category_id', 'category.category_id']
const ints = (values: readonly unknown[]) => new Set(values.map(Number).filter(Number.isInteger))
const covers = (values: readonly unknown[], wanted: readonly number[]) => {
  const have = ints(values)
  return wanted.every((v) => have.has(v))
}

/**
 * The category when the filter is a plain category page - one category, and listing restrictions
 * that the listed rows meet anyway - else undefined. Such a page's hits are exactly the listed
 * rows of the category, whose facet and price-range counts the index keeps (mirror-aggs.ts).
 */
function plainCategory(filter: FilterNode): number | undefined {
  const leaves = filter.op === 'and' ? filter.nodes : [filter]
  let category: number | undefined
  for (const leaf of leaves) {
    if (leaf.op !== 'terms') return undefined
    if (leaf.field === 'visibility' && covers(leaf.values, VISIBILITY_LISTED)) continue
    if (leaf.field === 'status' && covers(leaf.values, STATUS_LISTED)) continue
    const isCategory = CATEGORY_FIELDS.includes(leaf.field)
    const ids = [...ints(leaf.values)]
    if (!isCategory || ids.length !== 1 || (category !== undefined && category !== ids[0])) return undefined
    category = ids[0]
  }
  return category
}

/** The slots of a category every hit must be in (one id in a leaf under the top AND), if any. */
function narrowingCategory(filter: FilterNode, p: Postings): Bitset | undefined {
  for (const leaf of filter.op === 'and' ? filter.nodes : [filter]) {
    if (leaf.op !== 'terms' || !CATEGORY_FIELDS.includes(leaf.field)) continue
    const ids = [...ints(leaf.values)]
    if (ids.length === 1) return p.category.get(ids[0]!)
  }
  return undefined
}

/** Texts every hit must match: text nodes reached from the root through AND nodes only. */
function requiredTexts(node: FilterNode): Set<string> {
  if (node.op === 'text') return new Set([node.text])
  if (node.op === 'and') return new Set(node.nodes.flatMap((n) => [...requiredTexts(n)]))
  return new Set()
}

export async function searchInMemory(
  database: Database,
  mirror: CatalogMirror,
  request: ProductSearchRequest,
): Promise<ProductSearchResult | null> {
  const { query, storeId } = request
  await mirror.sync()
  const index = await mirror.store(storeId)
  const facetCodes = await filterableCodes(database)
  const analyses = new Map<string, Awaited<ReturnType<typeof cachedAnalysis>>>()
  for (const node of walkFilter(query.filter)) {
    if (node.op === 'text' && !analyses.has(node.text)) {
      const words = queryWords(node.text)
      analyses.set(
        node.text,
        await cachedAnalysis(database, storeId, request.tsConfig, words, mirror.docMark),
      )
    }
  }

  // from here on synchronous: the index cannot change under the search
  const p = index.postings
  const texts = new Map<string, TextResult>()
  for (const [text, words] of analyses) {
    if (text !== query.searchText) texts.set(text, matchText(index, p, words, text, false))
  }
  const rankingWords = analyses.get(query.searchText)
  if (rankingWords) {
    // when every hit must match the text, only matching rows need a score
    const scope = requiredTexts(query.filter).has(query.searchText) ? 'matches' : 'all'
    texts.set(query.searchText, matchText(index, p, rankingWords, query.searchText, scope))
  }
  let prices: Float64Array | undefined
  const env: FilterEnv = {
    index,
    p,
    facetCodes,
    texts,
    finalPrices: () =>
      (prices ??= request.customerPrices
        ? customerFinalPrices(index, p.size, request.today, request.groupId, request.customerPrices)
        : finalPrices(index, p.size, request.today, request.groupId)),
    stockQty: (slot) => index.stockAt(slot),
  }
  try {
    // sku lookups (cart, product page) must find hidden configurable children, whose text the
    // mirror does not hold: such a lookup with search text is left to SQL
    const skuLookup = isSkuLookup(query.filter)
    if (skuLookup && texts.size) throw new Unsupported('text search in an sku lookup')
    const universe = skuLookup ? p.sellable : p.listed
    const matches = evaluateFilter(query.filter, env, universe)
    let hits: Int32Array | undefined
    const hitList = () => (hits ??= matches.toInt32Array())

    const ranked = texts.get(query.searchText)
    const sort: SortSpec[] = query.sort.length
      ? query.sort
      : [query.searchText ? { field: '_score', order: 'desc' } : { field: 'stock.qty', order: 'desc' }]
    const aggregations = query.aggs.length
      ? shapeAggregations(
          query.aggs,
          facetCodes,
          aggregationRows(
            query.aggs,
            facetCodes,
            index,
            p,
            hitList,
            env.finalPrices,
            // a plain category page: its counts are kept with the index
            skuLookup ? undefined : plainCategory(query.filter),
          ),
        )
      : {}
    const total = matches.count()
    // by relevance alone (a search's default): the best rows of many hits without scoring every
    // hit (a few thousand are ranked faster than grouped)
    const onlyScore = sort.length === 1 && SCORE_FIELDS.has(sort[0]!.field) && sort[0]!.order === 'desc'
    const byScore =
      onlyScore && ranked?.ranking && total >= GROUP_FROM_HITS
        ? topByScore(matches, ranked.ranking, p, index.productIds, request.from, request.size, total)
        : null
    let page: { slots: number[]; scores: (i: number) => number }
    if (byScore) {
      page = { slots: byScore.slots, scores: (i) => byScore.scores[i]! }
    } else {
      const mask = narrowingCategory(query.filter, p)
      const keys = sort.map((s) => sortKey(s, env, ranked, mask))
      const slots = topSlots(matches, keys, index.productIds, request.from, request.size, total)
      // the page's scores one by one unless every hit was ranked for the sort already
      const scoreOf = (slot: number) =>
        !ranked?.ranking ? 1 : ranked.isRanked() ? ranked.score(slot) : slotScore(ranked.ranking, p, slot)
      page = { slots, scores: (i) => scoreOf(slots[i]!) }
    }
    return {
      total,
      hits: page.slots.map((slot, i) => {
        const row = index.row(slot)!
        return { id: row.productId, score: page.scores(i), version: row.version }
      }),
      aggregations,
    }
  } catch (error) {
    if (error instanceof Unsupported) return null
    throw error
  }
}
