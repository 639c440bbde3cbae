/**
 * Taking over a customer (spec 001 §3, §4, §7), switching to another one and leaving.
 *
 * Takeover: create-hash with the purchaser's token, then the login as the customer with that hash
 * gives a takeover token; it goes into the user store as a normal sign-in does (profile, order
 * history, cart), so every screen, price and rule is the customer's by construction. The
 * purchaser's own session is kept aside (decision 0155) and put back on leaving. The browser's
 * cart and checkout details are emptied without touching any server cart first: the purchaser's
 * lines must not merge into the customer's cart, nor their address into the customer's order.
 *
 * Ending a takeover session on the server also ends the purchaser's access tokens of the moment
 * (decision 0150: a takeover follows the purchaser's token version), so leaving always renews the
 * purchaser's own token with their refresh token before anything else is asked.
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
import { createHashCall, refreshCall, takeoverLoginCall } from './purchaser-api.ts'
import {
  clearPurchaser,
  getPurchaser,
  isActing,
  setPurchaser,
  type PurchaserMode,
} from './purchaser-store.ts'

export type TakeoverOutcome = { ok: true } | { ok: false; reason: 'notPurchaser' | 'refused' | 'network' }

/** Empties the browser's cart and checkout details, without a word to the server cart. */
async function forgetLocalCart(): Promise<void> {
  await clearCart({ sync: false, disconnect: true })
  setCheckout(emptyCheckout())
}

/** Connects to the server cart the session's token (and the mode) name, and pulls its lines. */
async function connectCart(): Promise<void> {
  setCart({ cartServerToken: null, cartItemsHash: null, connectBypassCount: 0, syncEnabled: true })
  await serial(async () => {
    if (await connect()) await syncCart({ force: true })
  }).catch(() => undefined)
}

/** The session now in the user store takes over: profile, order history, cart. */
async function startSession(): Promise<boolean> {
  resetTokenLock()
  if (!(await loadProfile())) return false
  void loadOrdersHistory()
  await forgetLocalCart()
  await connectCart()
  return true
}

/**
 * Back to the purchaser's own account: the takeover session ends on the server, the purchaser's
 * session is renewed and loaded with their profile, order history and cart (unless a switch goes
 * on to the next customer at once). A refused renewal signs the purchaser out.
 */
export async function leave(options: { connect?: boolean } = {}): Promise<boolean> {
  const { own } = getPurchaser()
  const takeoverRefresh = getUser().refreshToken
  await forgetLocalCart()
  clearPurchaser()
  if (takeoverRefresh) await logoutCall(takeoverRefresh).catch(() => null)
  const renewed = own?.refreshToken ? await refreshCall(own.refreshToken) : null
  resetTokenLock()
  if (!own || !renewed) {
    setUser(EMPTY_USER)
    return false
  }
  setUser({ ...EMPTY_USER, ...renewed, current: own.current })
  if (options.connect === false) return true
  return startSession()
}

/**
 * Takes over the customer in the mode. Switching from another customer first leaves that one
 * (back in the purchaser's own session), then takes over; a refusal leaves the purchaser there.
 */
export async function takeOver(
  customer: { id: number; email: string },
  mode: PurchaserMode,
  storeCode?: string,
): Promise<TakeoverOutcome> {
  const switching = isActing(getPurchaser())
  if (switching && !(await leave({ connect: false }))) return { ok: false, reason: 'refused' }
  // after a switch the purchaser is in their own session now: a refusal loads it fully
  const stayOwn = async () => {
    if (switching) await startSession()
  }
  const own = getUser()
  const purchaserId = own.current?.id ?? null
  if (!own.token || !purchaserId) return { ok: false, reason: 'notPurchaser' }

  const hashAnswer = await createHashCall(customer.id, purchaserId)
  const hash =
    typeof hashAnswer?.result === 'object' && hashAnswer.result ? hashAnswer.result.hash : undefined
  const login =
    hashAnswer?.code === 200 && hash
      ? await takeoverLoginCall(customer.email, purchaserId, hash, storeCode)
      : null
  if (!hashAnswer || (hash && !login)) {
    await stayOwn()
    return { ok: false, reason: 'network' }
  }
  if (!login || login.code !== 200 || typeof login.result !== 'string' || !login.result) {
    await stayOwn()
    return { ok: false, reason: 'refused' }
  }

  // the own session as it is now (create-hash may have renewed it)
  const kept = getUser()
  setPurchaser({
    purchaserId,
    purchaserEmail: kept.current?.email ?? null,
    takeOverCart: mode === 'customer' ? 'true' : 'false',
    own: { token: kept.token!, refreshToken: kept.refreshToken, current: kept.current },
  })
  const meta = login.meta as { refreshToken?: string } | undefined
  // the customer's session, as a sign-in sets it: no trace of the purchaser's profile or orders
  setUser({ ...EMPTY_USER, token: login.result, refreshToken: meta?.refreshToken ?? null })
  if (!(await startSession())) {
    await leave()
    return { ok: false, reason: 'refused' }
  }
  return { ok: true }
}
