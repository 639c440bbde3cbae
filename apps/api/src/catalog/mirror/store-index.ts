/**
 * The products of one store view in process memory: rows by slot, and the lookup structures
 * derived from them (postings), rebuilt on first use after any row changed. Catalogue writes are
 * rare next to reads (a reindex, an edited product), so a rebuild - tens of milliseconds for
 * 100,000 rows - costs far less than keeping every structure updatable in place.
 */
import { STATUS_LISTED, VISIBILITY_LISTED } from '@shop/commerce'
import { Bitset } from './bitset.ts'
import { BlockBounds } from './block-bounds.ts'
import { ListColumn } from './list-column.ts'
import type { ProductRow } from './product-row.ts'
import { Vocabulary, type StoreVocabulary } from './vocabulary.ts'

/** A row's single values; its lists (categories, facet tokens, lexemes) are in the index's columns. */
export type ProductRecord = Omit<ProductRow, 'categoryIds' | 'facetIds' | 'lexemeIds' | 'contributions'> & {
  /** false for rows whose text was not loaded (ProductRow.lexemeIds null) */
  hasText: boolean
}

/** The lists of every slot: categories, facet token numbers, lexeme numbers with their ranks. */
export interface RowLists {
  categories: ListColumn
  facets: ListColumn
  lexemes: ListColumn
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
  /** by facet token number (StoreVocabulary.tokens) */
  facet: Map<number, Bitset>
  /**
   * Per category: how often each facet token occurs among its listed rows (token number ->
   * count), the facet counts of a plain category page, counted once per index (mirror-aggs.ts).
   */
  categoryFacetCounts: Map<number, Int32Array>
  /** index into `prices` per slot, and the distinct net prices (1/10000 euro): the price terms facet */
  priceIdOf: Int32Array
  prices: number[]
  typeId: SlotMap
  sku: SlotMap
  searchSku: SlotMap
  childSku: SlotMap
  urlPath: SlotMap
  urlKey: SlotMap
  /** lexeme numbers sorted by their text: a prefix search is a range of it */
  lexicon: Int32Array
  /** slots per lexeme number: postingSlots[postingStart[id] .. postingEnd[id]] */
  postingStart: Int32Array
  postingEnd: Int32Array
  postingSlots: Int32Array
  /** the row's calc_rank_or contribution of that lexeme (tsvector.ts), parallel to postingSlots */
  postingWeights: Float32Array
}

/**
 * Slots by text key. Most keys (skus, urls) belong to one row: a plain number then, a list only
 * for shared keys - a map entry with an array per row would double the index's memory.
 */
export type SlotMap = Map<string, number | number[]>

export function slotsIn(map: SlotMap, key: string): readonly number[] {
  const found = map.get(key)
  return found === undefined ? [] : typeof found === 'number' ? [found] : found
}

function add(map: SlotMap, key: string, slot: number) {
  const found = map.get(key)
  if (found === undefined) map.set(key, slot)
  else if (typeof found === 'number') map.set(key, [found, slot])
  else found.push(slot)
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

/** masked stock bounds kept at once: the categories being browsed */
const MAX_MASKED_BOUNDS = 64

function bitsets<K>(size: number, lists: Map<K, number[]>): Map<K, Bitset> {
  return new Map([...lists].map(([key, slots]) => [key, Bitset.of(size, slots)]))
}

function buildPostings(
  rows: readonly (ProductRecord | undefined)[],
  lists: RowLists,
  vocabulary: StoreVocabulary,
): Postings {
  const size = rows.length
  const live: number[] = []
  const status = new Map<number, number[]>()
  const visibility = new Map<number, number[]>()
  const category = new Map<number, number[]>()
  const facet = new Map<number, number[]>()
  const typeId: SlotMap = new Map()
  const sku: SlotMap = new Map()
  const searchSku: SlotMap = new Map()
  const childSku: SlotMap = new Map()
  const urlPath: SlotMap = new Map()
  const urlKey: SlotMap = new Map()
  const lexemeCounts = new Int32Array(vocabulary.lexemes.words.length)
  const prices: number[] = []
  const priceId = new Map<number, number>()
  const priceIdOf = new Int32Array(size)
  rows.forEach((row, slot) => {
    if (!row) return
    live.push(slot)
    push(status, row.status, slot)
    push(visibility, row.visibility, slot)
    for (const id of new Set(lists.categories.get(slot))) push(category, id, slot)
    for (const token of new Set(lists.facets.get(slot))) push(facet, token, slot)
    add(typeId, row.typeId, slot)
    add(sku, row.sku, slot)
    for (const s of new Set(row.searchSkus)) add(searchSku, s, slot)
    for (const s of new Set(row.childSkus)) add(childSku, s, slot)
    if (row.urlPath !== null) add(urlPath, row.urlPath, slot)
    if (row.urlKey !== null) add(urlKey, row.urlKey, slot)
    const from = lists.lexemes.start[slot] ?? 0
    const to = from + (lists.lexemes.length[slot] ?? 0)
    for (let k = from; k < to; k++) lexemeCounts[lists.lexemes.data[k]!]!++
    let price = priceId.get(row.price)
    if (price === undefined) priceId.set(row.price, (price = prices.push(row.price) - 1))
    priceIdOf[slot] = price
  })
  // slots per lexeme in one buffer (CSR): postingStart[id] .. postingStart[id + 1]
  const words = vocabulary.lexemes.words
  const postingStart = new Int32Array(words.length + 1)
  for (let id = 0; id < words.length; id++) postingStart[id + 1] = postingStart[id]! + lexemeCounts[id]!
  const postingSlots = new Int32Array(postingStart[words.length]!)
  const postingWeights = new Float32Array(postingSlots.length)
  const fill = postingStart.slice(0, words.length)
  rows.forEach((row, slot) => {
    if (!row) return
    const from = lists.lexemes.start[slot] ?? 0
    const to = from + (lists.lexemes.length[slot] ?? 0)
    for (let k = from; k < to; k++) {
      const id = lists.lexemes.data[k]!
      // a lexeme listed twice in one row is one posting, as in a tsvector
      if (fill[id]! > postingStart[id]! && postingSlots[fill[id]! - 1] === slot) continue
      postingWeights[fill[id]!] = lists.lexemes.weights![k]!
      postingSlots[fill[id]!++] = slot
    }
  })
  // code unit order: every lexeme with a given prefix forms one contiguous range
  const lexicon = Int32Array.from(words.keys()).sort((a, b) =>
    words[a]! < words[b]! ? -1 : words[a]! > words[b]! ? 1 : 0,
  )
  const statusSets = bitsets(size, status)
  const visibilitySets = bitsets(size, visibility)
  const anyOf = (sets: Map<number, Bitset>, keys: readonly number[]) => {
    const out = new Bitset(size)
    for (const key of keys) if (sets.has(key)) out.or(sets.get(key)!)
    return out
  }
  const sellable = anyOf(statusSets, STATUS_LISTED)
  const listed = sellable.copy().and(anyOf(visibilitySets, VISIBILITY_LISTED))
  const tokenCount = vocabulary.tokens.words.length
  const categoryFacetCounts = new Map<number, Int32Array>()
  const { data: tokenData, start: tokenStart, length: tokenLength } = lists.facets
  listed.forEach((slot) => {
    const from = tokenStart[slot]!
    const to = from + tokenLength[slot]!
    for (const category of new Set(lists.categories.get(slot))) {
      let counts = categoryFacetCounts.get(category)
      if (!counts) categoryFacetCounts.set(category, (counts = new Int32Array(tokenCount)))
      for (let k = from; k < to; k++) counts[tokenData[k]!]!++
    }
  })
  return {
    size,
    live: Bitset.of(size, live),
    sellable,
    listed,
    categoryFacetCounts,
    status: statusSets,
    visibility: visibilitySets,
    category: bitsets(size, category),
    facet: bitsets(size, facet),
    priceIdOf,
    prices,
    typeId,
    sku,
    searchSku,
    childSku,
    urlPath,
    urlKey,
    lexicon,
    postingStart,
    postingSlots,
    postingWeights,
    postingEnd: fill,
  }
}

export class StoreIndex {
  private readonly rows: (ProductRecord | undefined)[] = []
  readonly lists: RowLists = {
    categories: new ListColumn(),
    facets: new ListColumn(),
    lexemes: new ListColumn(true),
  }
  private readonly slotOf = new Map<number, number>()
  private readonly freeSlots: number[] = []
  private derived: Postings | undefined
  /** stock quantity by slot (0 without a stock row, as the SQL search's coalesce) */
  private qty = new Float64Array(1024)
  /** made on first use (per mask: a category's slots), kept up to date by every stock write */
  private qtyBounds: BlockBounds | undefined
  private maskedQtyBounds = new Map<Bitset, BlockBounds>()
  /** product id by slot, for tie-breaking without reaching into the row objects */
  productIds = new Int32Array(1024)
  /** moves on every change: per-request derived data (final prices) is keyed by it */
  generation = 0
  readonly vocabulary: StoreVocabulary = { lexemes: new Vocabulary(), tokens: new Vocabulary() }

  constructor(readonly storeId: number) {}

  get count(): number {
    return this.slotOf.size
  }

  row(slot: number): ProductRecord | undefined {
    return this.rows[slot]
  }

  /** Adds or replaces a row; `qty` is the product's stock quantity. */
  put(row: ProductRow, qty: number): void {
    let slot = this.slotOf.get(row.productId)
    if (slot === undefined) {
      slot = this.freeSlots.pop() ?? this.rows.length
      this.slotOf.set(row.productId, slot)
    }
    // every field named in one literal: V8 keeps them in the object (a spread would not)
    const record: ProductRecord = {
      productId: row.productId,
      version: row.version,
      sku: row.sku,
      typeId: row.typeId,
      visibility: row.visibility,
      status: row.status,
      urlPath: row.urlPath,
      urlKey: row.urlKey,
      price: row.price,
      specialPrice: row.specialPrice,
      specialFrom: row.specialFrom,
      specialTo: row.specialTo,
      taxRate: row.taxRate,
      tiers: row.tiers,
      nameKey: row.nameKey,
      searchSkus: row.searchSkus,
      childSkus: row.childSkus,
      createdAt: row.createdAt,
      hasText: row.lexemeIds !== null,
    }
    this.rows[slot] = record
    const { categoryIds, facetIds, lexemeIds, contributions } = row
    this.lists.categories.set(slot, categoryIds)
    this.lists.facets.set(slot, facetIds)
    this.lists.lexemes.set(slot, lexemeIds ?? [], contributions ?? [])
    if (slot >= this.qty.length) {
      const size = Math.max(slot + 1, this.qty.length * 2)
      const qtys = new Float64Array(size)
      qtys.set(this.qty)
      this.qty = qtys
      this.qtyBounds = undefined
      this.maskedQtyBounds.clear()
      const ids = new Int32Array(size)
      ids.set(this.productIds)
      this.productIds = ids
    }
    this.qty[slot] = qty
    this.stockChanged(slot)
    this.productIds[slot] = row.productId
    this.changed()
  }

  /** A stock change: no derived structure depends on it. */
  setStock(productId: number, qty: number): void {
    const slot = this.slotOf.get(productId)
    if (slot === undefined) return
    this.qty[slot] = qty
    this.stockChanged(slot)
  }

  stockAt(slot: number): number {
    return this.qty[slot] ?? 0
  }

  /** stock quantity by slot (read-only; at least as long as the slots) */
  stockColumn(): Float64Array {
    return this.qty
  }

  /** the stock column's block bounds (block-bounds.ts), over the mask's slots when given */
  stockBounds(mask?: Bitset): BlockBounds {
    if (!mask) return (this.qtyBounds ??= new BlockBounds(this.qty))
    let bounds = this.maskedQtyBounds.get(mask)
    if (!bounds) {
      if (this.maskedQtyBounds.size >= MAX_MASKED_BOUNDS) this.maskedQtyBounds.clear()
      this.maskedQtyBounds.set(mask, (bounds = new BlockBounds(this.qty, mask)))
    }
    return bounds
  }

  private stockChanged(slot: number) {
    this.qtyBounds?.update(this.qty, slot)
    for (const bounds of this.maskedQtyBounds.values()) bounds.update(this.qty, slot)
  }

  remove(productId: number): void {
    const slot = this.slotOf.get(productId)
    if (slot === undefined) return
    this.rows[slot] = undefined
    this.lists.categories.clear(slot)
    this.lists.facets.clear(slot)
    this.lists.lexemes.clear(slot)
    this.qty[slot] = 0
    this.stockChanged(slot)
    this.slotOf.delete(productId)
    this.freeSlots.push(slot)
    this.changed()
  }

  get postings(): Postings {
    return (this.derived ??= buildPostings(this.rows, this.lists, this.vocabulary))
  }

  private changed() {
    // masks are bitsets of the postings, which are made anew
    this.maskedQtyBounds.clear()
    this.derived = undefined
    this.generation++
  }
}
