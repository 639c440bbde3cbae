/**
 * One product_search row as the in-process catalogue holds it: the columns filters, sorting and
 * facet counts read (the same ones the SQL search reads, docs/decisions/0050), with money as
 * integers in 1/10000 euro (numeric(12,4) exactly) and the tsvector parsed for ranking.
 */
import { sql } from 'drizzle-orm'
import { VISIBILITY_LISTED } from '@shop/commerce'
import type { Database } from '../../db/client.ts'
import { intArray } from '../sql-util.ts'
import { parseTsvector } from './tsvector.ts'
import type { StoreVocabulary } from './vocabulary.ts'

export interface ProductRow {
  productId: number
  /** product_doc.version: priced documents are reused by it (product-sources.ts) */
  version: number
  sku: string
  typeId: string
  visibility: number
  status: number
  categoryIds: Int32Array
  /** `code:value` tokens of filterable attributes, as numbers of the store's token vocabulary */
  facetIds: Int32Array
  urlPath: string | null
  urlKey: string | null
  /** net prices in 1/10000 euro */
  price: number
  specialPrice: number | null
  specialFrom: string | null
  specialTo: string | null
  /** tax rate of the store's default country in 1/10000 percent */
  taxRate: number
  /** lowest quantity-1 tier price per customer group (-1: all groups), in 1/10000 euro; null: none */
  tiers: ReadonlyMap<number, number> | null
  /** lower-cased name, the name sort key */
  nameKey: string
  /** lower-cased skus (own, supplier, EAN, children) for exact sku search */
  searchSkus: string[]
  /** skus of the configurable children, as written */
  childSkus: readonly string[]
  /**
   * The tsvector as numbers of the store's lexeme vocabulary, with each lexeme's calc_rank_or
   * contribution (tsvector.ts). Null for rows outside listings (hidden configurable children):
   * no search reaches them, so their text is not loaded.
   */
  lexemeIds: Int32Array | null
  contributions: Float32Array | null
  createdAt: number
}

/** numeric text or JSON number with at most 4 decimals -> integer 1/10000 units */
export const toTenThousandths = (value: number | string): number => Math.round(Number(value) * 10_000)

type WireRow = [
  number, // product_id
  number | null, // version (null: no document, skipped)
  string, // sku
  string, // type_id
  number, // visibility
  number, // status
  number[], // category_ids
  string[], // facets
  string | null, // url_path
  string | null, // url_key
  number, // price
  number | null, // special_price
  string | null, // special_from_date
  string | null, // special_to_date
  number, // tax_rate
  number[], // tier_groups
  number[], // tier_values
  string, // name
  string[], // search_skus
  string[], // child skus
  string | null, // tsv text (listed rows only)
  number, // created_at (ms)
]

const NO_SKUS: readonly string[] = Object.freeze([])

/** Values that repeat across rows (type ids, special price dates) are held once. */
const shared = new Map<string, string>()
function once<T extends string | null>(value: T): T {
  if (value === null) return value
  const found = shared.get(value)
  if (found !== undefined) return found as T
  if (shared.size < 10_000) shared.set(value, value)
  return value
}

function fromWire(w: WireRow, vocabulary: StoreVocabulary): ProductRow {
  const parsed = w[20] === null ? null : parseTsvector(w[20])
  const tiers = w[15].length ? new Map<number, number>() : null
  w[15].forEach((group, i) => tiers!.set(group, toTenThousandths(w[16][i]!)))
  return {
    productId: w[0],
    version: w[1]!,
    sku: w[2],
    typeId: once(w[3]),
    visibility: w[4],
    status: w[5],
    categoryIds: Int32Array.from(w[6]),
    facetIds: Int32Array.from(w[7], (token) => vocabulary.tokens.id(token)),
    urlPath: w[8],
    urlKey: w[9],
    price: toTenThousandths(w[10]),
    specialPrice: w[11] === null ? null : toTenThousandths(w[11]),
    specialFrom: once(w[12]),
    specialTo: once(w[13]),
    taxRate: toTenThousandths(w[14]),
    tiers,
    nameKey: w[17].toLowerCase(),
    searchSkus: w[18],
    childSkus: w[19].length ? w[19] : NO_SKUS,
    lexemeIds: parsed && Int32Array.from(parsed, (p) => vocabulary.lexemes.id(p.lexeme)),
    contributions: parsed && Float32Array.from(parsed, (p) => p.contribution),
    createdAt: w[21],
  }
}

const ROWS_PER_READ = 5_000

/**
 * Reads rows of one store: all of them (in pages by product id) or those of the given products.
 * Each page travels as one JSON text: PGlite's per-field result handling costs more than parsing.
 */
export async function readProductRows(
  database: Database,
  storeId: number,
  vocabulary: StoreVocabulary,
  only?: number[],
): Promise<ProductRow[]> {
  const out: ProductRow[] = []
  let after = -1
  for (;;) {
    const scope = only ? sql`product_id = any(${intArray(only)})` : sql`product_id > ${after}`
    const [row] = await database.rows<{ rows: string | null }>(sql`
      select json_agg(json_build_array(ps.product_id, pd.version, ps.sku, ps.type_id, ps.visibility,
        ps.status, ps.category_ids, ps.facets, ps.url_path, ps.url_key, ps.price, ps.special_price,
        ps.special_from_date, ps.special_to_date, ps.tax_rate, ps.tier_groups, ps.tier_values, ps.name,
        ps.search_skus,
        (select coalesce(json_agg(c->>'sku'), '[]'::json) from jsonb_array_elements(
          case when jsonb_typeof(pd.doc->'configurable_children') = 'array'
            then pd.doc->'configurable_children' else '[]'::jsonb end) c),
        case when ps.visibility = any(${intArray([...VISIBILITY_LISTED])}) then ps.tsv::text end,
        (extract(epoch from ps.created_at) * 1000)::float8)
        order by ps.product_id)::text as rows
      from (select * from product_search where store_id = ${storeId} and ${scope}
        order by product_id ${only ? sql`` : sql`limit ${ROWS_PER_READ}`}) ps
      -- a row without its document (never written that way) is read as version null and skipped
      left join product_doc pd on pd.store_id = ps.store_id and pd.product_id = ps.product_id`)
    const page = JSON.parse(row?.rows ?? '[]') as WireRow[]
    for (const w of page) if (w[1] !== null) out.push(fromWire(w, vocabulary))
    if (only || page.length === 0) return out
    after = page[page.length - 1]![0]
  }
}
