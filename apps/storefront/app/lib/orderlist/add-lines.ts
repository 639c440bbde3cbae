/**
 * Many lines into the cart in ONE request (issue 17 "adding 50 lines takes one request"):
 * POST /api/cart/add-lines, all or none. The browser's cart is brought in step first, and after
 * the add it takes the server's lines as they are (the add may raise quantities of lines it
 * already had, which a merge would undo by pushing the old quantity back).
 */
import { cartHash, type ProductOption } from '@shop/commerce'
import { networkTask } from '../network-task.ts'
import { cartStoreCode, userToken } from '../cart/cart-api.ts'
import { getCart, setCart } from '../cart/cart-store.ts'
import { connect, serial, syncCart, syncTotals } from '../cart/cart-sync.ts'
import type { ServerCartItem } from '../cart/cart-types.ts'
import { planSync } from '../cart/sync-diff.ts'

export interface AddLine {
  sku: string
  qty: number
  product_option?: ProductOption
}

/** The contract's limit per request. */
export const ADD_LINES_MAX = 200

export type AddLinesOutcome = { ok: true; count: number } | { ok: false; message: string }

export function addLinesToCart(lines: readonly AddLine[]): Promise<AddLinesOutcome> {
  const wanted = lines.filter((line) => Number.isInteger(line.qty) && line.qty > 0)
  if (!wanted.length) return Promise.resolve({ ok: false, message: '' })
  return serial(async (): Promise<AddLinesOutcome> => {
    if (!getCart().cartServerToken && !(await connect())) return { ok: false, message: '' }
    await syncCart()
    const answer = await networkTask<ServerCartItem[] | string>({
      url: '/api/cart/add-lines',
      method: 'POST',
      body: { cartItems: wanted },
      cartCall: true,
      token: userToken(),
      cartId: getCart().cartServerToken,
      storeCode: cartStoreCode() || undefined,
    }).catch(() => null)
    if (!answer) return { ok: false, message: '' }
    if (answer.code !== 200 || !Array.isArray(answer.result)) {
      const result = answer.result as unknown
      const message =
        typeof result === 'string'
          ? result
          : result && typeof result === 'object' && 'message' in result
            ? String((result as { message: unknown }).message)
            : ''
      return { ok: false, message }
    }
    const plan = planSync(getCart().cartItems, answer.result, { merge: false, forceClientState: false })
    setCart({
      cartItems: plan.items,
      cartItemsHash: cartHash(plan.items, userToken()),
      cartServerLastSyncDate: Date.now(),
    })
    await syncTotals().catch(() => null)
    return { ok: true, count: wanted.length }
  })
}
