/**
 * SQL pieces over product_search (alias `ps`): filters on its columns, the final price, sorting.
 *
 * Final price (docs/decisions/0003): filters, sorting and the price facet use the final price
 * INCLUDING the store's retail tax (ps.tax_rate), because shoppers see and filter prices incl.
 * BTW; a trade customer their own net price (decision 0139). It is computed per request in SQL by the pricing module's rendering of the final-price
 * rule (pricing/indexed-final-price.ts), for the group and the shop's calendar date.
 */
import { sql, type SQL } from 'drizzle-orm'
import { QueryError, type FilterNode, type RangeBounds, type Scalar, type SortSpec } from './catalog-query.ts'
import { compileFilter, docRange } from './doc-filter-sql.ts'
import { intArray, textArray } from './sql-util.ts'
import { finalNetSql, finalPriceInclTaxSql } from '../pricing/indexed-final-price.ts'
import type { TextMatch } from './text-search.ts'

export interface ProductSqlEnv {
  storeId: number
  /** shop calendar date (YYYY-MM-DD) deciding special-price windows */
  today: string
  groupId: number | null
  /** filterable attribute codes: their filters use the facets column */
  facetCodes: ReadonlySet<string>
  /** compiled text searches by text */
  texts: ReadonlyMap<string, TextMatch>
  /** a trade customer's price list (customer-price-list.ts) as jsonb text; absent: group prices */
  customerNet?: string
  /** set when a piece needs the stock join (`si`) or the document (`pd`) */
  uses: { stock: boolean; doc: boolean }
}

/** The product document: only fields without a column of their own need it (product_doc, `pd`). */
const doc = (env: ProductSqlEnv) => {
  env.uses.doc = true
  return sql`pd.doc`
}

/** Integer filter values that fit PostgreSQL's integer; anything else cannot match an id. */
const ints = (values: Scalar[]) =>
  values.map(Number).filter((v) => Number.isInteger(v) && Math.abs(v) <= 2_147_483_647)

/**
 * The final price the price filter, sort and facet use: the pricing module's rule incl. tax; for a
 * trade customer their own net price from their price list, else the group's net (decision 0139).
 */
export const finalPriceInclTax = (env: ProductSqlEnv): SQL =>
  env.customerNet === undefined
    ? finalPriceInclTaxSql(env)
    : sql`coalesce((${env.customerNet}::jsonb ->> ps.product_id::text)::numeric, ${finalNetSql(env)})`

const stockQty = (env: ProductSqlEnv) => {
  env.uses.stock = true
  return sql`coalesce(si.qty, 0)`
}

function facetTokens(field: string, values: Scalar[]) {
  return textArray(values.map((v) => `${field}:${String(v)}`))
}

function isFacet(env: ProductSqlEnv, field: string) {
  return (
    env.facetCodes.has(field) ||
    (field.endsWith('_options') && env.facetCodes.has(field.slice(0, -'_options'.length)))
  )
}

function rangeSql(column: SQL, bounds: RangeBounds, cast: SQL): SQL {
  const parts: SQL[] = []
  const ops = { gt: sql`>`, gte: sql`>=`, lt: sql`<`, lte: sql`<=` } as const
  for (const [op, value] of Object.entries(bounds)) {
    if (value === undefined) continue
    parts.push(sql`${column} ${ops[op as keyof typeof ops]} ${String(value)}::${cast}`)
  }
  return parts.length ? sql`(${sql.join(parts, sql` and `)})` : sql`true`
}

/** Leaf filters that have a column; null falls back to the document. */
function productLeaf(node: FilterNode, env: ProductSqlEnv): SQL | null {
  if (node.op === 'text') {
    const match = env.texts.get(node.text)
    return match ? match.condition : sql`false`
  }
  if (node.op === 'terms') {
    const { field, values } = node
    switch (field) {
      case 'visibility':
        return sql`ps.visibility = any(${intArray(ints(values))})`
      case 'status':
        return sql`ps.status = any(${intArray(ints(values))})`
      case 'id':
      case 'entity_id':
        return sql`ps.product_id = any(${intArray(ints(values))})`
      case 'category_ids':
      case 'category_id':
      case 'category.category_id':
        return sql`ps.category_ids && ${intArray(ints(values))}`
      case 'sku':
        return sql`ps.sku = any(${textArray(values.map(String))})`
      case 'configurable_children.sku':
        // the GIN index on search_skus finds candidates; the document confirms it is a child's sku
        return sql`(ps.search_skus && ${textArray(values.map((v) => String(v).toLowerCase()))}
          and exists (select 1 from jsonb_array_elements(${doc(env)}->'configurable_children') c
            where c->>'sku' = any(${textArray(values.map(String))})))`
      case 'type_id':
        return sql`ps.type_id = any(${textArray(values.map(String))})`
      case 'url_path':
        return sql`ps.url_path = any(${textArray(values.map(String))})`
      case 'url_key':
        return sql`ps.url_key = any(${textArray(values.map(String))})`
    }
    if (isFacet(env, field)) return sql`ps.facets && ${facetTokens(field, values)}`
    return null
  }
  if (node.op === 'range') {
    const { field, bounds } = node
    // string bounds are dates (search-query.ts turns numeric strings into numbers)
    const dates = Object.values(bounds).some((v) => typeof v === 'string')
    if (field === 'created_at') {
      if (!Object.values(bounds).every((v) => v === undefined || typeof v === 'string')) {
        throw new QueryError('A created_at range needs dates (YYYY-MM-DD)')
      }
      return rangeSql(sql`ps.created_at`, bounds, sql`timestamptz`)
    }
    if (dates) return docRange(doc(env), field, bounds)
    switch (field) {
      case 'price':
      case 'final_price':
        return rangeSql(finalPriceInclTax(env), bounds, sql`numeric`)
      case 'visibility':
        return rangeSql(sql`ps.visibility`, bounds, sql`numeric`)
      case 'status':
        return rangeSql(sql`ps.status`, bounds, sql`numeric`)
      case 'id':
        return rangeSql(sql`ps.product_id`, bounds, sql`numeric`)
      case 'stock.qty':
        return rangeSql(stockQty(env), bounds, sql`numeric`)
    }
    return null
  }
  return null
}

export function productFilterSql(node: FilterNode, env: ProductSqlEnv): SQL {
  // the document is joined only when a leaf falls back to it
  const fallback = sql`pd.doc`
  return compileFilter(node, fallback, (leaf) => {
    const column = productLeaf(leaf, env)
    if (column === null) env.uses.doc = true
    return column
  })
}

function sortExpression(field: string, env: ProductSqlEnv, score: SQL): SQL {
  switch (field) {
    case '_score':
    case 'score':
    case 'relevance':
    case 'position':
      return score
    case 'stock.qty':
    case 'stock':
    case 'qty':
      return stockQty(env)
    case 'price':
    case 'final_price':
      return finalPriceInclTax(env)
    case 'created_at':
      return sql`ps.created_at`
    case 'name':
      return sql`lower(ps.name)`
    case 'sku':
      return sql`ps.sku`
    case 'id':
      return sql`ps.product_id`
    default:
      // jsonb ordering: numbers numerically, strings by text
      return sql`(${doc(env)} #> ${textArray(field.split('.'))})`
  }
}

export interface SortKey {
  expression: SQL
  order: 'asc' | 'desc'
}

/** The sort expressions; the caller orders by them with missing values last and the id as tie-breaker. */
export function productSortKeys(sort: SortSpec[], env: ProductSqlEnv, score: SQL): SortKey[] {
  return sort.map((s) => ({ expression: sortExpression(s.field, env, score), order: s.order }))
}
