/**
 * The `_source` of product hits: the indexed document priced for the request (customer group,
 * shop day) plus live stock, for the catalogue search and the URL map.
 *
 * Priced documents are reused between requests (docs/decisions/0051). The key holds everything
 * a priced document depends on: store, product, product_doc.version (a new value on every write
 * of the document), customer group, shop day, country, customer tax class and the tax rules'
 * stamp. A changed product therefore simply misses, in every process, without invalidation.
 * Customer-specific prices are not in the key: they are laid over the reused documents per request
 * (pricing/price-overlay.ts), and a document they change is not reused.
 * Stock is never reused: it is read per request and put into copies of the document, or into
 * its serialised text (a template split around the stock values, for requests without a
 * source filter, so that a page of 50 products is not serialised again and again).
 */
import { sql } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import { wallClock } from '@shop/commerce'
import type { Database } from '../db/client.ts'
import { toStockItemResult, type StockRow } from '../stock/stock-item.ts'
import { compactSource } from './catalog-response.ts'
import { childrenOf, childStock, idOf, loadStock, missingStock } from './product-hits.ts'
import {
  applyPrices,
  newPriceCache,
  withCustomerPrices,
  withRetailPrices,
  type PriceContext,
} from './pricing.ts'
import { customerPrices, customerPriceStamp } from '../pricing/price-overlay.ts'
import { retailContext } from '../pricing/retail-price.ts'
import { intArray } from './sql-util.ts'
import type { CatalogMirror } from './mirror/catalog-mirror.ts'

type Doc = Record<string, unknown>

/** Estimated memory of the reused documents per database (objects and texts). */
const MAX_BYTES = 128 * 1024 * 1024

interface Template {
  /**
   * The text between the stock values, as UTF-8 bytes: a response is put together from bytes
   * made once, not encoded again per request. parts.length === slots.length + 1.
   */
  parts: Buffer[]
  /** the stock of `item` goes here: all of it, or (for a source filter) one field of it */
  slots: { item: Doc; child: boolean; field?: string }[]
  /** ids of the items whose stock the slots show, each once, in slot order */
  stockIds: number[]
  /**
   * The text as last put together, with the mirror's stock entries it showed: reused while each
   * entry stands (the mirror replaces an entry object when that stock changes), so an unchanged
   * page of configurable products is 50 copies, not thousands of pieces.
   */
  assembled?: { entries: (object | undefined)[]; bytes: Buffer }
}

/** A source filter with a key that identifies it: filtered templates are kept per key. */
export interface KeyedSourceFilter {
  key: string
  apply(source: Doc): Doc
}

interface StockOut {
  result: Record<string, unknown>
  /** the whole result as UTF-8 JSON */
  bytes: Buffer
  /** single fields as UTF-8 JSON, made on first use (filtered sources) */
  fields?: Map<string, Buffer>
}

function fieldBytes(out: StockOut, field: string): Buffer {
  out.fields ??= new Map()
  let bytes = out.fields.get(field)
  if (!bytes) out.fields.set(field, (bytes = Buffer.from(JSON.stringify(out.result[field]) ?? 'null')))
  return bytes
}

/**
 * Stock results and their text per mirror stock entry: the mirror replaces an entry's object
 * when the stock changes, so a result is reused exactly as long as it is true.
 */
const stockTexts = new WeakMap<
  object,
  { full?: StockOut & { sku: string }; child?: StockOut & { sku: string } }
>()

/** filtered templates per entry: the storefront uses a handful of field lists */
const MAX_TEMPLATES = 8

interface Entry {
  /** priced, without stock; shared between requests, so never changed after it is made */
  doc: Doc
  bytes: number
  /** by form (full or compact) and source filter */
  templates: Map<string, Template>
}

const caches = new WeakMap<Database, LRUCache<string, Entry>>()

function cacheOf(database: Database): LRUCache<string, Entry> {
  let cache = caches.get(database)
  if (!cache) {
    cache = new LRUCache<string, Entry>({ maxSize: MAX_BYTES, sizeCalculation: (e) => Math.max(1, e.bytes) })
    caches.set(database, cache)
  }
  return cache
}

/**
 * Everything a priced document depends on besides the document; null: do not reuse. The day is
 * the shop's calendar day of the very instant the prices are computed for.
 */
function pricingKey(prices: PriceContext): string | null {
  if (prices.rulesStamp === undefined) return null
  const day = wallClock(prices.now).slice(0, 10)
  return [prices.groupId ?? 'guest', day, prices.country, prices.customerTaxClassId, prices.rulesStamp].join(
    '|',
  )
}

/**
 * A special price that starts at a time of day (not a plain date) changes the price within the
 * day: such documents are priced per request.
 */
function pricedPerDay(doc: Doc): boolean {
  return [doc, ...childrenOf(doc)].every(
    (d) => d.special_from_date == null || String(d.special_from_date).length <= 10,
  )
}

const stockSlot = (index: number) => `\u0000${index}`
/** JSON.stringify writes U+0000 as `\u0000`; jsonb cannot hold it, so it never occurs in data. */
const STOCK_SLOT_TEXT = /"\\u0000(\d+)"/

/** A copy of the document with `stock` on it and on each configurable child. */
function withStock(doc: Doc, stockOf: (item: Doc, child: boolean) => unknown): Doc {
  const out: Doc = { ...doc, stock: stockOf(doc, false) }
  if (Array.isArray(doc.configurable_children)) {
    out.configurable_children = (doc.configurable_children as unknown[]).map((c) =>
      typeof c === 'object' && c !== null ? { ...(c as Doc), stock: stockOf(c as Doc, true) } : c,
    )
  }
  return out
}

const stockResult = (row: StockRow, child: boolean) => (child ? childStock(row) : toStockItemResult(row))

function makeTemplate(doc: Doc, compact: boolean, filter?: KeyedSourceFilter): Template {
  const marked: Template['slots'] = []
  let copy: Doc
  if (!filter) {
    copy = withStock(doc, (item, child) => stockSlot(marked.push({ item, child }) - 1))
  } else {
    // a slot per stock field: the filter keeps or drops each field by its path alone
    const fields = (item: Doc, child: boolean) =>
      Object.fromEntries(
        Object.keys(stockResult(missingStock(item), child)).map((field) => [
          field,
          stockSlot(marked.push({ item, child, field }) - 1),
        ]),
      )
    copy = filter.apply(withStock(doc, fields))
  }
  const pieces = JSON.stringify(compact ? compactSource(copy) : copy).split(STOCK_SLOT_TEXT)
  // split with a capture group: text, slot index, text, slot index, ..., text (in text order)
  const slots = pieces.filter((_, i) => i % 2 === 1).map((index) => marked[Number(index)]!)
  return {
    parts: pieces.filter((_, i) => i % 2 === 0).map((part) => Buffer.from(part)),
    slots,
    stockIds: [...new Set(slots.map((slot) => idOf(slot.item)))],
  }
}

/** The mirror's stock entries for the template's items, or undefined when they are all the kept ones. */
function changedEntries(template: Template, mirror: CatalogMirror): (object | undefined)[] | undefined {
  const kept = template.assembled?.entries
  let changed = kept === undefined
  const entries = template.stockIds.map((id, i) => {
    const entry = mirror.stockOf(id)
    if (entry !== kept?.[i]) changed = true
    return entry
  })
  return changed ? entries : undefined
}

export interface ProductSources {
  /** product and configurable child ids of the loaded documents, for cache tags */
  ids: number[]
  /** a fresh source object (safe to change), or undefined when the product has no document */
  object(id: number): Doc | undefined
  /**
   * The serialised source (filtered when a filter is given, with compact field names when
   * `compact`) as pieces of UTF-8 JSON in order.
   */
  json(id: number, compact: boolean, filter?: KeyedSourceFilter): Buffer[] | undefined
}

/**
 * The priced documents of the hits: the reused ones, and the missing ones read, priced for the
 * request and kept for the next (unless their price changes within the day).
 */
async function pricedEntries(
  database: Database,
  storeId: number,
  hits: { id: number; version?: number }[],
  prices: PriceContext,
): Promise<Map<number, Entry>> {
  const cache = cacheOf(database)
  const pricing = pricingKey(prices)
  const keyOf = (id: number, version: number) => `${storeId}:${id}:${version}:${pricing}`
  const entries = new Map<number, Entry>()
  const missing: number[] = []
  for (const hit of hits) {
    const entry = pricing && hit.version !== undefined ? cache.get(keyOf(hit.id, hit.version)) : undefined
    if (entry) entries.set(hit.id, entry)
    else missing.push(hit.id)
  }
  if (missing.length === 0) return entries
  // as text: its length sizes the cache entry, and JSON.parse is what the drivers would do
  const rows = await database.rows<{ id: number; version: number; doc: string }>(sql`
    select product_id as id, version::float8 as version, doc::text as doc
    from product_doc where store_id = ${storeId} and product_id = any(${intArray(missing)})`)
  const priceCache = newPriceCache()
  for (const row of rows) {
    const doc = JSON.parse(row.doc) as Doc
    applyPrices(doc, prices, priceCache)
    // objects take a few times their text, and each of the two templates about the text twice
    // (its parts and its assembled copy)
    const entry: Entry = { doc, bytes: row.doc.length * 8, templates: new Map() }
    entries.set(row.id, entry)
    if (pricing && pricedPerDay(doc)) cache.set(keyOf(row.id, Number(row.version)), entry)
  }
  return entries
}

/**
 * A customer's own prices over the shared documents, for this request only, like stock; each
 * document of such a request also carries what a guest pays (retail_price, decision 0139), taken
 * from the guest-priced documents (reused like any other).
 */
async function layCustomerPrices(
  database: Database,
  storeId: number,
  hits: { id: number; version?: number }[],
  prices: PriceContext,
  entries: Map<number, Entry>,
  allIds: () => number[],
): Promise<void> {
  const overlay = await customerPrices(database, prices, allIds)
  if (overlay.size === 0) return
  const guest = await pricedEntries(database, storeId, hits, await retailContext(database, prices))
  const priceCache = newPriceCache()
  for (const [id, entry] of entries) {
    const doc = withRetailPrices(
      withCustomerPrices(entry.doc, overlay, prices, priceCache),
      guest.get(id)?.doc,
    )
    entries.set(id, { doc, bytes: entry.bytes, templates: new Map() })
  }
}

/**
 * A signed-in customer's priced documents, kept per customer for five minutes (their prices' life,
 * pricing/back-office-price-source.ts) under the customer's price stamp, with their templates: a
 * trade customer's next page is put together as a retail one is. Never in the shared cache.
 */
const customerCaches = new WeakMap<Database, LRUCache<string, Entry>>()
const CUSTOMER_TTL_MS = 5 * 60 * 1000

async function customerEntries(
  database: Database,
  storeId: number,
  hits: { id: number; version?: number }[],
  prices: PriceContext & { customer: { id: number } },
): Promise<Map<number, Entry>> {
  let cache = customerCaches.get(database)
  if (!cache) {
    cache = new LRUCache<string, Entry>({
      maxSize: MAX_BYTES / 4,
      ttl: CUSTOMER_TTL_MS,
      sizeCalculation: (e) => Math.max(1, e.bytes),
    })
    customerCaches.set(database, cache)
  }
  const pricing = pricingKey(prices)
  const customerId = prices.customer.id
  const priceStamp = prices.customer.priceStamp ?? (await customerPriceStamp(database, customerId))
  const stamp = `${customerId}|${priceStamp}|${pricing}`
  const keyOf = (id: number, version: number) => `${stamp}|${storeId}:${id}:${version}`
  if (pricing && hits.every((h) => h.version !== undefined)) {
    const found = new Map<number, Entry>()
    for (const hit of hits) {
      const entry = cache.get(keyOf(hit.id, hit.version!))
      if (entry) found.set(hit.id, entry)
    }
    if (found.size === hits.length) return found
  }
  const entries = await pricedEntries(database, storeId, hits, prices)
  const allIds = () => {
    const ids = [...entries.values()].flatMap((e) => [idOf(e.doc), ...childrenOf(e.doc).map(idOf)])
    return [...new Set(ids.filter(Number.isSafeInteger))]
  }
  await layCustomerPrices(database, storeId, hits, prices, entries, allIds)
  if (!pricing) return entries
  for (const hit of hits) {
    const entry = entries.get(hit.id)
    if (entry && hit.version !== undefined && pricedPerDay(entry.doc))
      cache.set(keyOf(hit.id, hit.version), entry)
  }
  return entries
}

interface StockReader {
  /** the stock result of an item (a product or a configurable child) */
  of(item: Doc, child: boolean): unknown
  /** the same as object and text, reused while the mirror's stock entry stands */
  out(item: Doc, child: boolean): StockOut
}

/** The stock of the page's items: the mirror answers per item; otherwise one query for them all. */
async function readStock(
  database: Database,
  ids: () => number[],
  mirror: CatalogMirror | undefined,
): Promise<StockReader> {
  const stock = mirror ? undefined : await loadStock(database, ids())
  const rowOf = (item: Doc): StockRow => {
    const row = mirror ? mirror.stockOf(idOf(item)) : stock!.get(idOf(item))
    return row ? { ...row, sku: String(item.sku ?? '') } : missingStock(item)
  }
  const of = (item: Doc, child: boolean) => stockResult(rowOf(item), child)
  const out = (item: Doc, child: boolean): StockOut => {
    const entry = mirror?.stockOf(idOf(item))
    if (!entry) {
      const result = of(item, child) as Record<string, unknown>
      return { result, bytes: Buffer.from(JSON.stringify(result)) }
    }
    let forms = stockTexts.get(entry)
    if (!forms) stockTexts.set(entry, (forms = {}))
    const sku = String(item.sku ?? '')
    const kind = child ? 'child' : 'full'
    let done = forms[kind]
    // the result names the item's sku: a product id has one, but check rather than trust
    if (!done || done.sku !== sku) {
      const result = of(item, child) as Record<string, unknown>
      forms[kind] = done = { sku, result, bytes: Buffer.from(JSON.stringify(result)) }
    }
    return done
  }
  return { of, out }
}

/** The document's text in its form, with the stock spliced into its template's slots. */
function serialised(
  entry: Entry,
  compact: boolean,
  filter: KeyedSourceFilter | undefined,
  stock: StockReader,
  mirror: CatalogMirror | undefined,
): Buffer[] {
  const form = `${compact ? 'compact' : 'full'}|${filter?.key ?? ''}`
  let template = entry.templates.get(form)
  if (!template) {
    if (entry.templates.size >= MAX_TEMPLATES) entry.templates.clear()
    template = makeTemplate(entry.doc, compact, filter)
    entry.templates.set(form, template)
  }
  const shown = mirror && changedEntries(template, mirror)
  if (mirror && !shown) return [template.assembled!.bytes]
  // one stock result per item, however many of its fields the template holds
  const pieces: Buffer[] = [template.parts[0]!]
  // field slots of one item follow each other: its stock is looked up once for them
  let item: Doc | undefined
  let out: StockOut | undefined
  template.slots.forEach((slot, i) => {
    if (slot.item !== item || !out) {
      item = slot.item
      out = stock.out(slot.item, slot.child)
    }
    pieces.push(slot.field === undefined ? out.bytes : fieldBytes(out, slot.field), template.parts[i + 1]!)
  })
  if (!shown) return pieces
  template.assembled = { entries: shown, bytes: Buffer.concat(pieces) }
  return [template.assembled.bytes]
}

/**
 * `mirror`: the catalogue mirror the hits came from, synced by this request: its stock is as fresh
 * as a query and saves one.
 */
export async function loadProductSources(
  database: Database,
  storeId: number,
  hits: { id: number; version?: number }[],
  prices: PriceContext,
  mirror?: CatalogMirror,
): Promise<ProductSources> {
  const customer = prices.customer
  const entries = customer
    ? await customerEntries(database, storeId, hits, { ...prices, customer })
    : await pricedEntries(database, storeId, hits, prices)
  const allIds = () => {
    const ids = [...entries.values()].flatMap((e) => [idOf(e.doc), ...childrenOf(e.doc).map(idOf)])
    return [...new Set(ids.filter(Number.isSafeInteger))]
  }
  const stock = await readStock(database, allIds, mirror)
  let ids: number[] | undefined
  return {
    get ids() {
      return (ids ??= allIds())
    },
    object(id) {
      const entry = entries.get(id)
      return entry && withStock(entry.doc, stock.of)
    },
    json(id, compact, filter) {
      const entry = entries.get(id)
      return entry && serialised(entry, compact, filter, stock, mirror)
    },
  }
}
