/**
 * The payment-service calls (spec 000 §7, 001 §7, contract §14) through the one network-task
 * client, with the `store` parameter (nl when the store code is empty) and the x-client header.
 * The answers of both provider modules are read: Mollie's raw lists and MultiSafepay's
 * `{code, result: {data}}`, so the shop does not care which provider the server runs.
 */
import { fillMessage, MESSAGES } from '@shop/commerce'
import { CLIENT_VERSION, networkTask, type TaskResult } from '../network-task.ts'

export const PAYMENT_SERVICE = '/api/ext/payment-service'

/** Provider methods the shop offers (orders.payment_methods_mapping): others are dropped. */
export const PAYMENT_METHODS_MAPPING: readonly string[] = Object.freeze([
  'ideal',
  'bancontact',
  'creditcard',
  'paypal',
  'sofort',
  'giropay',
])

export interface CheckoutPaymentMethod {
  code: string
  title: string
  image?: string
  /** paid through the provider: the payment flow follows the order */
  pspMethod: boolean
  cost_incl_tax: number
}

export interface Issuer {
  id: string
  name: string
  image?: string
}

function list(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value)
    ? (value.filter((v) => v && typeof v === 'object') as Record<string, unknown>[])
    : []
}

/** Methods out of either answer shape; empty when the service has none. */
export function readProviderMethods(body: unknown): CheckoutPaymentMethod[] {
  const root = (body ?? {}) as Record<string, unknown>
  const result = (root.result ?? root) as Record<string, unknown>
  const embedded = (result._embedded ?? {}) as Record<string, unknown>
  const raw = list(result.data).length
    ? list(result.data)
    : list(embedded.methods).length
      ? list(embedded.methods)
      : list(result)
  return raw
    .map((method) => {
      const image = method.image as { svg?: string; size1x?: string } | string | undefined
      return {
        code: String(method.id ?? method.code ?? '').toLowerCase(),
        title: String(method.description ?? method.title ?? method.id ?? ''),
        image: typeof image === 'string' ? image : (image?.svg ?? image?.size1x),
        pspMethod: true,
        cost_incl_tax: 0,
      }
    })
    .filter((method) => method.code && PAYMENT_METHODS_MAPPING.includes(method.code))
}

export function readIssuers(body: unknown): Issuer[] {
  const root = (body ?? {}) as Record<string, unknown>
  const result = (root.result ?? root) as Record<string, unknown>
  const raw = list(result.data).length
    ? list(result.data)
    : list(result.issuers).length
      ? list(result.issuers)
      : list(result)
  return raw
    .map((issuer) => ({
      id: String(issuer.code ?? issuer.id ?? ''),
      name: String(issuer.description ?? issuer.name ?? ''),
      image:
        typeof issuer.image === 'object' && issuer.image ? (issuer.image as { svg?: string }).svg : undefined,
    }))
    .filter((issuer) => issuer.id && issuer.name)
}

/**
 * The checkout's list (spec 000 §4 "Server payment methods replace non-server ones"): the cart's
 * methods, the provider's for the codes the cart does not offer itself, provider flag kept.
 * `serverOnly` for a trade customer: the cart lists exactly the agreed methods (spec 001 §6), so
 * the provider's list only marks which of them are paid at the provider and adds none.
 */
export function mergePaymentMethods(
  server: readonly { code: string; title: string }[],
  provider: readonly CheckoutPaymentMethod[],
  options: { serverOnly?: boolean } = {},
): CheckoutPaymentMethod[] {
  const providerCodes = new Map(provider.map((method) => [method.code, method]))
  const fromServer = server.map((method) => {
    const psp = providerCodes.get(method.code)
    return {
      code: method.code,
      title: method.title || psp?.title || method.code,
      image: psp?.image,
      pspMethod: !!psp,
      cost_incl_tax: 0,
    }
  })
  if (options.serverOnly) return fromServer
  const serverCodes = new Set(server.map((method) => method.code))
  return [...fromServer, ...provider.filter((method) => !serverCodes.has(method.code))]
}

const storeParam = (storeCode: string) => ({ store: storeCode || 'nl' })
const headers = { 'x-client': CLIENT_VERSION }

export async function fetchProviderMethods(storeCode: string): Promise<CheckoutPaymentMethod[]> {
  const answer = await networkTask({
    url: `${PAYMENT_SERVICE}/payment-methods`,
    query: storeParam(storeCode),
    headers,
    raw: true,
  })
  const methods = readProviderMethods(answer.result)
  // failed method and issuer fetches are only logged (spec 001 §8)
  if (!methods.length) console.warn(MESSAGES.paymentMethodsNone)
  return methods
}

export async function fetchIssuers(storeCode: string): Promise<Issuer[]> {
  const answer = await networkTask({
    url: `${PAYMENT_SERVICE}/fetch-issuers`,
    query: storeParam(storeCode),
    headers,
    raw: true,
  })
  const issuers = readIssuers(answer.result)
  if (!issuers.length) console.warn(MESSAGES.paymentIssuersNone)
  return issuers
}

export interface PostPaymentBody {
  currency: string
  order_id: string
  description: string
  redirectUrl: string
  method: string
  amount?: string
  issuer?: string
  /** the order token of the order answer: the server's proof that this browser placed the order */
  token?: string
}

export interface PaymentCreated {
  order_id: string
  amount: string
  payment_gateway_url: string
}

export function postPayment(
  body: PostPaymentBody,
  storeCode: string,
): Promise<TaskResult<PaymentCreated | string>> {
  const { issuer, ...rest } = body
  // the issuer goes only with iDEAL (spec 000 §5)
  const payload = body.method === 'ideal' && issuer ? { ...rest, issuer } : rest
  return networkTask({
    url: `${PAYMENT_SERVICE}/post-payment`,
    method: 'POST',
    body: payload,
    query: storeParam(storeCode),
    headers,
  })
}

/**
 * The comment body of contract §14, plus `token` (the order token of the order answer) as the
 * proof the server asks before it lets a browser change an order (decision 0025).
 */
export function orderComment(
  orderId: string,
  status: string,
  comment: string,
  token: string | undefined,
  now = new Date(),
) {
  return {
    order_id: orderId,
    ...(token ? { token } : {}),
    order_comment: {
      statusHistory: {
        comment,
        created_at: now.toISOString(),
        is_customer_notified: 0,
        is_visible_on_front: 0,
        parent_id: orderId,
        status,
      },
    },
  }
}

export function postOrderComment(
  orderId: string,
  status: string,
  comment: string,
  storeCode: string,
  token: string | undefined,
): Promise<unknown> {
  // the answer is not used (contract §14); a failure is only logged
  return networkTask({
    url: `${PAYMENT_SERVICE}/order-comments`,
    method: 'POST',
    body: orderComment(orderId, status, comment, token),
    query: storeParam(storeCode),
    headers,
  }).catch((error: unknown) => console.error('Order comment failed', error))
}

export const paymentFailedComment = (reason: string) =>
  fillMessage(MESSAGES.paymentCouldNotBeCreated, { reason })
