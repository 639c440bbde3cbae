/**
 * The user session (spec 000 §4): start from the cached user and token, login, register, logout.
 * It lends its tokens to the network client (refresh lock) and to the cart calls.
 */
import { notify } from '../../components/notifications/store.ts'
import type { Translate } from '../../i18n/translate.ts'
import { setUserTokenSource } from '../cart/cart-api.ts'
import { applyCoupon, clearCart, removeCoupon } from '../cart/cart-actions.ts'
import { connect, serial, syncCart } from '../cart/cart-sync.ts'
import { getCart, setCart } from '../cart/cart-store.ts'
import { clearCompare } from '../catalog/compare.ts'
import { clearWishlist } from '../wishlist/wishlist-store.ts'
import { emptyCheckout, setCheckout } from '../checkout/checkout-store.ts'
import { resetTokenLock, setTokenSession } from '../network-task.ts'
import { openAuthModal } from './auth-modal.ts'
import { loginCall, logoutCall, meCall, registerCall, type RegisterInput } from './user-api.ts'
import { loadOrdersHistory } from './orders-history.ts'
import { getUser, groupTokenOf, setUser } from './user-store.ts'
import { EMPTY_USER, type Customer } from './user-types.ts'

let translate: Translate | null = null
let started = false

export type Outcome = { ok: true } | { ok: false; message: string }

const message = (result: unknown, fallback: string) =>
  typeof result === 'string' && result ? result : fallback

/** Runs once per page in the browser: wires the tokens, then refreshes the cached profile. */
export function startSession(t: Translate): void {
  translate = t
  if (started) return
  started = true
  setUserTokenSource(() => getUser().token)
  setTokenSession({
    token: () => getUser().token,
    refreshToken: () => getUser().refreshToken,
    refreshed: (token, refreshToken) =>
      setUser({ token, refreshToken: refreshToken ?? getUser().refreshToken }),
    // the refresh token is refused: the session expired. Say so and offer to log in again
    // (a register dialog without a word left shoppers guessing, issue 13 item 10)
    failed: () => {
      void logout({ silent: true }).then(() => openAuthModal('login', 'sessionExpired'))
    },
    fatal: (text) => {
      notify({ type: 'error', message: translate ? translate('account.refreshFatal') : text })
      void logout({ silent: true }).then(() => window.location.reload())
    },
    groupToken: () => groupTokenOf(getUser()),
  })
  // 000 §4: with a token the user counts as authorized and the profile and order history load
  if (getUser().token) {
    void loadProfile()
    void loadOrdersHistory()
  }
}

export async function loadProfile(): Promise<Customer | null> {
  const answer = await meCall().catch(() => null)
  // logged out while the call ran: the profile (and its groupToken) must not come back
  if (!getUser().token) return null
  if (answer?.code === 200 && answer.result && typeof answer.result === 'object') {
    setUser({ current: answer.result })
    return answer.result
  }
  return null
}

/**
 * Logging in authorizes the cart (000 §4): without the coupon, a new connection with the user
 * token (the server hands the customer's cart; the browser's guest lines merge in on the sync),
 * then the coupon again.
 */
async function authorizeCart(): Promise<void> {
  const coupon = getCart().couponCode
  if (coupon && getCart().cartServerToken) await removeCoupon().catch(() => false)
  setCart({ cartServerToken: null, cartItemsHash: null, connectBypassCount: 0, syncEnabled: true })
  // connect even with an empty cart: the customer's cart may hold lines from another browser
  await serial(async () => {
    if (await connect()) await syncCart({ force: true })
  }).catch(() => undefined)
  if (coupon) await applyCoupon(coupon).catch(() => null)
}

export async function login(email: string, password: string, storeCode?: string): Promise<Outcome> {
  const answer = await loginCall(email, password, storeCode).catch(() => null)
  if (!answer) return { ok: false, message: 'network' }
  if (answer.code !== 200 || typeof answer.result !== 'string')
    return { ok: false, message: message(answer.result, 'error') }
  const meta = answer.meta as { refreshToken?: string } | undefined
  resetTokenLock()
  setUser({ ...EMPTY_USER, token: answer.result, refreshToken: meta?.refreshToken ?? null })
  // 000 §4: if loading the session fails, the user is cleared
  if (!(await loadProfile())) {
    setUser(EMPTY_USER)
    return { ok: false, message: 'error' }
  }
  // contract §2: after the profile the order history; the cart does not wait for it
  void loadOrdersHistory()
  await authorizeCart()
  return { ok: true }
}

export async function register(input: RegisterInput, storeId?: number): Promise<Outcome> {
  const answer = await registerCall(input, storeId).catch(() => null)
  if (!answer) return { ok: false, message: 'network' }
  if (answer.code !== 200) return { ok: false, message: message(answer.result, 'error') }
  return login(input.email, input.password)
}

/** 000 §4: ends the session and clears cart, compare list, wishlist and checkout details. */
export async function logout(options: { silent?: boolean } = {}): Promise<void> {
  const { refreshToken } = getUser()
  setUser(EMPTY_USER)
  if (refreshToken) await logoutCall(refreshToken).catch(() => null)
  await clearCart({ sync: false, disconnect: true })
  clearCompare()
  clearWishlist()
  setCheckout(emptyCheckout())
  if (!options.silent && translate)
    notify({ type: 'success', message: translate('account.loggedOut'), subject: 'session' })
}
