import { customType } from 'drizzle-orm/pg-core'

/** PostgreSQL full-text vector; written with to_tsvector/setweight in SQL, never from JS. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
})

/** Raw bytes (generated product images are stored once in the database). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
})

/** Labels per store view: `{ "1": "Zwart", "3": "Schwarz" }`. Store 1 is the fallback. */
export type StoreLabels = Record<string, string>

/**
 * A transaction id (xid8): rows carry the id of the transaction that last wrote them, so that a
 * process can read "what changed since my last look" without missing transactions that were
 * still running at that look (catalog/mirror, docs/decisions/0052).
 */
export const xid8 = customType<{ data: string }>({
  dataType: () => 'xid8',
})
