/**
 * Reading and writing carts (quote, quote_item). A guest addresses its cart by the 32-character
 * random token; a customer by the numeric id, and only their own (decision 0010).
 */
import { randomBytes } from 'node:crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { quote, quoteItem, type CartItemProductOption } from '../db/schema/index.ts'
import type { Shopper } from './shopper.ts'

export type Quote = typeof quote.$inferSelect
export type QuoteItem = typeof quoteItem.$inferSelect

/** 128 random bits as 32 hex characters, like Magento's masked quote id. */
export function newCartToken(): string {
  return randomBytes(16).toString('hex')
}

const GUEST_TOKEN = /^[0-9a-f]{32}$/
const CUSTOMER_ID = /^\d{1,9}$/

export async function createQuote(db: Db, storeId: number, shopper: Shopper): Promise<Quote> {
  const [row] = await db
    .insert(quote)
    .values({ token: newCartToken(), storeId, customerId: shopper.customerId })
    .returning()
  return row!
}

/** The id the client knows the cart by: the token for guests, the number for customers. */
export function cartIdOf(q: Quote): string | number {
  return q.customerId === null ? q.token : q.id
}

/**
 * The active cart the shopper may use, or null. A guest cart is found by its token whoever
 * asks (the token is the secret); a numeric id only for its own customer.
 */
export async function findQuote(
  db: Db,
  cartId: string,
  shopper: Shopper,
  forUpdate = false,
): Promise<Quote | null> {
  let where
  if (GUEST_TOKEN.test(cartId)) where = and(eq(quote.token, cartId), eq(quote.isActive, true))
  else if (CUSTOMER_ID.test(cartId) && shopper.customerId !== null)
    where = and(
      eq(quote.id, Number(cartId)),
      eq(quote.customerId, shopper.customerId),
      eq(quote.isActive, true),
    )
  else return null
  const query = db.select().from(quote).where(where)
  const [row] = forUpdate ? await query.for('update') : await query
  return row ?? null
}

export async function loadItems(db: Db, quoteId: number): Promise<QuoteItem[]> {
  return db.select().from(quoteItem).where(eq(quoteItem.quoteId, quoteId)).orderBy(asc(quoteItem.id))
}

export async function touchQuote(db: Db, quoteId: number, changes: Partial<typeof quote.$inferInsert> = {}) {
  await db
    .update(quote)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(quote.id, quoteId))
}

export interface NewLine {
  productId: number
  parentProductId: number | null
  sku: string
  productType: string
  qty: number
  productOption: CartItemProductOption | null
  lineKey: string
}

/**
 * Adds `line.qty` units: a new line, or more of the same line (same identity) in one atomic
 * statement, so two tabs adding at once both count. Null when the sum would pass `maxQty`.
 */
export async function addToLine(
  db: Db,
  quoteId: number,
  line: NewLine,
  maxQty: number,
): Promise<QuoteItem | null> {
  const rows = await db
    .insert(quoteItem)
    .values({ ...line, qty: String(line.qty), quoteId })
    .onConflictDoUpdate({
      target: [quoteItem.quoteId, quoteItem.lineKey],
      set: { qty: sql`${quoteItem.qty} + excluded.qty`, updatedAt: sql`now()` },
      setWhere: sql`${quoteItem.qty} + excluded.qty <= ${maxQty}`,
    })
    .returning()
  return rows[0] ?? null
}

/** Sets a line's quantity; null when the line is not in this cart. */
export async function setLineQty(
  db: Db,
  quoteId: number,
  itemId: number,
  qty: number,
): Promise<QuoteItem | null> {
  const [row] = await db
    .update(quoteItem)
    .set({ qty: String(qty), updatedAt: sql`now()` })
    .where(and(eq(quoteItem.id, itemId), eq(quoteItem.quoteId, quoteId)))
    .returning()
  return row ?? null
}

export async function deleteLine(db: Db, quoteId: number, itemId: number): Promise<boolean> {
  const rows = await db
    .delete(quoteItem)
    .where(and(eq(quoteItem.id, itemId), eq(quoteItem.quoteId, quoteId)))
    .returning({ id: quoteItem.id })
  return rows.length > 0
}
