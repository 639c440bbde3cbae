/**
 * MultiSafepay through its REST API (JSON, `api_key` header): gateways, iDEAL issuers, orders.
 * Our payment token is MultiSafepay's `order_id`, so its `transactionid` on the return URL and on
 * notifications is that token.
 */
import { z } from 'zod'
import {
  PaymentProviderError,
  type CreatePaymentInput,
  type CreatedPayment,
  type IssuerInfo,
  type PaymentMethodInfo,
  type PaymentProvider,
  type ProviderPaymentState,
  type ShopLanguage,
} from './provider.ts'

const LOCALES: Record<ShopLanguage, string> = { nl: 'nl_NL', de: 'de_DE' }
const COUNTRIES: Record<ShopLanguage, string> = { nl: 'NL', de: 'DE' }

const envelope = z.object({
  success: z.boolean(),
  data: z.unknown().optional(),
  error_code: z.union([z.number(), z.string()]).optional(),
  error_info: z.string().optional(),
})
const gateways = z.array(z.object({ id: z.string().min(1), description: z.string() }))
const issuers = z.array(
  z.object({ code: z.union([z.string(), z.number()]).transform(String), description: z.string() }),
)
const createdOrder = z.object({
  order_id: z.union([z.string(), z.number()]).transform(String),
  payment_url: z.string().url(),
})
const orderState = z.object({
  order_id: z.union([z.string(), z.number()]).transform(String),
  status: z.string().min(1),
})

/** MultiSafepay gateway ids whose method is known under another code elsewhere (Mollie, the storefront). */
const GATEWAY_TO_METHOD: Record<string, string> = { MISTERCASH: 'bancontact', DIRECTBANK: 'sofort' }
const METHOD_TO_GATEWAY = Object.fromEntries(Object.entries(GATEWAY_TO_METHOD).map(([g, m]) => [m, g]))

export const methodOfGateway = (gateway: string) =>
  GATEWAY_TO_METHOD[gateway.toUpperCase()] ?? gateway.toLowerCase()
export const gatewayOfMethod = (method: string) =>
  METHOD_TO_GATEWAY[method.toLowerCase()] ?? method.toUpperCase()

/** "Not found" answers: HTTP 404 or MultiSafepay's error 1006 (invalid transaction id). */
const NOT_FOUND = Symbol('not found')

export interface MultiSafepayOptions {
  apiKey: string
  apiEndpoint: string
  timeoutMs: number
}

export function createMultiSafepayProvider(options: MultiSafepayOptions): PaymentProvider {
  const base = options.apiEndpoint.endsWith('/') ? options.apiEndpoint : `${options.apiEndpoint}/`

  async function call(path: string, init: { method: 'GET' | 'POST'; body?: unknown } = { method: 'GET' }) {
    let response: Response
    try {
      response = await fetch(new URL(path, base), {
        method: init.method,
        headers: { api_key: options.apiKey, accept: 'application/json', 'content-type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(options.timeoutMs),
      })
    } catch (err) {
      const name = (err as Error).name
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new PaymentProviderError(
          'timeout',
          `MultiSafepay did not answer within ${options.timeoutMs} ms`,
        )
      }
      throw new PaymentProviderError(
        'unreachable',
        `MultiSafepay could not be reached: ${(err as Error).message}`,
      )
    }
    let json: unknown
    try {
      json = JSON.parse(await response.text())
    } catch {
      throw new PaymentProviderError(
        'bad_response',
        `MultiSafepay gave an answer that is not JSON (HTTP ${response.status})`,
      )
    }
    const parsed = envelope.safeParse(json)
    if (!parsed.success)
      throw new PaymentProviderError('bad_response', 'MultiSafepay gave an unusable answer')
    const body = parsed.data
    if (!body.success) {
      if (response.status === 404 || String(body.error_code) === '1006') return NOT_FOUND
      if (response.status >= 500)
        throw new PaymentProviderError('bad_response', `MultiSafepay answered with HTTP ${response.status}`)
      throw new PaymentProviderError(
        'refused',
        `MultiSafepay refused the request: ${body.error_info ?? 'no reason given'}${body.error_code ? ` (${body.error_code})` : ''}`,
      )
    }
    return body.data
  }

  function data<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
    const parsed = schema.safeParse(value)
    if (value === NOT_FOUND || !parsed.success) {
      throw new PaymentProviderError('bad_response', `MultiSafepay gave an unusable answer (${what})`)
    }
    return parsed.data
  }

  return {
    code: 'multisafepay',
    title: 'MultiSafepay',
    appendsTransactionId: true,
    remote: true,

    async listMethods(language): Promise<PaymentMethodInfo[]> {
      const query = new URLSearchParams({
        country: COUNTRIES[language],
        currency: 'EUR',
        locale: LOCALES[language],
      })
      const list = data(gateways, await call(`gateways?${query}`), 'gateways')
      return list.map((g) => ({ id: methodOfGateway(g.id), description: g.description }))
    },

    async listIssuers(): Promise<IssuerInfo[]> {
      const list = data(issuers, await call('issuers/IDEAL'), 'issuers')
      return list.map((i) => ({ id: i.code, name: i.description }))
    },

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      const order = data(
        createdOrder,
        await call('orders', {
          method: 'POST',
          body: {
            // with an issuer the shopper goes straight to the bank (contract §14.2)
            type: input.issuer ? 'direct' : 'redirect',
            order_id: input.token,
            gateway: gatewayOfMethod(input.method),
            currency: input.currency,
            amount: input.amountCents,
            description: input.description,
            payment_options: {
              notification_url: input.webhookUrl,
              notification_method: 'GET',
              redirect_url: input.returnUrl,
              cancel_url: input.returnUrl,
              close_window: false,
            },
            customer: { locale: LOCALES[input.language] },
            ...(input.issuer ? { gateway_info: { issuer_id: input.issuer } } : {}),
            var1: input.orderIncrementId,
          },
        }),
        'created order',
      )
      // MultiSafepay's first status of a new order
      return { providerPaymentId: order.order_id, checkoutUrl: order.payment_url, status: 'initialized' }
    },

    async fetchPayment(providerPaymentId): Promise<ProviderPaymentState | undefined> {
      const answer = await call(`orders/${encodeURIComponent(providerPaymentId)}`)
      if (answer === NOT_FOUND) return undefined
      const order = data(orderState, answer, 'order')
      return { providerPaymentId: order.order_id, status: order.status, token: order.order_id }
    },
  }
}
