/**
 * Taking over a customer (spec 001 §3, §4, §7), switching to another one and leaving.
 *
 * Takeover: create-hash with the purchaser's token, then the login as the customer with that hash
 * gives a takeover token; it goes into the user store as a normal sign-in does (profile, order
 * history, cart), so every screen, price and rule is the customer's by construction. The
 * purchaser's own session is kept aside (decision 0155) and put back on leaving. The browser's
 * cart and checkout details are emptied without touching any server cart first: the purchaser's
 * lines must not merge into the customer's cart, nor their address into the customer's order.
 */
import { clearCart } from '../cart/cart-actions.ts'
import { connect, serial, syncCart } from '../cart/cart-sync.ts'
import { setCart } from '../cart/cart-store.ts'
import { emptyCheckout, setCheckout } from '../checkout/checkout-store.ts'
import { resetTokenLock } from '../network-task.ts'
import { loadProfile } from '../user/session.ts'
import { logoutCall } from '../user/user-api.ts'
import { loadOrdersHistory } from '../user/orders-history.ts'
import { getUser, setUser } from '../user/user-store.ts'
import { EMPTY_USER } from '../user/user-types.ts'
import { createHashCall, takeoverLoginCall } from './purchaser-api.ts'
import {
  clearPurchaser,
  getPurchaser,
  isActing,
  setPurchaser,
  type PurchaserMode,
} from './purchaser-store.ts'

export type TakeoverOutcome = { ok: true } | { ok: false; reason: 'notPurchaser' | 'refused' | 'network' }

/** Empties the browser's cart and checkout, then connects to the server cart the token (and mode) name. */
async function reconnectCart(): Promise<void> {
  await clearCart({ sync: false, disconnect: true })
  setCheckout(emptyCheckout())
  setCart({ cartServerToken: null, cartItemsHash: null, connectBypassCount: 0, syncEnabled: true })
  await serial(async () => {
    if (await connect()) await syncCart({ force: true })
  }).catch(() => undefined)
}

/** The takeover session's refresh token ends on the server: nobody can renew it from this browser. */
function endTakeoverSession(): void {
  const { refreshToken } = getUser()
  if (refreshToken) void logoutCall(refreshToken).catch(() => null)
}

/**
 * Takes over the customer in the mode (also from an ongoing takeover: that is the switch).
 * On any refusal the state stays as it was.
 */
export async function takeOver(
  customer: { id: number; email: string },
  mode: PurchaserMode,
  storeCode?: string,
): Promise<TakeoverOutcome> {
  const state = getPurchaser()
  const acting = isActing(state)
  const user = getUser()
  const own =
    acting && state.own
      ? state.own
      : { token: user.token, refreshToken: user.refreshToken, current: user.current }
  const purchaserId = acting ? state.purchaserId : (user.current?.id ?? null)
  if (!own.token || !purchaserId) return { ok: false, reason: 'notPurchaser' }

  const hashAnswer = await createHashCall(customer.id, purchaserId)
  if (!hashAnswer) return { ok: false, reason: 'network' }
  const hash = typeof hashAnswer.result === 'object' && hashAnswer.result ? hashAnswer.result.hash : undefined
  if (hashAnswer.code !== 200 || !hash) return { ok: false, reason: 'refused' }
  const login = await takeoverLoginCall(customer.email, purchaserId, hash, storeCode)
  if (!login) return { ok: false, reason: 'network' }
  if (login.code !== 200 || typeof login.result !== 'string' || !login.result)
    return { ok: false, reason: 'refused' }

  if (acting) endTakeoverSession()
  // the own session as it is now (freshOwnToken may have renewed it while asking for the hash)
  const now = getPurchaser()
  const kept =
    acting && now.own
      ? now.own
      : { token: getUser().token!, refreshToken: getUser().refreshToken, current: getUser().current }
  setPurchaser({
    purchaserId,
    purchaserEmail: kept.current?.email ?? now.purchaserEmail,
    takeOverCart: mode === 'customer' ? 'true' : 'false',
    own: kept,
  })
  const meta = login.meta as { refreshToken?: string } | undefined
  resetTokenLock()
  // the customer's session, as a sign-in sets it: no trace of the purchaser's profile or orders
  setUser({ ...EMPTY_USER, token: login.result, refreshToken: meta?.refreshToken ?? null })
  if (!(await loadProfile())) {
    await leave()
    return { ok: false, reason: 'refused' }
  }
  void loadOrdersHistory()
  await reconnectCart()
  return { ok: true }
}

/** Back to the purchaser's own account: their session, profile, order history and cart. */
export async function leave(): Promise<void> {
  const state = getPurchaser()
  const own = state.own
  endTakeoverSession()
  clearPurchaser()
  resetTokenLock()
  if (!own) {
    setUser(EMPTY_USER)
    await clearCart({ sync: false, disconnect: true })
    return
  }
  setUser({ ...EMPTY_USER, token: own.token, refreshToken: own.refreshToken, current: own.current })
  // the kept session may have expired meanwhile: the profile load renews it (or logs out)
  void loadProfile()
  void loadOrdersHistory()
  await reconnectCart()
}
