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
  checkCartQty,
  fillMessage,
  lineMessage,
} from '@shop/commerce'
import { z } from 'zod'
import { fail, ok, type Result } from '../result.ts'
import { extensionAttributes } from './product-option-schema.ts'
import { resolveCartLines, type RequestedOptions } from './cart-product.ts'
import {
  checkStock,
  inTransaction,
  openCart,
  pullCart,
  type CartCall,
  type CartItemResult,
} from './cart-service.ts'
import { addToLine, findQuote, loadItems, touchQuote } from './cart-store.ts'

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
  const checkStockToo = call.ctx.config.cart.stockCheck || !call.ctx.config.cart.allowOutOfStock
  const added = await inTransaction(call.ctx.database.db, async (tx) => {
    // the cart row locked: another add waits for all of this one, not half of it
    const q = await findQuote(tx, cartId!, call.shopper, true)
    if (!q) return fail('not_found', MESSAGES.cartNotFound)
    // the quantity each line has so far, by line identity (two request lines may be one cart line)
    const inCart = new Map((await loadItems(tx, q.id)).map((item) => [item.lineKey, Number(item.qty)]))
    for (const [i, line] of lines.entries()) {
      const resolved = await resolveCartLines(
        tx,
        line.sku!,
        qtys[i]!,
        line.product_option?.extension_attributes,
      )
      if (!resolved.ok) return fail('invalid', lineMessage(i, 'sku', resolved.message))
      for (const newLine of resolved.value) {
        const total = (inCart.get(newLine.lineKey) ?? 0) + newLine.qty
        if (checkStockToo) {
          const stock = await checkStock(call, tx, newLine.productId, total)
          if (!stock.ok) return fail('invalid', lineMessage(i, 'qty', stock.message))
        }
        const saved = await addToLine(tx, q.id, newLine, MAX_CART_LINE_QTY)
        if (!saved)
          return fail(
            'invalid',
            lineMessage(i, 'qty', fillMessage(CART_QTY_MESSAGES.tooMany, { quantity: MAX_CART_LINE_QTY })),
          )
        inCart.set(newLine.lineKey, Number(saved.qty))
      }
    }
    await touchQuote(tx, q.id, { storeId: call.store.storeId })
    return ok(true)
  })
  return added.ok ? pullCart(call, cartId) : added
}
