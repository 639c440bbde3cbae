/**
 * A purchaser's line discounts (spec 001 §7 applyDiscountCart, getDiscountsAppliedMagento;
 * issue 17, decision 0158). Only a purchaser acting for the customer (principal.actingPurchaser)
 * gives one; the cap is the PURCHASER's maximum from the back office, not the customer's. The
 * discount lives on the cart line (quote_item), moves the cart's updated_at (the other tabs'
 * isCartUpdated sees it) and is written to the purchaser audit log in the same transaction.
 */
import { and, asc, eq } from 'drizzle-orm'
import {
  MESSAGES,
  checkLineDiscount,
  isCommentForCustomer,
  lineDiscountProblemText,
  storedDiscountPercent,
  type LineDiscountType,
} from '@shop/commerce'
import { backOfficeOf } from '../backoffice/back-office-factory.ts'
import { inTransaction } from '../cart/cart-service.ts'
import { touchQuote, type Quote } from '../cart/cart-store.ts'
import { quoteItem } from '../db/schema/index.ts'
import { recordPurchaserAction } from '../purchaser/audit.ts'
import { fail, ok, type Result } from '../result.ts'
import { checkNamedCustomer, namedCart, type OculusCaller } from './oculus-caller.ts'

type Id = string | number

export interface ApplyDiscountBody {
  customer_id?: Id | null
  cart_id: Id
  item_id?: Id | null
  quote_item_id?: Id | null
  disc_perc: unknown
  comment?: string | null
  type?: string | null
}

export interface DiscountsBody {
  customer_id?: Id | null
  customerId?: Id | null
  cart_id?: Id | null
  cartId?: Id | null
}

/** One line's discount as getDiscountsAppliedMagento lists it. */
export interface AppliedDiscount {
  item_id: number
  sku: string
  disc_perc: number
  /** null for the customer unless the type is 'customer' */
  comment: string | null
  type: LineDiscountType | null
}

/** The cart line the body names (quote_item_id, else item_id): both must agree when both come. */
function namedItemId(body: ApplyDiscountBody): Result<number> {
  const named = [body.quote_item_id, body.item_id].filter((v) => v !== undefined && v !== null && v !== '')
  const ids = named.map((v) => String(v).trim())
  if (ids.length === 0) return fail('invalid', 'quote_item_id: the cart line is required')
  if (!ids.every((v) => /^\d{1,9}$/.test(v)))
    return fail('invalid', 'quote_item_id: must be the cart line id (a whole number)')
  if (new Set(ids).size > 1) return fail('invalid', 'item_id: names another line than quote_item_id')
  return ok(Number(ids[0]))
}

/** The purchaser's maximum line discount (percent) from the back office; 0 when not a purchaser. */
export async function purchaserMaxPercent(caller: OculusCaller, purchaserId: number): Promise<number> {
  const purchaser = await backOfficeOf(caller.ctx).customer(purchaserId)
  return purchaser?.isPurchaser ? purchaser.purchaserMaxDiscountPercent : 0
}

export async function applyDiscountCart(
  caller: OculusCaller,
  body: ApplyDiscountBody,
): Promise<Result<AppliedDiscount[]>> {
  const acting = caller.principal.actingPurchaser
  if (!acting) return fail('forbidden', MESSAGES.lineDiscountOnlyPurchaser)
  const customer = await checkNamedCustomer(caller, 'customer_id', body.customer_id)
  if (!customer.ok) return customer
  const cart = await namedCart(caller, 'cart_id', body.cart_id)
  if (!cart.ok) return cart
  // an ordered cart is closed: its lines went with the order
  if (!cart.value.isActive) return fail('not_found', MESSAGES.cartNotFound)
  const itemId = namedItemId(body)
  if (!itemId.ok) return itemId

  const max = await purchaserMaxPercent(caller, acting.purchaserId)
  const checked = checkLineDiscount({ percent: body.disc_perc, comment: body.comment, type: body.type }, max)
  if (!checked.ok) return fail('invalid', checked.problems.map(lineDiscountProblemText).join('; '))
  const discount = checked.discount

  const db = caller.ctx.database.db
  const applied = await inTransaction(db, async (tx) => {
    const removed = discount.percent === 0
    const [line] = await tx
      .update(quoteItem)
      .set({
        discountPercent: removed ? null : discount.percent.toFixed(2),
        discountComment: removed ? null : discount.comment,
        discountType: removed ? null : discount.type,
        discountBy: removed ? null : acting.purchaserId,
      })
      .where(and(eq(quoteItem.id, itemId.value), eq(quoteItem.quoteId, cart.value.id)))
      .returning({ id: quoteItem.id, sku: quoteItem.sku })
    if (!line) return fail('not_found', MESSAGES.lineDiscountItemNotInCart)
    await touchQuote(tx, cart.value.id)
    await recordPurchaserAction(tx, {
      purchaserId: acting.purchaserId,
      customerId: acting.customerId,
      action: 'discount',
      details: {
        cart_id: cart.value.id,
        item_id: line.id,
        sku: line.sku,
        disc_perc: discount.percent,
        type: discount.type,
        ...(discount.comment ? { comment: discount.comment } : {}),
      },
    })
    return ok(line)
  })
  if (!applied.ok) return applied
  return ok(await discountsOf(caller, cart.value))
}

/** The cart's discounted lines; the comment as the caller may read it. */
async function discountsOf(caller: OculusCaller, cart: Quote): Promise<AppliedDiscount[]> {
  const purchaser = caller.principal.actingPurchaser !== null
  const rows = await caller.ctx.database.db
    .select({
      id: quoteItem.id,
      sku: quoteItem.sku,
      percent: quoteItem.discountPercent,
      comment: quoteItem.discountComment,
      type: quoteItem.discountType,
    })
    .from(quoteItem)
    .where(eq(quoteItem.quoteId, cart.id))
    .orderBy(asc(quoteItem.id))
  return rows
    .filter((r) => storedDiscountPercent(r.percent) > 0)
    .map((r) => ({
      item_id: r.id,
      sku: r.sku,
      disc_perc: storedDiscountPercent(r.percent),
      // an 'internal' comment is the purchaser's and the staff's (decision 0158)
      comment: purchaser || isCommentForCustomer(r.type) ? r.comment : null,
      type: r.type === 'customer' || r.type === 'internal' ? r.type : null,
    }))
}

export async function discountsApplied(
  caller: OculusCaller,
  body: DiscountsBody | undefined,
): Promise<Result<AppliedDiscount[]>> {
  for (const field of ['customer_id', 'customerId'] as const) {
    const checked = await checkNamedCustomer(caller, field, body?.[field])
    if (!checked.ok) return checked
  }
  const cartId = body?.cart_id ?? body?.cartId
  // without a cart: nothing to list (the old call was always asked with one)
  if (cartId === undefined || cartId === null || cartId === '') return ok([])
  const cart = await namedCart(caller, body?.cart_id !== undefined ? 'cart_id' : 'cartId', cartId)
  if (!cart.ok) return cart
  return ok(await discountsOf(caller, cart.value))
}
