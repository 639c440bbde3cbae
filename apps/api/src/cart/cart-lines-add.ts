/**
 * Many products into the cart in one request (`POST /api/cart/add-lines`, issue 17's quick
 * ordering; decision 0163): an order list or a size x colour matrix sends up to 200 lines. Each
 * line goes by the single add's rules and messages (cart-service `updateCart`: quantity, product
 * and options, stock, the line maximum), all in one transaction: one bad line leaves the cart as
 * it was, and the 400 names the line (`cartItems[3].qty: ...`; an unknown product is a 400 here,
 * not the single add's 404: it is a line of the request that is wrong). Answers the lines as pull does.
 */
import {
  ADD_LINES_MAX,
  CART_QTY_MESSAGES,
  MAX_CART_LINE_QTY,
  MESSAGES,
  ORDER_LIST_MESSAGES,
  cartLineKey,
  checkCartQty,
  fillMessage,
  lineMessage,
} from '@shop/commerce'
import { z } from 'zod'
import { fail, ok, type Result } from '../result.ts'
import { extensionAttributes } from './product-option-schema.ts'
import { resolveCartLines, type RequestedOptions } from './cart-product.ts'
import { and, inArray, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { product, quoteItem, stockItem } from '../db/schema/index.ts'
import {
  inTransaction,
  openCart,
  pullCart,
  stockVerdict,
  type CartCall,
  type CartItemResult,
} from './cart-service.ts'
import { findQuote, loadItems, touchQuote, type NewLine } from './cart-store.ts'

/** The request body (in /api/docs). */
export const addLinesBody = z.object({
  cartItems: z
    .array(
      z.object({
        // a missing sku is named by its line (cartItems[3].sku) in cart-lines-add.ts
        sku: z.string().trim().max(64).optional(),
        // checked by checkCartQty so the shopper gets the spec's quantity messages
        qty: z.unknown().optional(),
        product_option: z.object({ extension_attributes: extensionAttributes.optional() }).optional(),
      }),
    )
    .max(ADD_LINES_MAX, `at most ${ADD_LINES_MAX} lines at once`),
})

export interface AddLine {
  sku?: string
  qty?: unknown
  product_option?: { extension_attributes?: RequestedOptions }
}

export async function addCartLines(
  call: CartCall,
  cartId: string | undefined,
  lines: readonly AddLine[],
): Promise<Result<CartItemResult[]>> {
  if (lines.length === 0) return fail('invalid', ORDER_LIST_MESSAGES.noLines)
  if (lines.length > ADD_LINES_MAX)
    return fail('invalid', fillMessage(ORDER_LIST_MESSAGES.tooManyLines, { max: ADD_LINES_MAX }))
  // what the request says is checked before the cart is touched: the cheapest refusals first
  const qtys: number[] = []
  for (const [i, line] of lines.entries()) {
    if (!line.sku) return fail('invalid', lineMessage(i, 'sku', 'is required'))
    const qty = checkCartQty(line.qty ?? 1)
    if (!qty.ok) return fail('invalid', lineMessage(i, 'qty', qty.message))
    qtys.push(qty.qty)
  }
  const found = await openCart(call, cartId)
  if (!found.ok) return found
  const added = await inTransaction(call.ctx.database.db, async (tx) => {
    // the cart row locked: another add-lines waits for all of this one, not half of it
    const q = await findQuote(tx, cartId!, call.shopper, true)
    if (!q) return fail('not_found', MESSAGES.cartNotFound)
    const resolved = await resolveAll(tx, lines, qtys)
    if (!resolved.ok) return resolved
    const planned = await plan(call, tx, q.id, resolved.value)
    if (!planned.ok) return planned
    const written = await writeLines(tx, q.id, planned.value)
    if (!written.ok) return written
    await touchQuote(tx, q.id, { storeId: call.store.storeId })
    return ok(true)
  })
  return added.ok ? pullCart(call, cartId) : added
}

/** A cart line to add and the request line it came from. */
type Resolved = { index: number; line: NewLine }

/**
 * What each request line means in the catalogue. A plain product (no options, not a child, not
 * composite) - most lines of an order list - is looked up for all lines in one query and made
 * into the line `resolveCartLines` makes for it (its `singleLine` without options); every other
 * line goes through `resolveCartLines` itself, so its rules and messages stay the single add's.
 */
async function resolveAll(tx: Db, lines: readonly AddLine[], qtys: number[]): Promise<Result<Resolved[]>> {
  const skus = [...new Set(lines.map((l) => l.sku!))]
  const rows = await tx
    .select({
      id: product.id,
      sku: product.sku,
      typeId: product.typeId,
      plain: sql<boolean>`not exists(select 1 from custom_option o where o.product_id = ${product.id})
        and not exists(select 1 from product_super_link l join product pp on pp.id = l.parent_id
          where l.child_id = ${product.id} and pp.status < 2)`,
    })
    .from(product)
    .where(and(inArray(product.sku, skus), lt(product.status, 2)))
  const plain = new Map(
    rows.filter((r) => r.plain && !COMPOSITE.has(r.typeId)).map((r) => [r.sku, r] as const),
  )
  const resolved: Resolved[] = []
  for (const [index, line] of lines.entries()) {
    const options = line.product_option?.extension_attributes
    const p = plain.get(line.sku!)
    if (p && !hasChoices(options)) {
      resolved.push({
        index,
        line: {
          productId: p.id,
          parentProductId: null,
          sku: p.sku,
          productType: p.typeId,
          qty: qtys[index]!,
          productOption: null,
          lineKey: cartLineKey(p.sku),
        },
      })
      continue
    }
    const one = await resolveCartLines(tx, line.sku!, qtys[index]!, options)
    if (!one.ok) return fail('invalid', lineMessage(index, 'sku', one.message))
    for (const newLine of one.value) resolved.push({ index, line: newLine })
  }
  return ok(resolved)
}

const COMPOSITE = new Set(['configurable', 'grouped', 'bundle'])

const hasChoices = (options: RequestedOptions | undefined) =>
  !!options && Object.values(options).some((value) => Array.isArray(value) && value.length > 0)

/** A cart line after this request: its request lines merged (two lines of one product are one). */
type Planned = { line: NewLine; indexes: number[] }

/**
 * The lines merged by line identity, each request line checked in order against the quantity the
 * line would have by then (the cart's plus the earlier request lines'): the line maximum and the
 * stock rule of the single add (`stockVerdict`), with the stock rows read in one query.
 */
async function plan(
  call: CartCall,
  tx: Db,
  quoteId: number,
  resolved: Resolved[],
): Promise<Result<Planned[]>> {
  const settings = call.ctx.config.cart
  const inCart = new Map((await loadItems(tx, quoteId)).map((item) => [item.lineKey, Number(item.qty)]))
  const checkStock = settings.stockCheck || !settings.allowOutOfStock
  const ids = [...new Set(resolved.map((r) => r.line.productId))]
  const stock = checkStock
    ? new Map(
        (await tx.select().from(stockItem).where(inArray(stockItem.productId, ids))).map((s) => [
          s.productId,
          s,
        ]),
      )
    : new Map()
  const planned = new Map<string, Planned>()
  for (const { index, line } of resolved) {
    const total = (inCart.get(line.lineKey) ?? 0) + line.qty
    if (total > MAX_CART_LINE_QTY)
      return fail(
        'invalid',
        lineMessage(index, 'qty', fillMessage(CART_QTY_MESSAGES.tooMany, { quantity: MAX_CART_LINE_QTY })),
      )
    if (checkStock) {
      const verdict = stockVerdict(call, stock.get(line.productId), total)
      if (!verdict.ok) return fail('invalid', lineMessage(index, 'qty', verdict.message))
    }
    inCart.set(line.lineKey, total)
    const known = planned.get(line.lineKey)
    if (known) {
      known.line = { ...known.line, qty: known.line.qty + line.qty }
      known.indexes.push(index)
    } else planned.set(line.lineKey, { line, indexes: [index] })
  }
  return ok([...planned.values()])
}

/**
 * All lines in one statement: new lines inserted in request order, existing ones grown, each only
 * while it stays within the line maximum (a single add may have grown it since `plan` read it).
 */
async function writeLines(tx: Db, quoteId: number, planned: Planned[]): Promise<Result<true>> {
  const written = await tx
    .insert(quoteItem)
    .values(
      planned.map(({ line }) => ({
        quoteId,
        productId: line.productId,
        parentProductId: line.parentProductId,
        sku: line.sku,
        productType: line.productType,
        qty: String(line.qty),
        productOption: line.productOption,
        lineKey: line.lineKey,
      })),
    )
    .onConflictDoUpdate({
      target: [quoteItem.quoteId, quoteItem.lineKey],
      set: { qty: sql`${quoteItem.qty} + excluded.qty`, updatedAt: sql`now()` },
      setWhere: sql`${quoteItem.qty} + excluded.qty <= ${MAX_CART_LINE_QTY}`,
    })
    .returning({ lineKey: quoteItem.lineKey })
  const done = new Set(written.map((w) => w.lineKey))
  const over = planned.find((p) => !done.has(p.line.lineKey))
  return over
    ? fail(
        'invalid',
        lineMessage(
          over.indexes.at(-1)!,
          'qty',
          fillMessage(CART_QTY_MESSAGES.tooMany, { quantity: MAX_CART_LINE_QTY }),
        ),
      )
    : ok(true)
}
