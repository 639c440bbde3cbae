/**
 * What the shopper does with the cart: add (product page and listings), change a quantity,
 * remove, apply or remove a coupon, and clear after an order. Each changes the local cart first
 * (the microcart reacts at once), then syncs with the server, which may refuse (spec 000 §4).
 */
import { productChecksum, type ProductOption } from '@shop/commerce'
import { notify } from '../../components/notifications/store.ts'
import type { Translate } from '../../i18n/translate.ts'
import { getCheckout, isInCheckout } from '../checkout/checkout-store.ts'
import { CART_QUEUE, clearSyncTasks, sendWaitingSyncTasks } from '../sync-task/index.ts'
import { CART_MESSAGES, checkAddToCart, type AddCandidate } from './add-validation.ts'
import { applyCouponCall, deleteCartItem, deleteCouponCall } from './cart-api.ts'
import { CART_CONFIG } from './cart-config.ts'
import { addLine, removeLine, setLineQty } from './cart-lines.ts'
import { cartSuccessNotice } from './cart-notice.ts'
import { refreshLineStock } from './cart-stock.ts'
import { getCart, setCart } from './cart-store.ts'
import { serial, syncCart, syncTotals, type SyncReport } from './cart-sync.ts'
import { CART_TEXT } from './refusal-text.ts'
import { EMPTY_CART, type CartItem, type ItemOptionLabel } from './cart-types.ts'

export interface AddToCartProduct extends AddCandidate {
  sku: string
  parentSku?: string
  name: string
  qty: number
  type_id: string
  image?: string
  path?: string
  product_option?: ProductOption
  options?: ItemOptionLabel[]
}

export interface CartUi {
  t: Translate
  /** goes to the checkout (the notification's "Proceed to checkout") */
  proceedToCheckout?: () => void
  /** an external checkout is configured: the message offers only "OK" */
  externalCheckout?: boolean
}

function successNotice(ui: CartUi, report: SyncReport) {
  // not while in checkout: the shopper is busy there (contract §13)
  if (!report.notices.length || isInCheckout(getCheckout())) return
  const added = report.notices.some((notice) => notice.kind === 'added')
  notify(
    cartSuccessNotice(added ? 'added' : 'updated', ui.t, {
      proceedToCheckout: ui.proceedToCheckout,
      externalCheckout: !!ui.externalCheckout,
    }),
  )
}

function toLine(product: AddToCartProduct): CartItem {
  const line: CartItem = {
    sku: product.sku,
    parentSku: product.parentSku,
    name: product.name,
    qty: Math.trunc(product.qty),
    price_incl_tax: Number(product.price_incl_tax),
    type_id: product.type_id,
    image: product.image,
    path: product.path,
    product_option: product.product_option,
    options: product.options,
    checksum: '',
  }
  line.checksum = productChecksum(line)
  return line
}

/**
 * Adds products (a grouped product arrives expanded into its members). Invalid ones are
 * announced and skipped; the rest go in locally, then one sync. Returns whether any was added.
 */
export function addToCart(products: readonly AddToCartProduct[], ui: CartUi): Promise<boolean> {
  const accepted: CartItem[] = []
  for (const product of products) {
    if (!(product.qty > 0)) continue // zero or less: ignored
    const check = checkAddToCart(product, CART_CONFIG)
    if (!check.ok) {
      notify({ type: 'error', message: ui.t(CART_TEXT[check.error] ?? 'cart.msg.priceUnknown') })
      continue
    }
    if (check.warning) notify({ type: 'warning', message: ui.t('cart.msg.volatile') })
    const line = toLine(product)
    const outOfStock = product.stock?.is_in_stock === false || product.stock?.stock_status === 'out_of_stock'
    // out-of-stock items may stay in this shop's cart, marked (spec 000 §4, §9)
    if (outOfStock) line.errors = { stock: CART_MESSAGES.outOfStockLine }
    accepted.push(line)
  }
  if (!accepted.length) return Promise.resolve(false)
  for (const line of accepted) {
    const outcome = addLine(getCart().cartItems, line)
    if (outcome) setCart({ cartItems: outcome.items })
  }
  return serial(async () => {
    const report = await syncCart({ forceClientState: true })
    successNotice(ui, report)
    // the server's stock answers for the added lines after the add (spec 000 §4, contract §5)
    void refreshLineStock(
      ui.t,
      accepted.map((line) => line.sku),
    )
    return report.refused.length < accepted.length
  })
}

export function updateQuantity(item: CartItem, qty: number, ui: CartUi): Promise<void> {
  const wanted = Math.trunc(qty)
  if (!(wanted > 0)) return removeItem(item)
  setCart((state) => ({ cartItems: setLineQty(state.cartItems, item, wanted) }))
  return serial(async () => {
    successNotice(ui, await syncCart({ forceClientState: true }))
  })
}

/** Removes a line (the confirmation is asked by the page); the server hears of it if it knew it. */
export function removeItem(item: CartItem): Promise<void> {
  setCart((state) => ({ cartItems: removeLine(state.cartItems, item) }))
  if (item.server_item_id === undefined) return Promise.resolve()
  return serial(async () => {
    await deleteCartItem({ sku: item.sku, item_id: item.server_item_id }).catch(() => null)
    await syncCart({ forceClientState: true })
  })
}

export type CouponOutcome = { ok: true } | { ok: false; message: string }

export function applyCoupon(code: string): Promise<CouponOutcome> {
  const coupon = code.trim()
  return serial(async () => {
    if (!coupon || !getCart().cartServerToken) return { ok: false, message: '' }
    const answer = await applyCouponCall(coupon).catch(() => null)
    if (answer?.code === 200 && answer.result) {
      await syncTotals()
      return { ok: true }
    }
    return { ok: false, message: typeof answer?.result === 'string' ? answer.result : '' }
  })
}

export function removeCoupon(): Promise<boolean> {
  return serial(async () => {
    const answer = await deleteCouponCall().catch(() => null)
    await syncTotals()
    return answer?.code === 200
  })
}

/**
 * Empties the cart. After an order the server cart is already ordered, so no sync: the next
 * add starts a new server cart (spec 000 §4 "Checkout").
 */
export function clearCart(options: { sync: boolean; disconnect: boolean }): Promise<void> {
  const clear = () => {
    // the cart changes still waiting belong to the cart let go (logout, ordered): never to the next
    if (options.disconnect) void clearSyncTasks().catch(() => undefined)
    if (options.disconnect) setCart({ ...EMPTY_CART })
    else
      setCart({
        cartItems: [],
        platformTotals: null,
        platformTotalSegments: null,
        couponCode: null,
        cartItemsHash: null,
      })
  }
  if (!options.sync) {
    clear()
    return Promise.resolve()
  }
  return serial(async () => {
    for (const item of getCart().cartItems)
      if (item.server_item_id !== undefined)
        await deleteCartItem({ sku: item.sku, item_id: item.server_item_id }).catch(() => null)
    clear()
  })
}

/**
 * On page load: reconnect and bring the cart up to date with the server (merging), after the cart
 * changes an earlier page left unsent (decision 0244: else the sync, not seeing them on the
 * server, sends their lines once more and the queue sends them again).
 */
export async function loadCart(): Promise<void> {
  await sendWaitingSyncTasks(CART_QUEUE).catch(() => false)
  return serial(async () => {
    await syncCart()
  })
}
