/**
 * The two checks of a signed-in customer's server cart (spec 001 §4, §9):
 * - every 15 s isCartUpdated: when the server's last change differs from the one stored, a sync
 *   (pull and merge) is forced, unless cart work such as an add is under way; the shopper is told
 *   when that changed the lines (a colleague, a purchaser or another device);
 * - every 150 s isCartAlreadyOrdered: a cart ordered elsewhere (a colleague, another device) is
 *   not ordered twice: the shopper is told and starts with a fresh cart.
 * Both ask only while the tab is visible and the browser online; a guest's cart keeps the
 * auto-sync check of cart-sync.ts (GET /api/cart/updated). Timing and decisions are pure and
 * unit-tested with fake timers (cart-checks.test.ts).
 */
import { notify } from '../../components/notifications/store.ts'
import { createTranslator } from '../../i18n/translate.ts'
import { oculusCall } from '../oculus.ts'
import { getUser } from '../user/user-store.ts'
import { clearCart } from './cart-actions.ts'
import { cartStoreCode } from './cart-api.ts'
import { AUTO_SYNC_MS, cartBusy, checkCartUpdated, serial, syncCart } from './cart-sync.ts'
import { getCart, setCart } from './cart-store.ts'

/** spec 001 §9: cart-updated every 15000 ms, already-ordered every 150000 ms */
export const CART_UPDATED_MS = AUTO_SYNC_MS
export const ALREADY_ORDERED_MS = 150_000

export type UpdatedDecision =
  /** nothing to compare (no answer) or cart work under way: ask again next time */
  | 'skip'
  /** the stored time is the server's: nothing changed */
  | 'same'
  /**
   * changed elsewhere, or no time stored yet (the first check of this cart on this device): force
   * a sync — a change made elsewhere before this device first asked is pulled too (issue 21)
   */
  | 'sync'

export function decideCartUpdated(
  stored: string | null,
  server: string | null | undefined,
  busy: boolean,
): UpdatedDecision {
  if (!server || busy) return 'skip'
  if (stored === server) return 'same'
  return 'sync'
}

const language = () => (cartStoreCode() === 'de' ? 'de' : 'nl')

/** What the lines are, to tell whether a forced sync changed anything the shopper sees. */
const linesKey = () =>
  JSON.stringify(
    getCart()
      .cartItems.map((item) => [item.sku, item.qty])
      .sort(),
  )

/** A signed-in customer's cart-updated check (isCartUpdated {cart_id}); true when it synced. */
export async function checkCustomerCartUpdated(): Promise<boolean> {
  const state = getCart()
  const cartId = state.cartServerToken
  if (!cartId || !state.syncEnabled || cartBusy()) return false
  const body = await oculusCall<{ updated_at?: string }>('isCartUpdated', { cart_id: cartId })
  // no answer from the back-office call (refused for this account, or down): the cart's own
  // check keeps the auto-sync going
  if (body === null) return checkCartUpdated()
  const now = getCart()
  // the cart changed hands meanwhile (ordered, logged out): this answer is about another cart
  if (now.cartServerToken !== cartId) return false
  const decision = decideCartUpdated(now.cartServerLastUpdate, body?.updated_at, cartBusy())
  if (decision === 'skip' || decision === 'same') return false
  setCart({ cartServerLastUpdate: body?.updated_at ?? null })
  const before = linesKey()
  await serial(() => syncCart({ force: true }))
  if (linesKey() !== before)
    notify({
      type: 'warning',
      subject: 'cart',
      message: createTranslator(language())('orderExtras.cartUpdated'),
    })
  return true
}

/** The already-ordered check (isCartAlreadyOrdered {cartId}); true when the cart was ordered. */
export async function checkCartAlreadyOrdered(): Promise<boolean> {
  const cartId = getCart().cartServerToken
  if (!cartId || !getUser().token) return false
  const body = await oculusCall<{ ordered?: boolean; order_number?: string | null }>('isCartAlreadyOrdered', {
    cartId,
  })
  if (body?.ordered !== true || getCart().cartServerToken !== cartId) return false
  const t = createTranslator(language())
  notify({
    type: 'warning',
    subject: 'cart',
    hasNoTimeout: true,
    message: body.order_number
      ? t('orderExtras.cartOrdered', { number: body.order_number })
      : t('orderExtras.cartOrderedNoNumber'),
    action1: { label: t('cart.msg.ok') },
  })
  // the ordered cart is done: no sync (it would push its lines into the order); the next add
  // starts a new server cart
  await serial(() => clearCart({ sync: false, disconnect: true }))
  return true
}

export interface CartCheckDeps {
  /** a signed-in customer with a server cart */
  customerCart(): boolean
  /** the tab is visible and the browser online: asking now makes sense */
  awake(): boolean
  customerUpdated(): Promise<unknown>
  guestUpdated(): Promise<unknown>
  alreadyOrdered(): Promise<unknown>
}

/** Starts both timers; the returned function stops them. */
export function scheduleCartChecks(deps: CartCheckDeps): () => void {
  const quietly = (job: () => Promise<unknown>) => void job().catch(() => undefined)
  const updated = setInterval(() => {
    if (!deps.awake()) return
    quietly(deps.customerCart() ? deps.customerUpdated : deps.guestUpdated)
  }, CART_UPDATED_MS)
  const ordered = setInterval(() => {
    if (deps.awake() && deps.customerCart()) quietly(deps.alreadyOrdered)
  }, ALREADY_ORDERED_MS)
  return () => {
    clearInterval(updated)
    clearInterval(ordered)
  }
}

export function startCartChecks(): () => void {
  return scheduleCartChecks({
    customerCart: () => Boolean(getUser().token && getCart().cartServerToken),
    awake: () => document.visibilityState === 'visible' && navigator.onLine !== false,
    customerUpdated: checkCustomerCartUpdated,
    guestUpdated: checkCartUpdated,
    alreadyOrdered: checkCartAlreadyOrdered,
  })
}
