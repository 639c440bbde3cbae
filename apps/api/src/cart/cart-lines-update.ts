/**
 * Several line quantities in one call (the back office's `updateall`, spec 001 §7): each line by
 * the cart update's rules and messages, and all of them or none - one bad line leaves the cart as
 * it was.
 */
import { MESSAGES, checkCartQty } from '@shop/commerce'
import { fail, ok, type Result } from '../result.ts'
import {
  checkStock,
  inTransaction,
  openCart,
  pullCart,
  type CartCall,
  type CartItemResult,
} from './cart-service.ts'
import { findQuote, loadItems, setLineQty, touchQuote } from './cart-store.ts'

export interface LineQty {
  /** the line's id, else the first line of this sku */
  item_id?: number | string
  sku?: string
  qty: unknown
}

export async function updateCartLines(
  call: CartCall,
  cartId: string | undefined,
  lines: readonly LineQty[],
): Promise<Result<CartItemResult[]>> {
  const found = await openCart(call, cartId)
  if (!found.ok) return found
  const changed = await inTransaction(call.ctx.database.db, async (tx) => {
    // the cart row locked: a line added meanwhile waits for this call, not half of it
    const q = await findQuote(tx, cartId!, call.shopper, true)
    if (!q) return fail('not_found', MESSAGES.cartNotFound)
    const items = await loadItems(tx, q.id)
    for (const line of lines) {
      const qty = checkCartQty(line.qty)
      if (!qty.ok) return fail('invalid', qty.message)
      const itemId = line.item_id === undefined || line.item_id === '' ? null : Number(line.item_id)
      const item = items.find((i) => (itemId === null ? i.sku === line.sku : i.id === itemId))
      if (!item) return fail('not_found', MESSAGES.cartItemNotFound)
      const stock = await checkStock(call, tx, item.productId, qty.qty)
      if (!stock.ok) return stock
      await setLineQty(tx, q.id, item.id, qty.qty)
    }
    await touchQuote(tx, q.id)
    return ok(true)
  })
  return changed.ok ? pullCart(call, cartId) : changed
}
