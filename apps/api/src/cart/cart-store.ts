/**
 * Reading and writing carts (quote, quote_item). A guest addresses its cart by the 32-character
 * random token; a customer by the numeric id, and only their own (decision 0010).
 */
import { randomBytes } from 'node:crypto'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { preparedPerHandle, type Db } from '../db/client.ts'
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
    .values({
      token: newCartToken(),
      storeId,
      customerId: shopper.customerId,
      purchaserId: shopper.purchaserId ?? null,
    })
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
// the hot statements of cart calls, built once per handle (preparedPerHandle)
const guestQuote = preparedPerHandle((db) =>
  db
    .select()
    .from(quote)
    .where(and(eq(quote.token, sql.placeholder('token')), eq(quote.isActive, true)))
    .prepare('cart_guest_quote'),
)
const customerQuote = preparedPerHandle((db) =>
  db
    .select()
    .from(quote)
    .where(
      and(
        eq(quote.id, sql.placeholder('id')),
        eq(quote.customerId, sql.placeholder('customerId')),
        // the customer's own cart (0) or the purchaser's apart cart: never the one for the other
        sql`coalesce(${quote.purchaserId}, 0) = ${sql.placeholder('purchaserId')}`,
        eq(quote.isActive, true),
      ),
    )
    .prepare('cart_customer_quote'),
)
const quoteItems = preparedPerHandle((db) =>
  db
    .select()
    .from(quoteItem)
    .where(eq(quoteItem.quoteId, sql.placeholder('quoteId')))
    .orderBy(asc(quoteItem.id))
    .prepare('cart_quote_items'),
)

/**
 * The active cart the shopper may use, or null. A guest cart is found by its token whoever
 * asks (the token is the secret); a numeric id only for its own customer, and then the customer's
 * own cart only without a purchaser, an apart cart only with its purchaser (decision 0151).
 */
export async function findQuote(
  db: Db,
  cartId: string,
  shopper: Shopper,
  forUpdate = false,
): Promise<Quote | null> {
  let where
  if (GUEST_TOKEN.test(cartId)) {
    if (!forUpdate) return (await guestQuote(db).execute({ token: cartId }))[0] ?? null
    where = and(eq(quote.token, cartId), eq(quote.isActive, true))
  } else if (CUSTOMER_ID.test(cartId) && shopper.customerId !== null) {
    if (!forUpdate)
      return (
        (
          await customerQuote(db).execute({
            id: Number(cartId),
            customerId: shopper.customerId,
            purchaserId: shopper.purchaserId ?? 0,
          })
        )[0] ?? null
      )
    where = and(
      eq(quote.id, Number(cartId)),
      eq(quote.customerId, shopper.customerId),
      shopper.purchaserId ? eq(quote.purchaserId, shopper.purchaserId) : isNull(quote.purchaserId),
      eq(quote.isActive, true),
    )
  } else return null
  const [row] = await db.select().from(quote).where(where).for('update')
  return row ?? null
}

/**
 * The cart a cart id names whoever owns it and whether or not it is still active; null when there
 * is none. Only for calls that must tell "not yours" (403) from "no such cart" (404) or that ask
 * about an ordered cart (the back-office calls, decision 0136); shoppers' calls use `findQuote`.
 */
export async function quoteByCartId(db: Db, cartId: string): Promise<Quote | null> {
  const where = GUEST_TOKEN.test(cartId)
    ? eq(quote.token, cartId)
    : CUSTOMER_ID.test(cartId)
      ? eq(quote.id, Number(cartId))
      : null
  if (!where) return null
  const [row] = await db.select().from(quote).where(where)
  return row ?? null
}

export async function loadItems(db: Db, quoteId: number): Promise<QuoteItem[]> {
  return quoteItems(db).execute({ quoteId })
}

const touch = preparedPerHandle((db) =>
  db
    .update(quote)
    .set({ updatedAt: sql`now()` })
    .where(eq(quote.id, sql.placeholder('quoteId')))
    .prepare('cart_touch_quote'),
)
const touchInStore = preparedPerHandle((db) =>
  db
    .update(quote)
    .set({ storeId: sql`${sql.placeholder('storeId')}`, updatedAt: sql`now()` })
    .where(eq(quote.id, sql.placeholder('quoteId')))
    .prepare('cart_touch_quote_store'),
)

export async function touchQuote(db: Db, quoteId: number, changes: Partial<typeof quote.$inferInsert> = {}) {
  // the two forms of every line change (the others: addresses, methods, coupon) are prepared
  const keys = Object.keys(changes)
  if (keys.length === 0) return void (await touch(db).execute({ quoteId }))
  if (keys.length === 1 && changes.storeId !== undefined)
    return void (await touchInStore(db).execute({ quoteId, storeId: changes.storeId }))
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

const addLine = preparedPerHandle((db) =>
  db
    .insert(quoteItem)
    .values({
      quoteId: sql.placeholder('quoteId'),
      productId: sql.placeholder('productId'),
      parentProductId: sql.placeholder('parentProductId'),
      sku: sql.placeholder('sku'),
      productType: sql.placeholder('productType'),
      qty: sql.placeholder('qty'),
      // as JSON text (or SQL null): a placeholder would send a null option as JSON 'null'
      productOption: sql`${sql.placeholder('productOption')}::jsonb`,
      lineKey: sql.placeholder('lineKey'),
    })
    .onConflictDoUpdate({
      target: [quoteItem.quoteId, quoteItem.lineKey],
      set: { qty: sql`${quoteItem.qty} + excluded.qty`, updatedAt: sql`now()` },
      setWhere: sql`${quoteItem.qty} + excluded.qty <= ${sql.placeholder('maxQty')}`,
    })
    .returning()
    .prepare('cart_add_to_line'),
)

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
  const rows = await addLine(db).execute({
    ...line,
    qty: String(line.qty),
    productOption: line.productOption === null ? null : JSON.stringify(line.productOption),
    quoteId,
    maxQty,
  })
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
