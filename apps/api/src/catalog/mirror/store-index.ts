/**
 * The products of one store view in process memory: rows by slot, and the lookup structures
 * derived from them (postings), rebuilt on first use after any row changed. Catalogue writes are
 * rare next to reads (a reindex, an edited product), so a rebuild - tens of milliseconds for
 * 100,000 rows - costs far less than keeping every structure updatable in place.
 */
import { STATUS_LISTED, VISIBILITY_LISTED } from '@shop/commerce'
import { Bitset } from './bitset.ts'
import type { ProductRow } from './product-row.ts'

export interface LexemePosting {
  slots: Int32Array
  contributions: Float32Array
}

export interface Postings {
  /** number of slots: every Bitset of the index has this size */
  size: number
  live: Bitset
  /** rows with a listed status (what sku lookups may return) */
  sellable: Bitset
  /** ... and a listed visibility (what listings and searches may return) */
  listed: Bitset
  status: Map<number, Bitset>
  visibility: Map<number, Bitset>
  category: Map<number, Bitset>
  facet: Map<string, Bitset>
  /** facet token ids per slot (as often as the row lists them), for counting; tokens[id] is the text */
  facetIdsOf: (Int32Array | undefined)[]
  tokens: string[]
  /** index into `prices` per slot, and the distinct net prices (1/10000 euro): the price terms facet */
  priceIdOf: Int32Array
  prices: number[]
  typeId: Map<string, number[]>
  sku: Map<string, number[]>
  searchSku: Map<string, number[]>
  childSku: Map<string, number[]>
  urlPath: Map<string, number[]>
  urlKey: Map<string, number[]>
  /** every lexeme of the store, sorted (prefix searches are ranges), and its postings */
  lexicon: string[]
  lexemePostings: LexemePosting[]
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

function bitsets<K>(size: number, lists: Map<K, number[]>): Map<K, Bitset> {
  return new Map([...lists].map(([key, slots]) => [key, Bitset.of(size, slots)]))
}

function buildPostings(rows: readonly (ProductRow | undefined)[]): Postings {
  const size = rows.length
  const live: number[] = []
  const status = new Map<number, number[]>()
  const visibility = new Map<number, number[]>()
  const category = new Map<number, number[]>()
  const facet = new Map<string, number[]>()
  const typeId = new Map<string, number[]>()
  const sku = new Map<string, number[]>()
  const searchSku = new Map<string, number[]>()
  const childSku = new Map<string, number[]>()
  const urlPath = new Map<string, number[]>()
  const urlKey = new Map<string, number[]>()
  const lexemes = new Map<string, { slots: number[]; contributions: number[] }>()
  rows.forEach((row, slot) => {
    if (!row) return
    live.push(slot)
    push(status, row.status, slot)
    push(visibility, row.visibility, slot)
    for (const id of new Set(row.categoryIds)) push(category, id, slot)
    for (const token of new Set(row.facets)) push(facet, token, slot)
    push(typeId, row.typeId, slot)
    push(sku, row.sku, slot)
    for (const s of new Set(row.searchSkus)) push(searchSku, s, slot)
    for (const s of new Set(row.childSkus)) push(childSku, s, slot)
    if (row.urlPath !== null) push(urlPath, row.urlPath, slot)
    if (row.urlKey !== null) push(urlKey, row.urlKey, slot)
    row.lexemes.forEach((lexeme, i) => {
      let posting = lexemes.get(lexeme)
      if (!posting) lexemes.set(lexeme, (posting = { slots: [], contributions: [] }))
      posting.slots.push(slot)
      posting.contributions.push(row.contributions[i]!)
    })
  })
  const tokens = [...facet.keys()]
  const tokenId = new Map(tokens.map((t, i) => [t, i]))
  const facetIdsOf = rows.map((row) =>
    row ? Int32Array.from(row.facets, (t) => tokenId.get(t)!) : undefined,
  )
  const prices: number[] = []
  const priceId = new Map<number, number>()
  const priceIdOf = new Int32Array(size)
  rows.forEach((row, slot) => {
    if (!row) return
    let id = priceId.get(row.price)
    if (id === undefined) priceId.set(row.price, (id = prices.push(row.price) - 1))
    priceIdOf[slot] = id
  })
  // code unit order: every lexeme with a given prefix forms one contiguous range
  const lexicon = [...lexemes.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const statusSets = bitsets(size, status)
  const visibilitySets = bitsets(size, visibility)
  const anyOf = (sets: Map<number, Bitset>, keys: readonly number[]) => {
    const out = new Bitset(size)
    for (const key of keys) if (sets.has(key)) out.or(sets.get(key)!)
    return out
  }
  const sellable = anyOf(statusSets, STATUS_LISTED)
  return {
    size,
    live: Bitset.of(size, live),
    sellable,
    listed: sellable.copy().and(anyOf(visibilitySets, VISIBILITY_LISTED)),
    status: statusSets,
    visibility: visibilitySets,
    category: bitsets(size, category),
    facet: bitsets(size, facet),
    facetIdsOf,
    tokens,
    priceIdOf,
    prices,
    typeId,
    sku,
    searchSku,
    childSku,
    urlPath,
    urlKey,
    lexicon,
    lexemePostings: lexicon.map((lexeme) => {
      const p = lexemes.get(lexeme)!
      return { slots: Int32Array.from(p.slots), contributions: Float32Array.from(p.contributions) }
    }),
  }
}

export class StoreIndex {
  private readonly rows: (ProductRow | undefined)[] = []
  private readonly slotOf = new Map<number, number>()
  private readonly freeSlots: number[] = []
  private derived: Postings | undefined
  /** stock quantity by slot (0 without a stock row, as the SQL search's coalesce) */
  private qty = new Float64Array(1024)
  /** moves on every change: per-request derived data (final prices) is keyed by it */
  generation = 0

  constructor(readonly storeId: number) {}

  get count(): number {
    return this.slotOf.size
  }

  row(slot: number): ProductRow | undefined {
    return this.rows[slot]
  }

  /** Adds or replaces a row; `qty` is the product's stock quantity. */
  put(row: ProductRow, qty: number): void {
    let slot = this.slotOf.get(row.productId)
    if (slot === undefined) {
      slot = this.freeSlots.pop() ?? this.rows.length
      this.slotOf.set(row.productId, slot)
    }
    this.rows[slot] = row
    if (slot >= this.qty.length) {
      const grown = new Float64Array(Math.max(slot + 1, this.qty.length * 2))
      grown.set(this.qty)
      this.qty = grown
    }
    this.qty[slot] = qty
    this.changed()
  }

  /** A stock change: no derived structure depends on it. */
  setStock(productId: number, qty: number): void {
    const slot = this.slotOf.get(productId)
    if (slot !== undefined) this.qty[slot] = qty
  }

  stockAt(slot: number): number {
    return this.qty[slot] ?? 0
  }

  remove(productId: number): void {
    const slot = this.slotOf.get(productId)
    if (slot === undefined) return
    this.rows[slot] = undefined
    this.qty[slot] = 0
    this.slotOf.delete(productId)
    this.freeSlots.push(slot)
    this.changed()
  }

  get postings(): Postings {
    return (this.derived ??= buildPostings(this.rows))
  }

  private changed() {
    this.derived = undefined
    this.generation++
  }
}
