/**
 * Placing the order and the payment flow that follows it (spec 000 §4 "Checkout" and "Payment",
 * spec 001 §4 "Payment flow"):
 * 1. POST /api/order. On success the order time is stored, the cart is cleared WITHOUT a server
 *    sync (the server cart became the order) and nothing of a password is kept.
 * 2. With a provider method: create the payment; on code 200 post the comment pending_payment and
 *    go to the provider's page. On failure: the sticky "Payment is not created - {reason}", the
 *    comment "Payment could not be created: {reason}" with status canceled, the thank-you flag
 *    cleared, and home.
 * 3. Without one: the thank-you page.
 */
import { ORDER_STATUS } from '@shop/commerce'
import { notify } from '../../components/notifications/store.ts'
import type { Translate } from '../../i18n/translate.ts'
import { userToken } from '../cart/cart-api.ts'
import { clearCart } from '../cart/cart-actions.ts'
import { getCart } from '../cart/cart-store.ts'
import { networkTask } from '../network-task.ts'
import { pressOrder } from '../offline-order/queue-order.ts'
import { setCheckout, type CheckoutState } from './checkout-store.ts'
import { buildOrderBody } from './order-body.ts'
import {
  paymentFailedComment,
  postOrderComment,
  postPayment,
  type PaymentCreated,
} from './payment-service.ts'

export interface OrderConfirmation {
  magentoOrderId?: string | number
  backendOrderId?: string | number
  orderNumber?: string | null
  /** the unguessable token of the order-status page, when the server gives one */
  orderToken?: string
  order_token?: string
  grand_total?: number | string
  grandTotal?: number | string
}

/** Why an order was not placed: each kind has its own message near the pay button. */
export type OrderRefusal =
  /** `meta`: what the refusal carries besides its words (the order extras' problems) */
  | { kind: 'invalid'; detail: string; meta?: unknown }
  | { kind: 'method' }
  | { kind: 'unavailable' }
  | { kind: 'cart-gone' }
  | { kind: 'failed' }
  /** the shop could not be reached: the order waits in this browser (spec 001 §4), the cart stays */
  | { kind: 'queued' }

export type PaymentReason = 'refused' | 'unavailable' | 'other'

export type PlaceOutcome =
  | OrderRefusal
  | { kind: 'redirect'; url: string }
  | { kind: 'placed'; orderNumber: string | null; orderToken: string | null }
  | { kind: 'payment-failed'; orderToken: string | null; reason: PaymentReason }

export interface PlaceOrderInput {
  state: CheckoutState
  storeCode: string
  /** '' or '/de' */
  prefix: string
  origin: string
  pspMethod: boolean
  t: Translate
}

function reasonOf(result: unknown): string {
  if (typeof result === 'string' && result) return result
  if (result && typeof result === 'object') {
    const r = result as { message?: unknown; errorMessage?: unknown; detail?: unknown }
    const text = r.message ?? r.errorMessage ?? r.detail
    if (typeof text === 'string' && text) return text
  }
  return 'Unknown error'
}

export async function placeOrder(input: PlaceOrderInput): Promise<PlaceOutcome> {
  const cart = getCart()
  const body = buildOrderBody(input.state, cart.cartItems, {
    userId: '',
    cartId: cart.cartServerToken ?? '',
    storeCode: input.storeCode,
  })
  const answer = await sendPressedOrder(body, cart, input.storeCode)
  if (answer === 'queued') return { kind: 'queued' }
  const confirmation = confirmationOf(answer)
  if (!confirmation.ok) return confirmation.refusal

  const orderId = String(confirmation.value.magentoOrderId ?? confirmation.value.backendOrderId ?? '')
  const orderNumber = confirmation.value.orderNumber ?? null
  setCheckout((state) => ({
    orderTimestamp: Date.now(),
    isThankYouPage: true,
    // the order is placed: the shopper is no longer "in checkout" (add-to-cart messages show again)
    modifiedAt: 0,
    lastOrder: {
      orderNumber,
      backendOrderId: orderId,
      placedAt: Date.now(),
      email: state.personalDetails.emailAddress,
    },
    personalDetails: { ...state.personalDetails, createAccount: false },
  }))
  await clearCart({ sync: false, disconnect: true })

  const orderToken = confirmation.value.orderToken ?? confirmation.value.order_token
  if (!input.pspMethod) return { kind: 'placed', orderNumber, orderToken: orderToken ?? null }
  const order: PlacedOrder = { id: orderId, number: orderNumber, token: orderToken }
  return startPayment(input, order, orderAmount(confirmation.value))
}

/**
 * The order goes out as an offline order first (lib/offline-order, decision 0220): its key is the
 * body's order_id and it is on disk before the request leaves. Without IndexedDB it is sent as a
 * plain request, as before.
 */
async function sendPressedOrder(
  body: ReturnType<typeof buildOrderBody>,
  cart: ReturnType<typeof getCart>,
  storeCode: string,
): Promise<{ code: number; result: unknown; meta?: unknown } | null | 'queued'> {
  const token = userToken() ?? ''
  const pressed = await pressOrder({
    body,
    items: cart.cartItems,
    storeCode,
    token,
    queuedTotal: cart.platformTotals?.grand_total ?? null,
  })
  if (pressed.stored) return pressed.answer?.kind === 'unreachable' ? 'queued' : pressed.raw
  return networkTask<OrderConfirmation | string>({
    url: '/api/order',
    method: 'POST',
    body,
    token,
    storeCode: storeCode || undefined,
  }).catch(() => null)
}

/**
 * What the order answer means (contract §4): 200 with a confirmation is placed; 400 names the
 * field (a method the cart does not offer has its own message); 404 is a cart that is gone; 409
 * is the stock refusal "Some of the ordered products are not available!" (spec 001 §8); anything
 * else, or no answer, a server error.
 */
export function confirmationOf(
  answer: { code: number; result: unknown; meta?: unknown } | null,
): { ok: true; value: OrderConfirmation } | { ok: false; refusal: OrderRefusal } {
  if (!answer) return { ok: false, refusal: { kind: 'failed' } }
  const text = typeof answer.result === 'string' ? answer.result : ''
  if (answer.code === 400) {
    // also a method outside a trade customer's agreed list (spec 001 §6), which names the method
    if (/method_code|Payment Method|Carrier with such method|shipping method|shipment method/i.test(text))
      return { ok: false, refusal: { kind: 'method' } }
    const meta = answer.meta == null ? {} : { meta: answer.meta }
    return { ok: false, refusal: { kind: 'invalid', detail: text.slice(0, 200), ...meta } }
  }
  if (answer.code === 404) return { ok: false, refusal: { kind: 'cart-gone' } }
  if (answer.code === 409) return { ok: false, refusal: { kind: 'unavailable' } }
  if (answer.code !== 200 || !answer.result || typeof answer.result !== 'object')
    return { ok: false, refusal: { kind: 'failed' } }
  return { ok: true, value: answer.result as OrderConfirmation }
}

/** The provider's own words are not the shopper's language: a kind of reason, translated on the page. */
export function paymentReason(code: number | null, text: string): PaymentReason {
  // a provider's refusal reaches us as a gateway error (502) too: its words decide first
  if (/refus|declin|reject|weiger|ablehn/i.test(text)) return 'refused'
  if (code === null || code >= 500) return 'unavailable'
  return 'other'
}

class PaymentStartError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

interface PlacedOrder {
  /** the order id the payment service is given (contract §14: magentoOrderId) */
  id: string
  number: string | null
  /** the order's token: what lets this browser pay and comment on the order (decision 0025) */
  token: string | undefined
}

/**
 * The amount for post-payment: the order's own grand total when the order answer carries it.
 * The browser's totals may be a moment behind the order, and a wrong amount is refused, so
 * without it the field stays out and the service takes the order's total (contract §14.2).
 */
export function orderAmount(confirmation: OrderConfirmation): string | undefined {
  const raw = confirmation.grand_total ?? confirmation.grandTotal
  const value = typeof raw === 'string' ? Number(raw) : raw
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value.toFixed(2) : undefined
}

async function startPayment(
  input: PlaceOrderInput,
  order: PlacedOrder,
  amount: string | undefined,
): Promise<PlaceOutcome> {
  const payment = input.state.paymentDetails
  try {
    const answer = await postPayment(
      {
        currency: 'EUR',
        order_id: order.id,
        description: `Order # ${order.number ?? order.id}`,
        // the service adds the order's token (order_token=) to origin + /orderstatus (001 §7)
        redirectUrl: `${input.origin}${input.prefix}/orderstatus`,
        method: payment.paymentMethod,
        ...(amount ? { amount } : {}),
        issuer: payment.paymentMethodAdditional.issuer,
        token: order.token,
      },
      input.storeCode,
    )
    const created = answer.result as PaymentCreated
    if (answer.code !== 200 || !created || typeof created !== 'object' || !created.payment_gateway_url)
      throw new PaymentStartError(answer.code, reasonOf(answer.result))
    await postOrderComment(
      order.id,
      ORDER_STATUS.pendingPayment,
      `Payment is created for amount ${created.amount}`,
      input.storeCode,
      order.token,
    )
    return { kind: 'redirect', url: created.payment_gateway_url }
  } catch (error) {
    const text = error instanceof PaymentStartError ? error.message : reasonOf(error)
    const reason = paymentReason(error instanceof PaymentStartError ? error.code : null, text)
    notify({
      type: 'error',
      message: input.t('payment.notCreated', { reason: input.t(`payment.reason.${reason}`) }),
      hasNoTimeout: true,
      action1: { label: input.t('cart.msg.ok') },
    })
    // the spec's comment keeps the provider's words for the shop's staff
    await postOrderComment(
      order.id,
      ORDER_STATUS.canceled,
      paymentFailedComment(text),
      input.storeCode,
      order.token,
    ).catch(() => undefined)
    setCheckout({ isThankYouPage: false })
    return { kind: 'payment-failed', orderToken: order.token ?? null, reason }
  }
}
