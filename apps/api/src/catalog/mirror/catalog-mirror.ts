/**
 * The in-process catalogue: product rows of every store view and the stock of every product, kept
 * in step with PostgreSQL (docs/decisions/0052).
 *
 * Every write of product_search or stock_item records its transaction id (txid, by trigger);
 * deletions leave a row in product_search_gone; a TRUNCATE moves catalog_generation. Before each
 * search the mirror asks in one small statement for what changed since its last look: rows whose
 * txid is at least the xmin of that look's snapshot. Transactions still running at a look have an
 * id >= its xmin, so their rows are found once they commit - also with many shop processes on one
 * PostgreSQL server - and a search never sees older data than a plain SQL query would.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { StockRow } from '../../stock/stock-item.ts'
import { readProductRows } from './product-row.ts'
import { StoreIndex } from './store-index.ts'

export type StockEntry = Omit<StockRow, 'sku'> & {
  /** qty as a number, for sorting and ranges */
  qtyValue: number
}

type StockWire = [number, number, boolean, boolean, number, number, number, number]

const stockEntry = ([productId, qty, isInStock, manageStock, backorders, min, max, notify]: StockWire): [
  number,
  StockEntry,
] => [
  productId,
  {
    productId,
    // quantities have at most 4 decimals: exact as doubles, printed as the SQL path did
    qty: String(qty),
    qtyValue: qty,
    isInStock,
    manageStock,
    backorders,
    minSaleQty: String(min),
    maxSaleQty: String(max),
    notifyStockQty: String(notify),
  },
]

const STOCK_COLUMNS = `json_build_array(product_id, qty, is_in_stock, manage_stock, backorders,
  min_sale_qty, max_sale_qty, notify_stock_qty)`
const PRODUCT_COLUMNS = 'json_build_array(store_id, product_id)'

const STALE_AFTER_MS = 12 * 60 * 60 * 1000

interface Look {
  xmin: string
  generation: number
  docMark: number
  changed: [number, number][] | null
  gone: [number, number][] | null
  stock: StockWire[] | null
}

export class CatalogMirror {
  private readonly stores = new Map<number, Promise<StoreIndex>>()
  /** the loaded ones: stock changes go straight into them */
  private readonly ready = new Map<number, StoreIndex>()
  private stock = new Map<number, StockEntry>()
  private since: string | undefined
  private generation: number | undefined
  /** last value of product_doc_version: word analyses are reused while it stands (text-search.ts) */
  docMark = 0
  /** the database's write count at the start of the last look (embedded database only) */
  private writesSeen: number | undefined
  private lookedAt = 0
  private running: Promise<void> | undefined
  private queued: Promise<void> | undefined

  constructor(private readonly database: Database) {}

  /**
   * Brings the mirror up to date with everything committed before the call. A call while a look
   * is running waits for one more look after it: the running one may have begun too early.
   */
  sync(): Promise<void> {
    if (!this.running) {
      this.running = this.look().finally(() => (this.running = undefined))
      return this.running
    }
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined
        return this.sync()
      })
    return this.queued
  }

  /** The store's index, loading it on first use (call sync() first). */
  store(storeId: number): Promise<StoreIndex> {
    let index = this.stores.get(storeId)
    if (!index) {
      index = this.loadStore(storeId)
      this.stores.set(storeId, index)
      index.catch(() => this.stores.delete(storeId))
    }
    return index
  }

  stockOf(productId: number): StockEntry | undefined {
    return this.stock.get(productId)
  }

  private qtyOf(productId: number): number {
    return this.stock.get(productId)?.qtyValue ?? 0
  }

  private async loadStore(storeId: number): Promise<StoreIndex> {
    const index = new StoreIndex(storeId)
    const rows = await readProductRows(this.database, storeId, index.vocabulary)
    // no await from here until `ready` holds the index: no stock change can slip in between
    for (const row of rows) index.put(row, this.qtyOf(row.productId))
    this.ready.set(storeId, index)
    void index.postings
    return index
  }

  private async look(): Promise<void> {
    const since = this.since
    const writes = this.database.writeCount?.()
    // nothing can have changed since the last look: no statement that may write has run
    if (since !== undefined && writes !== undefined && writes === this.writesSeen) return
    // table and column texts are constants of this file, never input
    const changes = (columns: string, table: string) =>
      since === undefined
        ? sql`null`
        : sql`(select json_agg(${sql.raw(columns)}) from ${sql.raw(table)} where txid >= ${since}::xid8)`
    const [look] = await this.database.rows<Look>(sql`
      select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
        (select generation from catalog_generation where id = 1)::float8 as generation,
        (select last_value from product_doc_version)::float8 as "docMark",
        ${changes(PRODUCT_COLUMNS, 'product_search')} as changed,
        ${changes(PRODUCT_COLUMNS, 'product_search_gone')} as gone,
        ${changes(STOCK_COLUMNS, 'stock_item')} as stock`)
    if (!look) throw new Error('catalogue mirror: no answer to the change query')
    const generation = Number(look.generation ?? 0)
    // deletion records are pruned after a day (indexer-write.ts): a mirror idle that long starts over
    const stale = Date.now() - this.lookedAt > STALE_AFTER_MS
    if (since === undefined || generation !== this.generation || stale) {
      await this.reloadAll()
    } else {
      for (const w of look.stock ?? []) {
        const [id, entry] = stockEntry(w)
        this.stock.set(id, entry)
        for (const index of this.ready.values()) index.setStock(id, entry.qtyValue)
      }
      await this.applyProductChanges([...(look.changed ?? []), ...(look.gone ?? [])])
    }
    this.generation = generation
    this.docMark = Number(look.docMark)
    this.since = look.xmin
    this.writesSeen = writes
    this.lookedAt = Date.now()
  }

  private async reloadAll() {
    this.stores.clear()
    this.ready.clear()
    const [row] = await this.database.rows<{ rows: string | null }>(
      sql`select json_agg(${sql.raw(STOCK_COLUMNS)})::text as rows from stock_item`,
    )
    this.stock = new Map((JSON.parse(row?.rows ?? '[]') as StockWire[]).map(stockEntry))
  }

  private async applyProductChanges(changes: [number, number][]) {
    const byStore = new Map<number, Set<number>>()
    for (const [storeId, productId] of changes) {
      if (!this.stores.has(storeId)) continue // not loaded yet: its first load reads the news
      const ids = byStore.get(storeId) ?? new Set<number>()
      ids.add(productId)
      byStore.set(storeId, ids)
    }
    for (const [storeId, ids] of byStore) {
      const index = await this.store(storeId)
      const rows = await readProductRows(this.database, storeId, index.vocabulary, [...ids])
      for (const row of rows) {
        index.put(row, this.qtyOf(row.productId))
        ids.delete(row.productId)
      }
      for (const id of ids) index.remove(id)
    }
  }
}

const mirrors = new WeakMap<Database, CatalogMirror>()

/** One mirror per database handle (tests open many databases in one process). */
export function catalogMirror(database: Database): CatalogMirror {
  let mirror = mirrors.get(database)
  if (!mirror) mirrors.set(database, (mirror = new CatalogMirror(database)))
  return mirror
}

export type MirrorWarmth = 'cold' | 'loading' | 'ready' | 'failed'
const warmth = new WeakMap<Database, MirrorWarmth>()

/**
 * Whether the start-up load of every store view has finished (/api/health shows it): until then
 * searches may wait for their store view, and the load takes the CPU from requests in between.
 */
export const mirrorWarmth = (database: Database): MirrorWarmth => warmth.get(database) ?? 'cold'

/** Loads every store view into the database's mirror; answers the number of product rows held. */
export async function warmCatalogMirror(database: Database): Promise<number> {
  warmth.set(database, 'loading')
  try {
    const mirror = catalogMirror(database)
    await mirror.sync()
    const stores = await database.rows<{ id: number }>(sql`select id from store_view order by id`)
    let rows = 0
    for (const { id } of stores) rows += (await mirror.store(id)).count
    warmth.set(database, 'ready')
    return rows
  } catch (error) {
    warmth.set(database, 'failed')
    throw error
  }
}
