/**
 * Product search over product_search: filters, full text, sort, paging and aggregations for one
 * store view, as parameterised SQL in a single statement (plus one for the text analysis). It
 * answers ids and document versions; product-sources.ts turns them into sources.
 *
 * Listings are always restricted to status 0/1 and visibility 2/3/4 (spec 000 §9, 001 §5). The
 * one exception is visibility for lookups by sku: the cart and the product page fetch hidden
 * configurable children by `sku` or `configurable_children.sku` and must find them.
 */
import { sql, type SQL } from 'drizzle-orm'
import { STATUS_LISTED, VISIBILITY_LISTED } from '@shop/commerce'
import type { Database } from '../db/client.ts'
import { walkFilter, type CatalogQuery, type FilterNode, type SortSpec } from './catalog-query.ts'
import { sqlAnd } from './doc-filter-sql.ts'
import type { CustomerPriceList } from './customer-price-list.ts'
import { finalPriceInclTax, productFilterSql, productSortKeys, type ProductSqlEnv } from './product-sql.ts'
import { aggregationParts, shapeAggregations, type AggResult, type AggRow } from './product-aggs.ts'
import { intArray } from './sql-util.ts'
import { productTextMatch, type TextMatch } from './text-search.ts'

const FACET_CODES_TTL_MS = 30_000
const facetMemo = new WeakMap<Database, { at: number; value: Promise<Set<string>> }>()

/** Codes of filterable attributes: their values are facet tokens in product_search.facets. */
export function filterableCodes(database: Database): Promise<Set<string>> {
  const cached = facetMemo.get(database)
  if (cached && Date.now() - cached.at < FACET_CODES_TTL_MS) return cached.value
  const value = database
    .rows<{ code: string }>(sql`select code from attribute where is_filterable`)
    .then((rows) => new Set(rows.map((r) => r.code)))
  facetMemo.set(database, { at: Date.now(), value })
  value.catch(() => facetMemo.delete(database))
  return value
}

/** True when the query looks products up by sku (then hidden children may be returned). */
export function isSkuLookup(filter: FilterNode): boolean {
  return [...walkFilter(filter)].some(
    (n) => n.op === 'terms' && (n.field === 'sku' || n.field === 'configurable_children.sku'),
  )
}

export interface ProductSearchRequest {
  storeId: number
  tsConfig: string
  query: CatalogQuery
  size: number
  from: number
  groupId: number | null
  /** shop calendar date for special-price windows */
  today: string
  /** a trade customer's prices for the price filter, sort and facet (decision 0139) */
  customerPrices?: CustomerPriceList | null
}

export interface ProductHit {
  id: number
  score: number
  /** product_doc.version: the document is loaded (or reused) by product-sources.ts */
  version: number
}

export interface ProductSearchResult {
  total: number
  hits: ProductHit[]
  aggregations: Record<string, AggResult>
}

function listingRestriction(filter: FilterNode): SQL {
  const status = sql`ps.status = any(${intArray([...STATUS_LISTED])})`
  return isSkuLookup(filter)
    ? status
    : sql`(${status} and ps.visibility = any(${intArray([...VISIBILITY_LISTED])}))`
}

export async function searchProducts(
  database: Database,
  request: ProductSearchRequest,
): Promise<ProductSearchResult> {
  const { query, storeId } = request
  const facetCodes = await filterableCodes(database)
  const texts = new Map<string, TextMatch>()
  for (const node of walkFilter(query.filter)) {
    if (node.op === 'text' && !texts.has(node.text)) {
      texts.set(node.text, await productTextMatch(database, storeId, request.tsConfig, node.text))
    }
  }
  const env: ProductSqlEnv = {
    storeId,
    today: request.today,
    groupId: request.groupId,
    customerNet: request.customerPrices?.json,
    facetCodes,
    texts,
    uses: { stock: false, doc: false },
  }
  const where = sqlAnd([
    sql`ps.store_id = ${storeId}`,
    listingRestriction(query.filter),
    productFilterSql(query.filter, env),
  ])
  const score = texts.get(query.searchText)?.score ?? sql`1::float8`
  const sort: SortSpec[] = query.sort.length
    ? query.sort
    : [query.searchText ? { field: '_score', order: 'desc' } : { field: 'stock.qty', order: 'desc' }]
  const keys = productSortKeys(sort, env, score)
  const aggregates = query.aggs.length > 0
  const aggColumns = aggregates
    ? sql`, ps.facets, ps.price, ps.type_id, ps.visibility, ps.status, ps.category_ids, ${finalPriceInclTax(env)} as fp`
    : sql``
  // the joins are added only when a filter, sort or aggregation above asked for them
  const joins = sql`${env.uses.stock ? sql`left join stock_item si on si.product_id = ps.product_id` : sql``}
    ${env.uses.doc ? sql`join product_doc pd on pd.store_id = ps.store_id and pd.product_id = ps.product_id` : sql``}`
  // a key that is the score (relevance sort) reuses the score column rather than ranking twice
  const keyName = (i: number) => (keys[i]!.expression === score ? 'score' : `k${i}`)
  const keyColumns = keys.flatMap((k, i) =>
    k.expression === score ? [] : [sql`, ${k.expression} as ${sql.identifier(keyName(i))}`],
  )
  const orderBy = sql.join(
    [
      ...keys.map(
        (k, i) => sql`${sql.identifier(keyName(i))} ${k.order === 'desc' ? sql`desc` : sql`asc`} nulls last`,
      ),
      sql`product_id asc`,
    ],
    sql`, `,
  )
  const parts = aggregationParts(query.aggs, facetCodes)

  // one statement, one scan: the filtered rows once, then the page (with its documents), the
  // total and every aggregation as rows of one UNION
  const rows = await database.rows<AggRow & { score: number | null; version: number | null }>(sql`
    with hits as materialized (
      select ps.product_id, ${score} as score ${sql.join(keyColumns, sql``)} ${aggColumns}
      from product_search ps ${joins}
      where ${where}
    ),
    page as (
      select product_id, score, row_number() over (order by ${orderBy}) as ord
      from hits order by ${orderBy} limit ${request.size} offset ${request.from}
    )
    select -2 as agg, p.product_id::text as key, p.ord::int as n, p.score::float8 as score, d.version::float8 as version
    from page p join product_doc d on d.store_id = ${storeId} and d.product_id = p.product_id
    union all
    select -3, null, (select count(*) from hits)::int, null, null
    ${sql.join(
      parts.map((part) => sql` union all select a.agg, a.key, a.n, null, null from (${part}) a`),
      sql``,
    )}`)

  const hits = rows
    .filter((r) => r.agg === -2)
    .sort((a, b) => a.n - b.n)
    .map((r) => ({ id: Number(r.key), score: Number(r.score), version: Number(r.version) }))
  const total = rows.find((r) => r.agg === -3)?.n ?? 0
  const aggregations = aggregates
    ? shapeAggregations(
        query.aggs,
        facetCodes,
        rows.filter((r) => r.agg >= -1),
      )
    : {}
  return { total, hits, aggregations }
}
