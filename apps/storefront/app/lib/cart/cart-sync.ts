/**
 * Connecting the cart to the server and keeping the two in step (spec 000 §4 "Cart connection
 * and sync", contract §13): connect with the guest bypass, sync by the plan of sync-diff.ts, then
 * the totals. Every server round trip of the cart runs through `serial` so two clicks never
 * interleave their pulls and updates.
 */
import { cartHash } from '@shop/commerce'
import { notify } from '../../components/notifications/store.ts'
import { setCartRecreate } from '../network-task.ts'
import { CART_CONFIG } from './cart-config.ts'
import {
  cartUpdatedCall,
  createCart,
  deleteCartItem,
  fetchTotals,
  pullCart,
  shippingInformationCall,
  updateCartItem,
  userToken,
  type ShippingInformation,
} from './cart-api.ts'
import { applyTotalsToItems, parseTotalsOptions } from './cart-lines.ts'
import { getCart, setCart } from './cart-store.ts'
import { refusalText } from './refusal-text.ts'
import type { CartItem, PlatformTotals, ServerCartItem } from './cart-types.ts'
import { afterAcceptedUpdate, afterRefusedUpdate, planSync, type DiffEntry } from './sync-diff.ts'

let queue: Promise<unknown> = Promise.resolve()
let pending = 0

/** Runs cart work one job after the other. */
export function serial<T>(job: () => Promise<T>): Promise<T> {
  pending++
  const run = queue.then(job, job).finally(() => pending--)
  queue = run.catch(() => undefined)
  return run
}

/** Cart work (an add, a sync) is under way. */
export function cartBusy(): boolean {
  return pending > 0
}

/** How often the browser asks whether the server cart changed elsewhere (spec 001 §4). */
export const AUTO_SYNC_MS = 15_000

/**
 * The auto-sync check: the server's last-update time against the stored one; a difference
 * (another device, a purchaser, an order), or none stored yet, forces a merging sync, unless
 * cart work is under way.
 */
export async function checkCartUpdated(): Promise<boolean> {
  const state = getCart()
  if (!state.cartServerToken || !state.syncEnabled || cartBusy()) return false
  const answer = await cartUpdatedCall().catch(() => null)
  if (answer?.code !== 200 || !answer.result?.updated_at) return false
  const updated = answer.result.updated_at
  if (state.cartServerLastUpdate === updated) return false
  // no time stored yet (this device's first check of the cart) counts as a difference: a change
  // made elsewhere before the first check is pulled too (issue 21)
  setCart({ cartServerLastUpdate: updated })
  await serial(() => syncCart({ force: true }))
  return true
}

export interface UpdateNotice {
  /** a confirmed add or quantity change, for the success message */
  kind: 'added' | 'updated'
  sku: string
}

export interface SyncReport {
  diff: DiffEntry[]
  notices: UpdateNotice[]
  refused: { sku: string; message: string }[]
}

function currentHash(): string {
  return cartHash(getCart().cartItems, userToken())
}

/** Asks the server for a cart id; 401 with a user token retries as guest up to the maximum. */
export async function connect(guest = false): Promise<boolean> {
  const answer = await createCart(guest).catch(() => null)
  // no answer (offline, the page left mid-call): the server refused nothing, so sync stays on and
  // the next sync connects again
  if (!answer) return false
  if (answer.code === 200 && answer.result !== null && answer.result !== '') {
    setCart({ cartServerToken: String(answer.result), syncEnabled: true, cartItemsHash: null })
    return true
  }
  const state = getCart()
  if (answer.code === 401 && state.connectBypassCount < CART_CONFIG.maxCartBypassAttempts) {
    setCart({ connectBypassCount: state.connectBypassCount + 1 })
    return connect(true)
  }
  setCart({ syncEnabled: false, cartServerToken: null })
  return false
}

// a queued cart change that finds no cart id re-creates the cart (001 §8)
setCartRecreate(() => connect())

export function syncRequired(): boolean {
  const state = getCart()
  return !state.cartItemsHash || state.cartItemsHash !== currentHash() || !state.cartServerLastSyncDate
}

/**
 * One sync: pull, compare, push or take over, then totals. `forceClientState` for adds and
 * removes (the browser's lines win); connect-time syncs merge (or replace when merging is off).
 */
export async function syncCart(
  options: { forceClientState?: boolean; force?: boolean } = {},
): Promise<SyncReport> {
  const report: SyncReport = { diff: [], notices: [], refused: [] }
  let state = getCart()
  if (!state.syncEnabled) return report
  if (!state.cartServerToken) {
    // nothing to keep in step yet: an empty cart gets its server cart with the first add
    if (!state.cartItems.length) return report
    if (!(await connect())) return report
    state = getCart()
  }
  if (!options.force && !options.forceClientState && !syncRequired()) return report

  const pulled = await pullCart().catch(() => null)
  // no answer: nothing is known about the server cart, so nothing changes; the next sync asks again
  if (!pulled) return report
  if (pulled.code !== 200 || !Array.isArray(pulled.result)) {
    // a foreign or expired cart id: start a guest cart, bounded by the bypass counter
    const fresh = getCart()
    if (fresh.connectBypassCount < CART_CONFIG.maxCartBypassAttempts) {
      setCart({ connectBypassCount: fresh.connectBypassCount + 1, cartServerToken: null })
      if (await connect(true)) return syncCart({ ...options, force: true })
    } else {
      setCart({ syncEnabled: false })
    }
    await syncTotals().catch(() => undefined)
    return report
  }

  const forceClientState = options.forceClientState ?? false
  // the lines as they are now, not as they were before the pull: a quantity the shopper changed
  // while it ran must not be overwritten by the older lines (its own sync comes after this one)
  const plan = planSync(getCart().cartItems, pulled.result, {
    forceClientState,
    merge: CART_CONFIG.serverMergeByDefault,
  })
  report.diff.push(...plan.diff)
  setCart({ cartItems: plan.items })

  for (const line of plan.deleteOnServer)
    await deleteCartItem({ sku: line.sku, item_id: line.item_id }).catch(() => null)
  let unanswered = false
  for (const item of plan.push) if (!(await pushLine(item, report))) unanswered = true

  // a line the server never heard of keeps the cart "to be synced": the next page load sends it
  setCart({
    cartItemsHash: unanswered ? null : currentHash(),
    cartServerLastSyncDate: Date.now(),
    connectBypassCount: 0,
  })
  await syncTotals().catch((error: unknown) => console.error('Cart totals sync failed', error))
  report.diff.push({
    party: 'client',
    status: plan.push.length || plan.deleteOnServer.length ? 'update-required' : 'no-changes',
    sku: '',
  })
  return report
}

/**
 * Sends one line; false when no answer came at all. Only the server's refusal (000 §4: a non-200
 * answer) takes a new line out again or restores the quantity. A call that never got an answer
 * (offline, or the page being left or reloaded mid-call, which aborts it) refused nothing: the
 * line stays as the shopper made it.
 */
async function pushLine(item: CartItem, report: SyncReport): Promise<boolean> {
  const answer = await updateCartItem(item).catch(() => null)
  if (!answer) return false
  if (answer.code === 200 && answer.result && typeof answer.result === 'object') {
    setCart((state) => ({
      cartItems: afterAcceptedUpdate(state.cartItems, item, answer.result as ServerCartItem),
    }))
    report.notices.push({ kind: item.server_item_id === undefined ? 'added' : 'updated', sku: item.sku })
    return true
  }
  setCart((state) => ({ cartItems: afterRefusedUpdate(state.cartItems, item) }))
  const message = typeof answer.result === 'string' && answer.result ? answer.result : ''
  report.refused.push({ sku: item.sku, message })
  // cart update is not a silent call (contract §1.2): the server's reason is shown
  if (message) notify({ type: 'error', message: refusalText(message) })
  return true
}

/** Totals of the server cart: with the shipping information when given, else GET totals. */
export async function syncTotals(shipping?: ShippingInformation): Promise<PlatformTotals | null> {
  if (!getCart().cartServerToken) return null
  const answer = shipping ? await shippingInformationCall(shipping) : await fetchTotals()
  if (answer.code !== 200 || !answer.result) return null
  const raw = (
    shipping ? ((answer.result as { totals?: PlatformTotals }).totals ?? answer.result) : answer.result
  ) as PlatformTotals
  const totals: PlatformTotals = {
    ...raw,
    items: (raw.items ?? []).map((line) => ({ ...line, options: parseTotalsOptions(line.options) })),
  }
  setCart((state) => ({
    platformTotals: totals,
    platformTotalSegments: totals.total_segments ?? null,
    couponCode: Object.hasOwn(totals, 'coupon_code') && totals.coupon_code ? totals.coupon_code : null,
    cartItems: applyTotalsToItems(state.cartItems, totals),
    cartServerLastTotalsSyncDate: Date.now(),
  }))
  return totals
}
